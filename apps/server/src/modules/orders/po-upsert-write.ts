import type { PoUpsertRow, UpsertResult } from '@lading/shared';
import type { Transaction } from 'kysely';
import type { Database, PoLineRow } from '../../db/schema';
import { appendAudits, type AuditEntry } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/auth/auth-context';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { orderRefs } from './order-refs.repository';
import { discountBpOf, discountPctOf, lineSnapshot, type LineSnapshotSource } from './order-rules';
import { poLineRepository } from './po-line.repository';
import type { CheckedPoRows, PlannedPoLine } from './po-upsert-check';
import { purchaseOrderRepository } from './purchase-order.repository';

const IMPORT_REASON = 'Excel import';

/** Lines written (inserted, audited) per round; see writePurchaseOrderLines. */
const WRITE_CHUNK = 500;

/**
 * An import writes POs of any supplier: only buyers hold orders.import, and the file names
 * each PO's supplier (issue 12 §5 — the one write not narrowed to a supplier scope).
 */
const IMPORT_SCOPE = ALL_SUPPLIERS;

/** The stored columns a line revision is made of (a new line is neither closed nor cancelled). */
type SnapshotValues = Pick<
  PoLineRow,
  | 'line_no'
  | 'product_id'
  | 'order_qty'
  | 'unit_price_cents'
  | 'discount_bp'
  | 'row_total_usd_cents'
  | 'rdd'
  | 'loading_point_id'
  | 'so_line_id'
> &
  Partial<Pick<PoLineRow, 'closed' | 'cancelled'>>;

/**
 * Write a batch of PO rows that passed the checks: new POs and lines in multi-row inserts,
 * header and line changes one by one, an audit row for each. Runs inside the caller's
 * transaction; takes over the check's maps (new POs are added to them).
 */
