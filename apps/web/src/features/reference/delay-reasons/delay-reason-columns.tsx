import {
  formatDateTime,
  type DelayReasonItem,
  type DelayReasonSortField,
  type SortOrder,
} from '@lading/shared';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionsColumn, RowActions } from '../../common/RowActions';
import { columnSort } from '../../common/sorting';

/**
 * The delay reason table's columns, sortable by the server; with the edit permission, each
 * row's Edit, Activate/Deactivate and Delete.
 */
export function useDelayReasonColumns(props: {
  sort: { sortBy?: DelayReasonSortField | undefined; sortOrder?: SortOrder | undefined };
  canWrite: boolean;
  onEdit(reason: DelayReasonItem): void;
  onSetActive(reason: DelayReasonItem, active: boolean): void;
  onDelete(reason: DelayReasonItem): void;
}): TableColumnsType<DelayReasonItem> {
  const { t } = useTranslation('tracking');
  // no sort chosen: by code (the server's default)
  const sorted = (key: DelayReasonSortField) =>
    columnSort(props.sort, key) ?? (key === 'code' && !props.sort.sortBy ? 'ascend' : null);
  const sortable = (key: DelayReasonSortField) => ({
    key,
    sorter: true,
    sortOrder: sorted(key),
  });
  return [
    { title: t('delayReasons.code'), dataIndex: 'code', width: 190, ...sortable('code') },
    { title: t('delayReasons.nameEn'), dataIndex: 'nameEn', width: 260, ...sortable('nameEn') },
    { title: t('delayReasons.nameZh'), dataIndex: 'nameZh', width: 200, ...sortable('nameZh') },
    {
      title: t('delayReasons.status'),
      dataIndex: 'active',
      width: 100,
      ...sortable('active'),
      render: (active: boolean) =>
        active ? (
          <Tag color="green">{t('delayReasons.active')}</Tag>
        ) : (
          <Tag>{t('delayReasons.inactive')}</Tag>
        ),
    },
    {
      title: t('delayReasons.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      ...sortable('updatedAt'),
      render: (value: string) => formatDateTime(value),
    },
    ...actionsColumn<DelayReasonItem>({
      show: props.canWrite,
      title: t('delayReasons.actions'),
      width: 200,
      fixed: true,
      render: (reason) => (
        <RowActions onEdit={() => props.onEdit(reason)} onDelete={() => props.onDelete(reason)}>
          <Button
            size="small"
            type="link"
            onClick={() => props.onSetActive(reason, !reason.active)}
          >
            {t(reason.active ? 'delayReasons.deactivate' : 'delayReasons.activate')}
          </Button>
        </RowActions>
      ),
    }),
  ];
}
