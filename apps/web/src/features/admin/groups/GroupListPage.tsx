import { groupOperations, type GroupItem } from '@lading/shared';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../auth/Guards';
import { usePermissions } from '../../../auth/session';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { PERMISSION } from '../common/permission-keys';
import { useEditor } from '../../common/useEditor';
import { useGroupColumns } from './group-columns';
import { GroupFormModal } from './GroupFormModal';
import { GROUPS_KEY } from '../common/query-keys';
import { FilterForm } from '../../common/FilterForm';
import { useListQuery } from '../../common/useListQuery';

/** /user/role: the user groups, with their menu and resource assignments. */
export default function GroupListPage() {
  const { t } = useTranslation('admin');
  const { can } = usePermissions();
  const [form] = Form.useForm<{ keyword?: string }>();
  const list = useListQuery(groupOperations.list, { key: GROUPS_KEY });
  const editor = useEditor<GroupItem>();
  const columns = useGroupColumns({ canWrite: can(PERMISSION.groupWrite), onEdit: editor.edit });

  return (
    <ListPage
      filters={
        <FilterForm<{ keyword?: string }>
          form={form}
          name="group-search"
          values={{ keyword: list.query.keyword }}
          onSearch={(values) => list.setFilters({ keyword: values.keyword?.trim() || undefined })}
        >
          <Form.Item name="keyword" label={t('groups.name')}>
            <Input allowClear placeholder={t('groups.keywordPlaceholder')} style={{ width: 240 }} />
          </Form.Item>
        </FilterForm>
      }
      toolbar={
        <Can resource={PERMISSION.groupWrite}>
          <Button type="primary" icon={<PlusOutlined />} onClick={editor.add}>
            {t('groups.add')}
          </Button>
        </Can>
      }
    >
      <PagedTable<GroupItem> list={list} columns={columns} />
      <GroupFormModal
        key={editor.key}
        open={editor.open}
        group={editor.record}
        onClose={editor.close}
      />
    </ListPage>
  );
}
