import type { UserItem } from '@lading/shared';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../auth/Guards';
import { usePermissions } from '../../../auth/session';
import { ListPage } from '../../common/ListPage';
import { FIRST_PAGE, type Paging } from '../../common/paging';
import { PagedTable } from '../../common/PagedTable';
import { PERMISSION } from '../common/permission-keys';
import { useEditor } from '../../common/useEditor';
import { useUserColumns } from './user-columns';
import { UserFormModal } from './UserFormModal';
import { UserSearchBar } from './UserSearchBar';
import { useUserExport } from './useUserExport';
import { useUserList, type UserFilters } from './useUsers';

/** /user/admin: the user accounts, searched and paged on the server. */
export default function UserListPage() {
  const { t } = useTranslation('admin');
  const { can } = usePermissions();
  const [filters, setFilters] = useState<UserFilters>({});
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const editor = useEditor<UserItem>();
  const list = useUserList({ ...filters, ...paging });
  const { exportCsv, exporting } = useUserExport(filters);
  const columns = useUserColumns({
    canWrite: can(PERMISSION.userWrite),
    onEdit: editor.edit,
  });

  return (
    <ListPage
      filters={
        <UserSearchBar
          onSearch={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, pageNum: 1 }));
          }}
        />
      }
      toolbar={
        <>
          <Can resource={PERMISSION.userWrite}>
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.add}>
              {t('users.add')}
            </Button>
          </Can>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
            {t('users.exportCsv')}
          </Button>
        </>
      }
    >
      <PagedTable<UserItem> query={list} paging={paging} onPaging={setPaging} columns={columns} />
      <UserFormModal
        key={editor.key}
        open={editor.open}
        user={editor.record}
        onClose={editor.close}
      />
    </ListPage>
  );
}
