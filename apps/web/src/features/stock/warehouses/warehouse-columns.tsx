import {
  formatDateTime,
  WAREHOUSE_TYPE_NAMES,
  type Language,
  type SortOrder,
  type WarehouseItem,
  type WarehouseSortField,
  type WarehouseType,
} from '@lading/shared';
import { Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { serverSortable } from '../../common/sorting';

/**
 * The warehouse table's data columns, sorted by the server (by code when no sort is chosen);
 * the list page adds the row actions.
 */
export function warehouseColumns(
  t: TFunction<'stock'>,
  lang: Language,
  sort: { sortBy?: WarehouseSortField | undefined; sortOrder?: SortOrder | undefined },
): TableColumnsType<WarehouseItem> {
  const sortable = serverSortable(sort, 'code');
  return [
    { title: t('warehouses.code'), dataIndex: 'code', width: 150, ...sortable('code') },
    { title: t('warehouses.name'), dataIndex: 'name', width: 240, ...sortable('name') },
    {
      title: t('warehouses.type'),
      dataIndex: 'type',
      width: 150,
      ...sortable('type'),
      render: (type: WarehouseType) => WAREHOUSE_TYPE_NAMES[type][lang],
    },
    {
      title: t('warehouses.loadingPoint'),
      dataIndex: 'loadingPointName',
      width: 180,
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('warehouses.page.status'),
      dataIndex: 'active',
      width: 100,
      ...sortable('active'),
      render: (active: boolean) =>
        active ? (
          <Tag color="green">{t('warehouses.page.activeTag')}</Tag>
        ) : (
          <Tag>{t('warehouses.page.inactiveTag')}</Tag>
        ),
    },
    {
      title: t('warehouses.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      ...sortable('updatedAt'),
      render: (value: string) => formatDateTime(value),
    },
  ];
}
