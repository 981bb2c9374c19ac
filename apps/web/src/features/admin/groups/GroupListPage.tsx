import type { GroupItem } from '@lading/shared';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../auth/Guards';
import { usePermissions } from '../../../auth/session';
import { ListPage } from '../../common/ListPage';
import { FIRST_PAGE, type Paging } from '../../common/paging';
import { PagedTable } from '../../common/PagedTable';
import { PERMISSION } from '../common/permission-keys';
import { useEditor } from '../../common/useEditor';
import { useGroupColumns } from './group-columns';
import { GroupFormModal } from './GroupFormModal';
import { useGroupList } from './useGroups';
import { FilterButtons } from '../../common/FilterButtons';

/** /user/role: the user groups, with their menu and resource assignments. */
export default function GroupListPage() {
  const { t } = useTranslation('admin');
  const { can } = usePermissions();
  const [form] = Form.useForm<{ keyword?: string }>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const editor = useEditor<GroupItem>();
  const list = useGroupList({ ...paging, keyword });
  const columns = useGroupColumns({ canWrite: can(PERMISSION.groupWrite), onEdit: editor.edit });

  const search = (next: string | undefined) => {
    setKeyword(next?.trim() || undefined);
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <ListPage
      filters={
        <Form
          form={form}
          name="group-search"
          layout="inline"
          onFinish={(values) => search(values.keyword)}
        >
          <Form.Item name="keyword" label={t('groups.name')}>
            <Input allowClear placeholder={t('groups.keywordPlaceholder')} style={{ width: 240 }} />
          </Form.Item>
          <FilterButtons form={form} onReset={() => search(undefined)} />
        </Form>
      }
      toolbar={
        <Can resource={PERMISSION.groupWrite}>
          <Button type="primary" icon={<PlusOutlined />} onClick={editor.add}>
            {t('groups.add')}
          </Button>
        </Can>
      }
    >
      <PagedTable<GroupItem> query={list} paging={paging} onPaging={setPaging} columns={columns} />
      <GroupFormModal
        key={editor.key}
        open={editor.open}
        group={editor.record}
        onClose={editor.close}
      />
    </ListPage>
  );
}
