import { rowTotalUsdCents, type Currency, type DestinationCountry } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { discountBpOf } from './order-rules';
import { poLineRepository } from './po-line.repository';
import { purchaseOrderRepository } from './purchase-order.repository';
import { salesOrderRepository } from './sales-order.repository';
import { soLineRepository } from './so-line.repository';

let counter = 0;
const next = () => ++counter;

export interface PoLineSpec {
  lineNo?: number;
  productId: number;
  loadingPointId: number;
  orderQty?: number;
  unitPriceCents?: number;
  discountPct?: number;
  rdd?: string;
  soLineId?: number | null;
  /** what planning/shipping would have set */
  plannedQty?: number;
  shippedQty?: number;
}

export interface PurchaseOrderSpec {
  poNumber?: string;
  supplierId: number;
  originator?: string;
  destinationCountry?: DestinationCountry;
  currency?: Currency;
  lines: PoLineSpec[];
  at?: string;
}

/**
 * A PO with its lines, written straight through the repositories (no audit) — shared by the
 * tests and the demo seed. Row totals are computed as keyed lines compute them.
 */
export async function buildPurchaseOrder(db: Queryable, spec: PurchaseOrderSpec) {
  const n = next();
  const at = spec.at ?? new Date().toISOString();
  const currency = spec.currency ?? 'USD';
  const poNumber = spec.poNumber ?? `PO-T${String(n).padStart(6, '0')}`;
  const id = await purchaseOrderRepository.insert(db, ALL_SUPPLIERS, {
    po_number: poNumber,
    supplier_id: spec.supplierId,
    originator: spec.originator ?? 'Buyer',
    destination_country: spec.destinationCountry ?? 'NG',
    currency,
    created_at: at,
    updated_at: at,
  });
  const lineIds: number[] = [];
  for (const [index, line] of spec.lines.entries()) {
    const orderQty = line.orderQty ?? 100;
    const unitPriceCents = line.unitPriceCents ?? 1_000;
    const discountPct = line.discountPct ?? 0;
    const rdd = line.rdd ?? '2027-01-15';
    lineIds.push(
      await poLineRepository.insert(db, ALL_SUPPLIERS, {
        po_id: id,
        supplier_id: spec.supplierId,
        line_no: line.lineNo ?? (index + 1) * 10,
        product_id: line.productId,
        order_qty: orderQty,
        unit_price_cents: unitPriceCents,
        discount_bp: discountBpOf(discountPct),
        row_total_usd_cents: rowTotalUsdCents(orderQty, unitPriceCents, discountPct, currency),
        rdd,
        original_rdd: rdd,
        loading_point_id: line.loadingPointId,
        so_line_id: line.soLineId ?? null,
        planned_qty: line.plannedQty ?? 0,
        shipped_qty: line.shippedQty ?? 0,
        created_at: at,
        updated_at: at,
      }),
    );
  }
  return { id, poNumber, lineIds };
}

export interface SalesOrderSpec {
  soNumber?: string;
  postingDate?: string;
  rdd?: string;
  originalRdd?: string;
  bpReferenceNo?: string;
  country?: DestinationCountry;
  lines: { lineNo?: number; productId: number; qty?: number; rowTotalUsdCents?: number }[];
  at?: string;
}

/** An SO with its lines (no audit) — tests and the demo seed. */
export async function buildSalesOrder(db: Queryable, spec: SalesOrderSpec) {
  const n = next();
  const at = spec.at ?? new Date().toISOString();
  const soNumber = spec.soNumber ?? `SO-T${String(n).padStart(6, '0')}`;
  const rdd = spec.rdd ?? '2027-01-31';
  const id = await salesOrderRepository.insert(db, {
    so_number: soNumber,
    posting_date: spec.postingDate ?? '2026-11-01',
    rdd,
    original_rdd: spec.originalRdd ?? rdd,
    bp_reference_no: spec.bpReferenceNo ?? `BP-${n}`,
    country: spec.country ?? 'NG',
    created_at: at,
    updated_at: at,
  });
  const lineIds: number[] = [];
  for (const [index, line] of spec.lines.entries()) {
    lineIds.push(
      await soLineRepository.insert(db, {
        so_id: id,
        line_no: line.lineNo ?? (index + 1) * 10,
        product_id: line.productId,
        qty: line.qty ?? 100,
        row_total_usd_cents: line.rowTotalUsdCents ?? 150_000,
        created_at: at,
        updated_at: at,
      }),
    );
  }
  return { id, soNumber, lineIds };
}

/** Simulate planning/shipping on a line (they maintain these columns from issue 6 on). */
export const setLinePlanning = (
  db: Queryable,
  lineId: number,
  plannedQty: number,
  shippedQty = 0,
) => poLineRepository.setPlanning(db, lineId, plannedQty, shippedQty);
