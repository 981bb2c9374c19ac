import type { ResourceItem } from '@lading/shared';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBuiltInNames } from '../../../i18n/useBuiltInNames';
import { actionsColumn, RowActions } from '../../common/RowActions';
import { useConfirmDelete } from '../../common/useConfirmDelete';
import { builtInColumn, createdAtColumn } from '../common/columns';
import { useResourceMutations } from './useResources';

/** The resource table's columns; write actions only when `canWrite`. */
export function useResourceColumns(props: {
  canWrite: boolean;
  onEdit(resource: ResourceItem): void;
}): TableColumnsType<ResourceItem> {
  const { t } = useTranslation('admin');
  const names = useBuiltInNames();
  const { remove } = useResourceMutations();
  const confirmDelete = useConfirmDelete();

  return [
    {
      title: t('resources.key'),
      dataIndex: 'key',
      width: 190,
      render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
    },
    { title: t('resources.name'), dataIndex: 'name', width: 160, render: names.text },
    {
      title: t('resources.category'),
      dataIndex: 'categoryName',
      width: 120,
      render: names.text,
    },
    {
      title: t('resources.url'),
      dataIndex: 'url',
      width: 300,
      render: (url: string) => (
        <div style={{ whiteSpace: 'pre-line', fontFamily: 'monospace', fontSize: 12 }}>{url}</div>
      ),
    },
    builtInColumn(t),
    createdAtColumn(t),
    ...actionsColumn<ResourceItem>({
      show: props.canWrite,
      title: t('common.actions'),
      width: 130,
      fixed: true,
      render: (resource) => (
        <RowActions
          onEdit={() => props.onEdit(resource)}
          onDelete={() =>
            confirmDelete({
              title: t('resources.confirmDeleteTitle', { name: names.text(resource.name) }),
              content: t('resources.confirmDelete'),
              remove: () => remove.mutateAsync(resource.id),
            })
          }
          deleteBlocked={resource.builtin ? t('resources.builtinCannotDelete') : undefined}
        />
      ),
    }),
  ];
}
