import {
  formatDateTime,
  label,
  type InventoryItem,
  type Language,
  type StockMoveItem,
} from '@lading/shared';
import type { ExportColumn } from '../../platform/export/xlsx-stream';

/** What a balance and a move both say of the goods: where, which, whose, which PO line, how many. */
type GoodsRow = Pick<
  InventoryItem,
  'warehouseCode' | 'productCode' | 'productName' | 'supplierName' | 'poNumber' | 'poLineNo' | 'qty'
>;

const poLine = (row: { poNumber: string | null; poLineNo: number | null }) =>
  row.poNumber ? `${row.poNumber}/${row.poLineNo}` : '';

/** The goods columns of the inventory and the ledger exports, the warehouse name after `code`. */
function goodsColumns<Row extends GoodsRow>(
  lang: Language,
  afterWarehouse: ExportColumn<Row>[] = [],
): ExportColumn<Row>[] {
  return [
    {
      header: label(lang, 'stock:inventory.warehouse'),
      width: 14,
      value: (row) => row.warehouseCode,
    },
    ...afterWarehouse,
    {
      header: label(lang, 'stock:inventory.productCode'),
      width: 18,
      value: (row) => row.productCode,
    },
    {
      header: label(lang, 'stock:inventory.productName'),
      width: 30,
      value: (row) => row.productName,
    },
    {
      header: label(lang, 'stock:inventory.supplier'),
      width: 20,
      value: (row) => row.supplierName ?? '',
    },
    { header: label(lang, 'stock:inventory.poLine'), width: 18, value: poLine },
    { header: label(lang, 'stock:inventory.qty'), width: 12, value: (row) => row.qty },
  ];
}

/** The inventory export: one row per balance. */
export const inventoryColumns = (
  lang: Language,
  timeZone: string,
): ExportColumn<InventoryItem>[] => [
  ...goodsColumns<InventoryItem>(lang, [
    {
      header: label(lang, 'stock:inventory.warehouseName'),
      width: 26,
      value: (row) => row.warehouseName,
    },
    {
      header: label(lang, 'stock:warehouses.type'),
      width: 16,
      value: (row) => label(lang, `stock:warehouseTypes.${row.warehouseType}`),
    },
  ]),
  {
    header: label(lang, 'stock:inventory.updatedAt'),
    width: 18,
    value: (row) => formatDateTime(row.updatedAt, timeZone),
  },
];

/** The stock history export: one row per move. */
export const moveColumns = (lang: Language, timeZone: string): ExportColumn<StockMoveItem>[] => [
  {
    header: label(lang, 'stock:history.movedAt'),
    width: 18,
    value: (row) => formatDateTime(row.movedAt, timeZone),
  },
  {
    header: label(lang, 'stock:history.kind'),
    width: 14,
    value: (row) => label(lang, `stock:moveKinds.${row.kind}`),
  },
  { header: label(lang, 'stock:history.docNo'), width: 18, value: (row) => row.docNo },
  ...goodsColumns<StockMoveItem>(lang),
  { header: label(lang, 'stock:history.reason'), width: 30, value: (row) => row.reason },
  { header: label(lang, 'stock:history.user'), width: 14, value: (row) => row.username },
];
