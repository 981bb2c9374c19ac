import {
  formatDateTime,
  STOCK_MOVE_KIND_NAMES,
  type Language,
  type SortOrder,
  type StockMoveItem,
  type StockMoveKind,
} from '@lading/shared';
import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { poLineText, signedQty } from '../stock-format';

/**
 * The ledger table's columns: newest first unless the user turns the time column's order
 * (the only sort the ledger has); a quantity signed + in, − out, next to the product so a
 * 1440-pixel window shows it without scrolling.
 */
export function stockMoveColumns(
  t: TFunction<'stock'>,
  lang: Language,
  sortOrder: SortOrder,
): TableColumnsType<StockMoveItem> {
  return [
    {
      title: t('history.movedAt'),
      key: 'movedAt',
      dataIndex: 'movedAt',
      width: 150,
      sorter: true,
      sortOrder: sortOrder === 'asc' ? 'ascend' : 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('history.kind'),
      dataIndex: 'kind',
      width: 110,
      render: (kind: StockMoveKind) => STOCK_MOVE_KIND_NAMES[kind][lang],
    },
    { title: t('history.docNo'), dataIndex: 'docNo', width: 150 },
    {
      title: t('history.warehouse'),
      width: 130,
      // the code keeps a row one line high; the name is its tooltip
      render: (_, move) => <span title={move.warehouseName}>{move.warehouseCode}</span>,
    },
    { title: t('history.productCode'), dataIndex: 'productCode', width: 120 },
    {
      title: t('history.qty'),
      dataIndex: 'qty',
      width: 90,
      align: 'right',
      render: (qty: number) => (
        <Typography.Text type={qty < 0 ? 'danger' : 'success'}>{signedQty(qty)}</Typography.Text>
      ),
    },
    { title: t('history.productName'), dataIndex: 'productName', width: 180, ellipsis: true },
    {
      title: t('history.supplier'),
      dataIndex: 'supplierName',
      width: 140,
      render: (name: string | null) => name ?? '—',
    },
    { title: t('history.poLine'), width: 120, render: (_, move) => poLineText(move) },
    { title: t('history.reason'), dataIndex: 'reason', width: 180, ellipsis: true },
    { title: t('history.user'), dataIndex: 'username', width: 110 },
  ];
}
