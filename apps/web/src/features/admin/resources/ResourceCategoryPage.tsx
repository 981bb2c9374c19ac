import type { ResourceCategoryItem } from '@lading/shared';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../../auth/Guards';
import { usePermissions } from '../../../auth/session';
import { formatDateTime } from '../common/format';
import { ListPage } from '../common/ListPage';
import { PERMISSION } from '../common/permission-keys';
import { useEditor } from '../common/useEditor';
import { CategoryFormModal } from './CategoryFormModal';
import { useResourceCategories, useResourceMutations } from './useResources';

/** /user/resourceCategory: the categories resources are grouped by, with their counts. */
export default function ResourceCategoryPage() {
  const { t } = useTranslation('admin');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const canWrite = usePermissions().can(PERMISSION.resourceWrite);
  const categories = useResourceCategories();
  const { removeCategory } = useResourceMutations();
  const editor = useEditor<ResourceCategoryItem>();

  const confirmDelete = (category: ResourceCategoryItem) =>
    modal.confirm({
      title: t('categories.confirmDeleteTitle', { name: category.name }),
      content: t('categories.confirmDelete'),
      okText: t('actions.delete', { ns: 'common' }),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel', { ns: 'common' }),
      // Closes either way; the server refuses a category that still holds resources.
      onOk: () =>
        removeCategory.mutateAsync(category.id).then(
          () => void message.success(t('status.deleted', { ns: 'common' })),
          () => undefined,
        ),
    });

  const columns: TableColumnsType<ResourceCategoryItem> = [
    { title: t('categories.name'), dataIndex: 'name' },
    { title: t('categories.sort'), dataIndex: 'sort', width: 100, align: 'right' },
    {
      title: t('categories.resourceCount'),
      dataIndex: 'resourceCount',
      width: 140,
      align: 'right',
    },
    {
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    ...(canWrite
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 140,
            render: (_: unknown, category: ResourceCategoryItem) => (
              <Space size={0}>
                <Button size="small" type="link" onClick={() => editor.edit(category)}>
                  {t('actions.edit', { ns: 'common' })}
                </Button>
                <Button size="small" type="link" danger onClick={() => confirmDelete(category)}>
                  {t('actions.delete', { ns: 'common' })}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
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
