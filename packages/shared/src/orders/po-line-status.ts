import type { PoLineStatus } from './order-constants';

export interface PoLineQuantities {
  orderQty: number;
  /** qty in containers not yet shipped (maintained by planning) */
  plannedQty: number;
  /** qty in shipped containers (maintained by shipping) */
  shippedQty: number;
  closed: boolean;
  cancelled: boolean;
}

/** open = order − shipped (never below 0). */
export const poLineOpenQty = (q: Pick<PoLineQuantities, 'orderQty' | 'shippedQty'>): number =>
  Math.max(0, q.orderQty - q.shippedQty);

/** plannable = open − planned (never below 0); nothing is plannable on a closed/cancelled line. */
export const poLinePlannableQty = (q: PoLineQuantities): number =>
  q.closed || q.cancelled ? 0 : Math.max(0, poLineOpenQty(q) - q.plannedQty);

/**
 * THE line status, computed from the quantities and the two action flags (DOMAIN "Orders").
 * Cancelled and Closed win; then shipping, then planning. The server's SQL status filter
 * (po-line-filters statusSql) mirrors this function and is tested against it.
 */
export function poLineStatus(q: PoLineQuantities): PoLineStatus {
  if (q.cancelled) return 'Cancelled';
  if (q.closed) return 'Closed';
  if (q.shippedQty > 0) return q.shippedQty >= q.orderQty ? 'Shipped' : 'PartiallyShipped';
  if (q.plannedQty > 0) return q.plannedQty >= q.orderQty ? 'Planned' : 'PartiallyPlanned';
  return 'Open';
}
