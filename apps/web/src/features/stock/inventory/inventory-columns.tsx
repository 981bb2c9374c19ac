import {
  formatDateTime,
  formatQty,
  WAREHOUSE_TYPE_NAMES,
  type InventoryItem,
  type InventorySortField,
  type Language,
  type SortOrder,
  type WarehouseType,
} from '@lading/shared';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { serverSortable } from '../../common/sorting';
import { poLineText } from '../stock-format';
import { warehouseLabel } from '../warehouses/useWarehouses';

/** The inventory table's columns (on hand per warehouse, product and PO line), sorted by the server. */
export function inventoryColumns(
  t: TFunction<'stock'>,
  lang: Language,
  sort: { sortBy?: InventorySortField | undefined; sortOrder?: SortOrder | undefined },
): TableColumnsType<InventoryItem> {
  // no sort chosen: by warehouse (the server's default)
  const sortable = serverSortable(sort, 'warehouseCode');
  return [
    {
      title: t('inventory.warehouse'),
      width: 200,
      ...sortable('warehouseCode'),
      render: (_, row) => warehouseLabel({ code: row.warehouseCode, name: row.warehouseName }),
    },
    {
      title: t('inventory.warehouseType'),
      dataIndex: 'warehouseType',
      width: 110,
      render: (type: WarehouseType) => WAREHOUSE_TYPE_NAMES[type][lang],
    },
    {
      title: t('inventory.productCode'),
      dataIndex: 'productCode',
      width: 140,
      ...sortable('productCode'),
    },
    { title: t('inventory.productName'), dataIndex: 'productName', width: 180, ellipsis: true },
    {
      title: t('inventory.supplier'),
      dataIndex: 'supplierName',
      width: 140,
      ellipsis: true,
      ...sortable('supplierName'),
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('inventory.poLine'),
      width: 140,
      ...sortable('poNumber'),
      render: (_, row) => poLineText(row),
    },
    {
      title: t('inventory.qty'),
      dataIndex: 'qty',
      width: 110,
      align: 'right',
      ...sortable('qty'),
      render: (qty: number) => formatQty(qty),
    },
    {
      title: t('inventory.updatedAt'),
      dataIndex: 'updatedAt',
      width: 140,
      ...sortable('updatedAt'),
      render: (value: string) => formatDateTime(value),
    },
  ];
}
