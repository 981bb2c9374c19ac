import {
  fieldLabels,
  poLineOpenQty,
  poLinePlannableQty,
  poLineStatus,
  translateError,
  type Currency,
  type DestinationCountry,
  type ErrorMessageKey,
  type Language,
  type ModificationPurpose,
  type PoLineItem,
} from '@lading/shared';
import { BusinessRule } from '../../platform/http/errors';
import type { PoLineRecord } from './po-line.repository';

/**
 * 422 naming the field, in the caller's language ("Order quantity: cannot be less than …").
 * `field` is the contract's path; the label is the last named segment's.
 */
export function refuse(
  lang: Language,
  field: string,
  key: ErrorMessageKey,
  params: Record<string, string | number> = {},
): never {
  const named =
    field
      .split('.')
      .reverse()
      .find((part) => !/^\d+$/.test(part)) ?? field;
  const refusal = {
    field: fieldLabels[named]?.[lang] ?? field,
    problem: translateError(lang, key, params),
  };
  throw new BusinessRule('validation.failed', refusal, [
    { field, message: translateError(lang, 'validation.failed', refusal) },
  ]);
}

export const discountPctOf = (bp: number) => bp / 100;
export const discountBpOf = (pct: number) => Math.round(pct * 100);

/** A PO's header as the contracts show it, on the PO and on each of its lines. */
export const toPoHeaderFields = (row: {
  supplier_id: number;
  supplier_code: string;
  supplier_name: string;
  originator: string;
  destination_country: string;
  currency: string;
}) => ({
  supplierId: row.supplier_id,
  supplierCode: row.supplier_code,
  supplierName: row.supplier_name,
  originator: row.originator,
  destinationCountry: row.destination_country as DestinationCountry,
  currency: row.currency as Currency,
});

export function toPoLineItem(row: PoLineRecord): PoLineItem {
  const q = {
    orderQty: row.order_qty,
    plannedQty: row.planned_qty,
    shippedQty: row.shipped_qty,
    closed: row.closed === 1,
    cancelled: row.cancelled === 1,
  };
  return {
    id: row.id,
    poId: row.po_id,
    poNumber: row.po_number,
    lineNo: row.line_no,
    ...toPoHeaderFields(row),
    productId: row.product_id,
    productCode: row.product_code,
    productName: row.product_name,
    orderQty: row.order_qty,
    unitPriceCents: Number(row.unit_price_cents),
    discountPct: discountPctOf(row.discount_bp),
    rowTotalUsdCents: Number(row.row_total_usd_cents),
    rdd: row.rdd,
    originalRdd: row.original_rdd,
    loadingPointId: row.loading_point_id,
    loadingPointName: row.loading_point_name,
    openQty: poLineOpenQty(q),
    plannedQty: row.planned_qty,
    shippedQty: row.shipped_qty,
    plannableQty: poLinePlannableQty(q),
    status: poLineStatus(q),
    closed: q.closed,
    cancelled: q.cancelled,
    soLineId: row.so_line_id,
    soNumber: row.so_number,
    soLineNo: row.so_line_no,
    riskBuy: row.so_line_id === null,
  };
}

/** What a line revision compares: the fields a person keys or an action sets. */
/** What a PO line revision records (an import builds it from the values it wrote). */
export type LineSnapshotSource = Pick<
  PoLineItem,
  | 'lineNo'
  | 'productCode'
  | 'orderQty'
  | 'unitPriceCents'
  | 'discountPct'
  | 'rowTotalUsdCents'
  | 'rdd'
  | 'loadingPointName'
  | 'soNumber'
  | 'soLineNo'
  | 'closed'
  | 'cancelled'
>;

export function lineSnapshot(item: LineSnapshotSource, purpose?: ModificationPurpose | null) {
  return {
    lineNo: item.lineNo,
    product: item.productCode,
    orderQty: item.orderQty,
    unitPriceCents: item.unitPriceCents,
    discountPct: item.discountPct,
    rowTotalUsdCents: item.rowTotalUsdCents,
    rdd: item.rdd,
    loadingPoint: item.loadingPointName,
    soLine: item.soNumber === null ? null : `${item.soNumber}/${item.soLineNo}`,
    closed: item.closed,
    cancelled: item.cancelled,
    ...(purpose === undefined ? {} : { modificationPurpose: purpose }),
  };
}