export async function writePurchaseOrderLines(
  trx: Transaction<Database>,
  actor: Actor,
  checked: CheckedPoRows,
  at: string,
): Promise<UpsertResult> {
  const {
    planned,
    firstOfOrder,
    supplierByCode,
    orderByNumber,
    existingLines,
    orders,
    products,
    points,
    soLines,
  } = checked;
  // names the revisions show, for the stored lines' values as well as the new ones
  const storedLines = [...existingLines.values()].flat();
  const productCodeById = new Map(products.map((p) => [p.id, p.product_id]));
  const soLineById = new Map(soLines.map((l) => [l.id, l]));
  const [otherProducts, otherSoLines, formerSuppliers] = await Promise.all([
    orderRefs.productsById(trx, [
      ...new Set(storedLines.map((l) => l.product_id).filter((id) => !productCodeById.has(id))),
    ]),
    orderRefs.soLinesById(trx, [
      ...new Set(
        storedLines.flatMap((l) =>
          l.so_line_id !== null && !soLineById.has(l.so_line_id) ? [l.so_line_id] : [],
        ),
      ),
    ]),
    orderRefs.suppliersById(trx, [...new Set(orders.map((o) => o.supplier_id))]),
  ]);
  for (const p of otherProducts) productCodeById.set(p.id, p.product_id);
  for (const l of otherSoLines) soLineById.set(l.id, l);
  const supplierCodeById = new Map(formerSuppliers.map((s) => [s.id, s.code]));
  const pointNameById = new Map(points.map((point) => [point.id, point.name]));
  const snapshotOf = (line: SnapshotValues): LineSnapshotSource => {
    const soLine = line.so_line_id === null ? undefined : soLineById.get(line.so_line_id);
    return {
      lineNo: line.line_no,
      productCode: productCodeById.get(line.product_id) ?? '',
      orderQty: line.order_qty,
      unitPriceCents: Number(line.unit_price_cents),
      discountPct: discountPctOf(line.discount_bp),
      rowTotalUsdCents: Number(line.row_total_usd_cents),
      rdd: line.rdd,
      loadingPointName: pointNameById.get(line.loading_point_id) ?? '',
      soNumber: soLine?.so_number ?? null,
      soLineNo: soLine?.line_no ?? null,
      closed: line.closed === 1,
      cancelled: line.cancelled === 1,
    };
  };

  let created = 0;
  let updated = 0;
  let unchanged = 0;
  // headers: new ones in a few multi-row inserts, changed ones one by one (rare)
  const headerOf = (first: PoUpsertRow) => ({
    supplier_id: supplierByCode.get(first.supplierCode)!.id,
    originator: first.originator.trim(),
    destination_country: first.destinationCountry,
    currency: first.currency,
  });
  const headerAudit = (first: PoUpsertRow, poNumber: string) => ({
    poNumber,
    supplier: first.supplierCode,
    supplierId: supplierByCode.get(first.supplierCode)!.id,
    originator: first.originator.trim(),
    destinationCountry: first.destinationCountry,
    currency: first.currency,
  });
  const newOrders = [...firstOfOrder].filter(([poNumber]) => !orderByNumber.has(poNumber));
  const insertedOrders = await purchaseOrderRepository.insertMany(
    trx,
    IMPORT_SCOPE,
    newOrders.map(([poNumber, first]) => ({
      po_number: poNumber,
      ...headerOf(first),
      created_at: at,
      updated_at: at,
    })),
  );
  const newOrderIds = new Map(insertedOrders.map((o) => [o.po_number, o.id]));
  const headerAudits: AuditEntry[] = [];
  for (const [poNumber, first] of firstOfOrder) {
    const header = headerOf(first);
    const order = orderByNumber.get(poNumber);
    if (!order) {
      const id = newOrderIds.get(poNumber)!;
      orderByNumber.set(poNumber, {
        id,
        po_number: poNumber,
        ...header,
        created_at: at,
        updated_at: at,
      });
      existingLines.set(id, []);
      headerAudits.push({
        action: 'purchaseOrder.import',
        entity: 'purchaseOrder',
        entityId: id,
        after: headerAudit(first, poNumber),
        reason: IMPORT_REASON,
      });
      continue;
    }
    const changed =
      order.supplier_id !== header.supplier_id ||
      order.originator !== header.originator ||
      order.destination_country !== header.destination_country ||
      order.currency !== header.currency;
    if (!changed) continue;
    await purchaseOrderRepository.update(trx, IMPORT_SCOPE, order.id, {
      ...header,
      updated_at: at,
    });
    if (order.supplier_id !== header.supplier_id) {
      await poLineRepository.setSupplierOfOrder(
        trx,
        IMPORT_SCOPE,
        order.id,
        header.supplier_id,
        at,
      );
    }
    headerAudits.push({
      action: 'purchaseOrder.import',
      entity: 'purchaseOrder',
      entityId: order.id,
      before: {
        poNumber,
        supplier: supplierCodeById.get(order.supplier_id) ?? '',
        supplierId: order.supplier_id,
        originator: order.originator,
        destinationCountry: order.destination_country,
        currency: order.currency,
      },
      after: headerAudit(first, poNumber),
      reason: IMPORT_REASON,
    });
  }
  await appendAudits(trx, actor, headerAudits);

  // lines: changed ones first (one update each), then the new ones in multi-row inserts —
  // a line giving up a product frees it before a new line of the same PO takes it
  const valuesOf = (item: PlannedPoLine) => ({
    product_id: item.productId,
    order_qty: item.row.orderQty,
    unit_price_cents: item.row.unitPriceCents,
    discount_bp: discountBpOf(item.row.discountPct),
    row_total_usd_cents: item.rowTotal,
    rdd: item.row.rdd,
    loading_point_id: item.loadingPointId,
    so_line_id: item.soLineId,
  });
  /** The lines that need a revision, in file order; `line` = the stored line it changed. */
  const revised: { item: PlannedPoLine; line?: PoLineRow }[] = [];
  for (const item of planned) {
    const { row } = item;
    const order = orderByNumber.get(row.poNumber)!;
    const line = (existingLines.get(order.id) ?? []).find((l) => l.line_no === row.lineNo);
    if (!line) {
      revised.push({ item });
      created++;
      continue;
    }
    const values = valuesOf(item);
    const same =
      line.product_id === values.product_id &&
      line.order_qty === values.order_qty &&
      Number(line.unit_price_cents) === values.unit_price_cents &&
      line.discount_bp === values.discount_bp &&
      Number(line.row_total_usd_cents) === values.row_total_usd_cents &&
      line.rdd === values.rdd &&
      line.loading_point_id === values.loading_point_id &&
      line.so_line_id === values.so_line_id;
    if (same) {
      unchanged++;
      continue;
    }
    await poLineRepository.update(trx, IMPORT_SCOPE, line.id, { ...values, updated_at: at });
    revised.push({ item, line });
    updated++;
  }

  // New lines and the revisions, a chunk at a time in file order (the order the revisions
  // show): each chunk's rows and audit rows are built, written and dropped before the next,
  // so a big file never holds all its insert values and audit JSON at once — all in the
  // caller's one transaction, as before.
  const newLineOf = (item: PlannedPoLine) => ({
    po_id: orderByNumber.get(item.row.poNumber)!.id,
    supplier_id: item.supplierId,
    line_no: item.row.lineNo,
    ...valuesOf(item),
    original_rdd: item.row.rdd,
    created_at: at,
    updated_at: at,
  });
  for (let start = 0; start < revised.length; start += WRITE_CHUNK) {
    const chunk = revised.slice(start, start + WRITE_CHUNK);
    const newLines: ReturnType<typeof newLineOf>[] = [];
    for (const { item, line } of chunk) if (!line) newLines.push(newLineOf(item));
    const inserted = await poLineRepository.insertMany(trx, IMPORT_SCOPE, newLines);
    const newLineIds = new Map(inserted.map((l) => [`${l.po_id}\u0000${l.line_no}`, l.id]));
    let next = 0;
    const audits = chunk.map(({ item, line }): AuditEntry => {
      const { row } = item;
      if (!line) {
        const newLine = newLines[next++]!;
        return {
          action: 'poLine.import',
          entity: 'poLine',
          entityId: newLineIds.get(`${newLine.po_id}\u0000${newLine.line_no}`)!,
          after: lineSnapshot(snapshotOf(newLine)),
          reason: IMPORT_REASON,
        };
      }
      const qtyOrRdd = line.order_qty !== row.orderQty || line.rdd !== row.rdd;
      return {
        action: 'poLine.import',
        entity: 'poLine',
        entityId: line.id,
        before: lineSnapshot(snapshotOf(line)),
        after: lineSnapshot(
          snapshotOf({ ...line, ...valuesOf(item) }),
          qtyOrRdd ? (row.modificationPurpose ?? 'other') : null,
        ),
        reason: row.modificationReason?.trim() || IMPORT_REASON,
      };
    });
    await appendAudits(trx, actor, audits);
  }
  return { problems: [], created, updated, unchanged };
}
