import type { ChangePoLineRequest, ModificationPurpose, PoLineItem } from '@lading/shared';
import type { LoadingPointOption } from './LoadingPointSelect';
import { fromCents, toCents } from './order-format';

/** The line-change modal's fields (price in currency units, as typed). */
export interface PoLineChangeValues {
  orderQty?: number | null;
  rdd?: string;
  unitPrice?: number | null;
  discountPct?: number | null;
  loadingPoint?: LoadingPointOption;
  modificationReason?: string;
  modificationPurpose?: ModificationPurpose;
}

export const toChangeValues = (line: PoLineItem): PoLineChangeValues => ({
  orderQty: line.orderQty,
  rdd: line.rdd,
  unitPrice: fromCents(line.unitPriceCents),
  discountPct: line.discountPct,
  loadingPoint: { value: line.loadingPointId, label: line.loadingPointName },
});

/**
 * spec §5 / DOMAIN "Orders": a change of order quantity or RDD needs a modification reason
 * and purpose; price, discount and loading point do not.
 */
export const needsModificationReason = (line: PoLineItem, values: PoLineChangeValues): boolean =>
  (typeof values.orderQty === 'number' && values.orderQty !== line.orderQty) ||
  (Boolean(values.rdd) && values.rdd !== line.rdd);

/** Quantity cannot go below what is already planned or shipped. */
export const committedQty = (line: PoLineItem): number => line.plannedQty + line.shippedQty;

/** Only what changed goes to the server (with the reason when qty or RDD is among it). */
export function toChangeBody(line: PoLineItem, values: PoLineChangeValues): ChangePoLineRequest {
  const body: ChangePoLineRequest = {};
  if (typeof values.orderQty === 'number' && values.orderQty !== line.orderQty)
    body.orderQty = values.orderQty;
  if (values.rdd && values.rdd !== line.rdd) body.rdd = values.rdd;
  if (typeof values.unitPrice === 'number' && toCents(values.unitPrice) !== line.unitPriceCents)
    body.unitPriceCents = toCents(values.unitPrice);
  if (typeof values.discountPct === 'number' && values.discountPct !== line.discountPct)
    body.discountPct = values.discountPct;
  if (values.loadingPoint && values.loadingPoint.value !== line.loadingPointId)
    body.loadingPointId = values.loadingPoint.value;
  if (needsModificationReason(line, values)) {
    body.modificationReason = (values.modificationReason ?? '').trim();
    body.modificationPurpose = values.modificationPurpose ?? null;
  }
  return body;
}
