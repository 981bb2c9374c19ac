import { resourceOperations, type ResourceItem } from '@lading/shared';
import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../../auth/Guards';
import { usePermissions } from '../../../auth/session';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { PERMISSION } from '../common/permission-keys';
import { useEditor } from '../../common/useEditor';
import { useResourceColumns } from './resource-columns';
import { ResourceFormModal } from './ResourceFormModal';
import { ResourceSearchBar } from './ResourceSearchBar';
import { RESOURCES_KEY } from '../common/query-keys';
import { useListQuery } from '../../common/useListQuery';

/** /user/resource: the permission resources (edit permissions a group can hold). */
export default function ResourceListPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { can } = usePermissions();
  const list = useListQuery(resourceOperations.list, { key: RESOURCES_KEY });
  const editor = useEditor<ResourceItem>();
  const columns = useResourceColumns({
    canWrite: can(PERMISSION.resourceWrite),
    onEdit: editor.edit,
  });

  return (
    <ListPage
      filters={<ResourceSearchBar values={list.unpaged} onSearch={list.setFilters} />}
      toolbar={
        <>
          <Can resource={PERMISSION.resourceWrite}>
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.add}>
              {t('resources.add')}
            </Button>
          </Can>
          <Button icon={<TagsOutlined />} onClick={() => navigate('/user/resourceCategory')}>
            {t('resources.categories')}
          </Button>
        </>
      }
    >
      <PagedTable<ResourceItem> list={list} columns={columns} />
      <ResourceFormModal
        key={editor.key}
        open={editor.open}
        resource={editor.record}
        onClose={editor.close}
      />
    </ListPage>
  );
}
