import { userOperations, type UserItem } from '@lading/shared';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../auth/Guards';
import { usePermissions } from '../../../auth/session';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { PERMISSION } from '../common/permission-keys';
import { useEditor } from '../../common/useEditor';
import { useUserColumns } from './user-columns';
import { UserFormModal } from './UserFormModal';
import { UserSearchBar } from './UserSearchBar';
import { useUserExport } from './useUserExport';
import { USERS_KEY } from '../common/query-keys';
import { useListQuery } from '../../common/useListQuery';

/** /user/admin: the user accounts, searched and paged on the server. */
export default function UserListPage() {
  const { t } = useTranslation('admin');
  const { can } = usePermissions();
  const list = useListQuery(userOperations.list, { key: USERS_KEY });
  const editor = useEditor<UserItem>();
  const { exportCsv, exporting } = useUserExport(list.unpaged);
  const columns = useUserColumns({
    canWrite: can(PERMISSION.userWrite),
    onEdit: editor.edit,
  });

  return (
    <ListPage
      filters={<UserSearchBar values={list.unpaged} onSearch={list.setFilters} />}
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
      <PagedTable<UserItem> list={list} columns={columns} />
      <UserFormModal
        key={editor.key}
        open={editor.open}
        user={editor.record}
        onClose={editor.close}
      />
    </ListPage>
  );
}
