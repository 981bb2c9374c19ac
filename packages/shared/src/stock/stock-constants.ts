import { labelNames } from '../i18n/labels/label';

/** Stock reference constants (issue 16; DOMAIN.md "Stock"). */

/** A loading warehouse per loading point; one scrap warehouse; a rework area. */
export const WAREHOUSE_TYPES = ['loading', 'scrap', 'rework'] as const;
export type WarehouseType = (typeof WAREHOUSE_TYPES)[number];
export const WAREHOUSE_TYPE_NAMES = labelNames(
  WAREHOUSE_TYPES,
  (type) => `stock:warehouseTypes.${type}` as const,
);

/** What a ledger move records; the sign of its quantity says in (+) or out (−). */
export const STOCK_MOVE_KINDS = [
  'stockIn',
  'loading',
  'transferOut',
  'transferIn',
  'scrap',
  'reworkOut',
  'reworkIn',
  'adjustment',
] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];
export const STOCK_MOVE_KIND_NAMES = labelNames(
  STOCK_MOVE_KINDS,
  (kind) => `stock:moveKinds.${kind}` as const,
);

/** The documents moves come from; each has its number prefix. */
export const STOCK_DOCUMENT_TYPES = [
  'stockIn',
  'transfer',
  'rework',
  'reworkBack',
  'loading',
  'scrap',
  'adjustment',
] as const;
export type StockDocumentType = (typeof STOCK_DOCUMENT_TYPES)[number];
export const STOCK_DOCUMENT_PREFIXES = {
  stockIn: 'SI',
  transfer: 'TR',
  rework: 'RW',
  reworkBack: 'RB',
  loading: 'LD',
  scrap: 'SC',
  adjustment: 'AJ',
} as const satisfies Record<StockDocumentType, string>;
export const DELIVERY_NOTE_PREFIX = 'DN';
/** not SO: that is a sales order everywhere else */
export const SCRAP_ORDER_PREFIX = 'SR';

/** Draft → Submitted → Partly received → Received; Draft or Submitted → Cancelled. */
export const DELIVERY_NOTE_STATUSES = [
  'Draft',
  'Submitted',
  'PartlyReceived',
  'Received',
  'Cancelled',
] as const;
export type DeliveryNoteStatus = (typeof DELIVERY_NOTE_STATUSES)[number];
export const DELIVERY_NOTE_STATUS_NAMES = labelNames(
  DELIVERY_NOTE_STATUSES,
  (status) => `stock:deliveryNoteStatuses.${status}` as const,
);

/** Draft → Approved → Done; Draft → Rejected; Draft or Approved → Cancelled. */
export const SCRAP_ORDER_STATUSES = ['Draft', 'Approved', 'Done', 'Rejected', 'Cancelled'] as const;
export type ScrapOrderStatus = (typeof SCRAP_ORDER_STATUSES)[number];
export const SCRAP_ORDER_STATUS_NAMES = labelNames(
  SCRAP_ORDER_STATUSES,
  (status) => `stock:scrapStatuses.${status}` as const,
);

/** Lines of one document (a delivery note, a stock-in batch, a transfer, a scrap order). */
export const MAX_DOCUMENT_LINES = 1000;
