import type { ResourceItem } from '@lading/shared';
import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../../auth/Guards';
import { usePermissions } from '../../../auth/session';
import { ListPage } from '../../common/ListPage';
import { FIRST_PAGE, type Paging } from '../../common/paging';
import { PagedTable } from '../../common/PagedTable';
import { PERMISSION } from '../common/permission-keys';
import { useEditor } from '../../common/useEditor';
import { useResourceColumns } from './resource-columns';
import { ResourceFormModal } from './ResourceFormModal';
import { ResourceSearchBar } from './ResourceSearchBar';
import { useResourceList, type ResourceFilters } from './useResources';

/** /user/resource: the permission resources (edit permissions a group can hold). */
export default function ResourceListPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { can } = usePermissions();
  const [filters, setFilters] = useState<ResourceFilters>({});
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const editor = useEditor<ResourceItem>();
  const list = useResourceList({ ...filters, ...paging });
  const columns = useResourceColumns({
    canWrite: can(PERMISSION.resourceWrite),
    onEdit: editor.edit,
  });

  return (
    <ListPage
      filters={
        <ResourceSearchBar
          onSearch={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, pageNum: 1 }));
          }}
        />
      }
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
      <PagedTable<ResourceItem>
        query={list}
        paging={paging}
        onPaging={setPaging}
        columns={columns}
      />
      <ResourceFormModal
        key={editor.key}
        open={editor.open}
        resource={editor.record}
        onClose={editor.close}
      />
    </ListPage>
  );
}
