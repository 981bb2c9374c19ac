import type { ResourceCategoryItem } from '@lading/shared';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBuiltInNames } from '../../../i18n/useBuiltInNames';
import { Can } from '../../../auth/Guards';
import { usePermissions } from '../../../auth/session';
import { actionsColumn, RowActions } from '../../common/RowActions';
import { useConfirmDelete } from '../../common/useConfirmDelete';
import { createdAtColumn } from '../common/columns';
import { ListPage } from '../../common/ListPage';
import { PERMISSION } from '../common/permission-keys';
import { useEditor } from '../../common/useEditor';
import { CategoryFormModal } from './CategoryFormModal';
import { useResourceCategories, useResourceMutations } from './useResources';

/** /user/resourceCategory: the categories resources are grouped by, with their counts. */
export default function ResourceCategoryPage() {
  const { t } = useTranslation('admin');
  const names = useBuiltInNames();
  const navigate = useNavigate();
  const canWrite = usePermissions().can(PERMISSION.resourceWrite);
  const categories = useResourceCategories();
  const { removeCategory } = useResourceMutations();
  const editor = useEditor<ResourceCategoryItem>();
  const confirmDelete = useConfirmDelete();

  const columns: TableColumnsType<ResourceCategoryItem> = [
    { title: t('categories.name'), dataIndex: 'name', render: names.text },
    { title: t('categories.sort'), dataIndex: 'sort', width: 100, align: 'right' },
    {
      title: t('categories.resourceCount'),
      dataIndex: 'resourceCount',
      width: 140,
      align: 'right',
    },
    createdAtColumn(t, 170),
    ...actionsColumn<ResourceCategoryItem>({
      show: canWrite,
      title: t('common.actions'),
      width: 140,
      render: (category) => (
        <RowActions
          onEdit={() => editor.edit(category)}
          // the server refuses a category that still holds resources: that refusal is toasted
          onDelete={() =>
            confirmDelete({
              title: t('categories.confirmDeleteTitle', { name: names.text(category.name) }),
              content: t('categories.confirmDelete'),
              remove: () => removeCategory.mutateAsync(category.id),
            })
          }
        />
      ),
    }),
  ];

  return (
    <ListPage
      toolbar={
        <>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/user/resource')}>
            {t('actions.back', { ns: 'common' })}
          </Button>
          <Can resource={PERMISSION.resourceWrite}>
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.add}>
              {t('categories.add')}
            </Button>
          </Can>
        </>
      }
    >
      <Table<ResourceCategoryItem>
        rowKey="id"
        size="middle"
        loading={categories.isFetching}
        dataSource={categories.data ?? []}
        columns={columns}
        pagination={false}
      />
      <CategoryFormModal
        key={editor.key}
        open={editor.open}
        category={editor.record}
        onClose={editor.close}
      />
    </ListPage>
  );
}
