import type { ErrorMessageKey } from '../i18n/error-messages';
import type { Currency, ModificationPurpose } from './order-constants';
import type { DestinationCountry } from '../reference/destinations';

/**
 * Batch upsert rows, as the Excel import hands them to the server service
 * (`upsertPurchaseOrderLines(trx, actor, rows)` / `upsertSalesOrderLines`). One row per
 * line; references by business code, not id. Values are already typed (numbers, ISO days);
 * the service validates everything else and answers per-row problems instead of throwing.
 */
export interface PoUpsertRow {
  poNumber: string;
  /** suppliers.code */
  supplierCode: string;
  originator: string;
  destinationCountry: DestinationCountry;
  currency: Currency;
  lineNo: number;
  /** products.product_id (the business code) */
  productCode: string;
  orderQty: number;
  unitPriceCents: number;
  discountPct: number;
  /** as the ERP gives it; null → computed from qty × price × (1 − discount) × rate */
  rowTotalUsdCents: number | null;
  /** YYYY-MM-DD */
  rdd: string;
  /** loading point name or short name */
  loadingPoint: string;
  /** optional SO reference: both or neither */
  soNumber: string | null;
  soLineNo: number | null;
  modificationReason?: string;
  modificationPurpose?: ModificationPurpose | null;
}

export interface SoUpsertRow {
  soNumber: string;
  postingDate: string;
  rdd: string;
  /** null → the RDD on first import, kept afterwards */
  originalRdd: string | null;
  bpReferenceNo: string;
  country: DestinationCountry;
  lineNo: number;
  productCode: string;
  qty: number;
  rowTotalUsdCents: number;
  modificationReason?: string;
  modificationPurpose?: ModificationPurpose | null;
}

/** One thing wrong with one row: index into the rows given, the field, a message key. */
export interface UpsertProblem {
  row: number;
  field: string;
  key: ErrorMessageKey;
  params: Record<string, string | number>;
}

export interface UpsertResult {
  /** empty = everything was written; otherwise nothing should be kept (caller rolls back) */
  problems: UpsertProblem[];
  created: number;
  updated: number;
  unchanged: number;
}
