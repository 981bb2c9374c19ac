import { PlusOutlined } from '@ant-design/icons';
import { Button, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../../auth/Guards';
import { usePermissions } from '../../../auth/session';
import { ListPage } from '../../common/ListPage';
import { PERMISSION } from '../common/permission-keys';
import { toRows, useMenuColumns, type MenuRow } from './menu-columns';
import { useMenuTree } from './useMenus';

/** /user/menu: the whole menu tree (three levels) as a tree table. */
export default function MenuListPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { can } = usePermissions();
  const tree = useMenuTree();
  const rows = useMemo(() => toRows(tree.data ?? []), [tree.data]);
  const columns = useMenuColumns(can(PERMISSION.menuWrite));

  return (
    <ListPage
      toolbar={
        <Can resource={PERMISSION.menuWrite}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate('/user/addMenu?parentId=0')}
          >
            {t('menus.add')}
          </Button>
        </Can>
      }
    >
      <Table<MenuRow>
        rowKey="id"
        size="middle"
        loading={tree.isFetching}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </ListPage>
  );
}
