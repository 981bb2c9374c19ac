import {
  CURRENCIES,
  DESTINATION_COUNTRIES,
  MODIFICATION_PURPOSES,
  isIsoDay,
  rowTotalUsdCents,
  type PoUpsertRow,
  type UpsertProblem,
  type UpsertResult,
} from '@lading/shared';
import type { Insertable, Transaction } from 'kysely';
import type { Database, PoLineRow, PoLineTable, PurchaseOrderRow } from '../../db/schema';
import { appendAudits, type AuditEntry } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/auth/auth-context';
import { orderRefs } from './order-refs.repository';
import { discountBpOf, discountPctOf, lineSnapshot, type LineSnapshotSource } from './order-rules';
import { poLineRepository } from './po-line.repository';
import { purchaseOrderRepository } from './purchase-order.repository';

const IMPORT_REASON = 'Excel import';
const lower = (value: string) => value.trim().toLowerCase();

/** The stored columns a line revision is made of. */
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
  | 'closed'
  | 'cancelled'
>;

interface Planned {
  index: number;
  row: PoUpsertRow;
  supplierId: number;
  productId: number;
  productActive: boolean;
  loadingPointId: number;
  soLineId: number | null;
  rowTotal: number;
}

/**
 * Validate a batch of PO rows (one per line, upsert by PO number + line no.) and, when no
 * row has a problem, write them all: new POs and lines, header and line changes, an audit
 * row for each. Runs inside the caller's transaction; answers problems instead of throwing
 * and writes nothing when there are any. A change of quantity or RDD on a line that is
 * already planned or shipped is a problem (reported, not applied).
 */
export async function upsertPurchaseOrderLines(
  trx: Transaction<Database>,
  actor: Actor,
  rows: readonly PoUpsertRow[],
  at: string = new Date().toISOString(),
): Promise<UpsertResult> {
  const problems: UpsertProblem[] = [];
  const problem = (
    row: number,
    field: string,
    key: UpsertProblem['key'],
    params: UpsertProblem['params'] = {},
  ) => problems.push({ row, field, key, params });

  const [suppliers, products, points, soLines, orders] = await Promise.all([
    orderRefs.suppliersByCode(trx, [...new Set(rows.map((r) => r.supplierCode))]),
    orderRefs.productsByCode(trx, [...new Set(rows.map((r) => r.productCode))]),
    orderRefs.allLoadingPoints(trx),
    orderRefs.soLinesByNumber(trx, [
      ...new Set(rows.flatMap((r) => (r.soNumber ? [r.soNumber] : []))),
    ]),
    purchaseOrderRepository.findByNumbers(trx, [...new Set(rows.map((r) => r.poNumber))]),
  ]);
  const supplierByCode = new Map(suppliers.map((s) => [s.code, s]));
  const productByCode = new Map(products.map((p) => [p.product_id, p]));
  const pointByName = new Map<string, number>();
  for (const point of points) {
    pointByName.set(lower(point.short_name), point.id);
    pointByName.set(lower(point.name), point.id);
  }
  const soLineByRef = new Map(soLines.map((l) => [`${l.so_number}\u0000${l.line_no}`, l]));
  const orderByNumber = new Map<string, PurchaseOrderRow>(orders.map((o) => [o.po_number, o]));
  const existingLines = new Map<number, PoLineRow[]>(orders.map((order) => [order.id, []]));
  for (const line of await poLineRepository.rawOfOrders(
    trx,
    orders.map((order) => order.id),
  )) {
    existingLines.get(line.po_id)!.push(line);
  }

  // header agreement within the file, duplicates within the file
  const firstOfOrder = new Map<string, PoUpsertRow>();
  const lineKeys = new Set<string>();
  const productKeys = new Set<string>();
  const planned: Planned[] = [];
  rows.forEach((row, index) => {
    const first = firstOfOrder.get(row.poNumber);
    if (!first) firstOfOrder.set(row.poNumber, row);
    else {
      for (const field of [
        'supplierCode',
        'originator',
        'destinationCountry',
        'currency',
      ] as const) {
        if (first[field] !== row[field]) {
          problem(index, field, 'order.headerMismatch', { value: first[field] });
        }
      }
    }
    const lineKey = `${row.poNumber}\u0000${row.lineNo}`;
    if (lineKeys.has(lineKey))
      problem(index, 'lineNo', 'order.duplicateLineNo', { lineNo: row.lineNo });
    lineKeys.add(lineKey);
    const productKey = `${row.poNumber}\u0000${row.productCode}`;
    if (productKeys.has(productKey)) {
      problem(index, 'productCode', 'order.duplicateProduct', { productId: row.productCode });
    }
    productKeys.add(productKey);

    if (!row.originator.trim()) problem(index, 'originator', 'validation.required');
    if (!(DESTINATION_COUNTRIES as readonly string[]).includes(row.destinationCountry)) {
      problem(index, 'destinationCountry', 'validation.invalidValue', {
        values: DESTINATION_COUNTRIES.join(', '),
      });
    }
    if (!(CURRENCIES as readonly string[]).includes(row.currency)) {
      problem(index, 'currency', 'validation.invalidValue', { values: CURRENCIES.join(', ') });
    }
    if (!Number.isInteger(row.orderQty)) problem(index, 'orderQty', 'order.qtyRequired');
    else if (row.orderQty === 0) problem(index, 'orderQty', 'order.qtyZero');
    else if (row.orderQty < 0) problem(index, 'orderQty', 'order.qtyNegative');
    if (!Number.isInteger(row.unitPriceCents) || row.unitPriceCents < 0) {
      problem(index, 'unitPriceCents', 'validation.tooSmall', { min: 0 });
    }
    if (!(row.discountPct >= 0 && row.discountPct <= 100)) {
      problem(index, 'discountPct', 'validation.tooBig', { max: 100 });
    }
    if (!isIsoDay(row.rdd)) problem(index, 'rdd', 'order.invalidDate');
    if (
      row.modificationPurpose != null &&
      !(MODIFICATION_PURPOSES as readonly string[]).includes(row.modificationPurpose)
    ) {
      problem(index, 'modificationPurpose', 'validation.invalidValue', {
        values: MODIFICATION_PURPOSES.join(', '),
      });
    }

    const supplier = supplierByCode.get(row.supplierCode);
    if (!supplier)
      problem(index, 'supplierCode', 'order.unknownSupplier', { code: row.supplierCode });
    const product = productByCode.get(row.productCode);
    if (!product)
      problem(index, 'productCode', 'order.unknownProduct', { productId: row.productCode });
    const pointId = pointByName.get(lower(row.loadingPoint));
    if (pointId === undefined) {
      problem(index, 'loadingPoint', 'order.unknownLoadingPoint', { name: row.loadingPoint });
    }
    let soLineId: number | null = null;
    if ((row.soNumber ? 1 : 0) !== (row.soLineNo != null ? 1 : 0)) {
      problem(index, 'soNumber', 'order.soRefIncomplete');
    } else if (row.soNumber && row.soLineNo != null) {
      const soLine = soLineByRef.get(`${row.soNumber}\u0000${row.soLineNo}`);
      if (!soLine) {
        problem(index, 'soLineNo', 'order.unknownSoLine', {
          soNumber: row.soNumber,
          lineNo: row.soLineNo,
        });
      } else if (product && soLine.product_id !== product.id) {
        problem(index, 'soLineNo', 'order.soLineOtherProduct', { productId: soLine.product_code });
      } else soLineId = soLine.id;
    }
    if (supplier && product && pointId !== undefined) {
      planned.push({
        index,
        row,
        supplierId: supplier.id,
        productId: product.id,
        productActive: product.activeness === 'Active',
        loadingPointId: pointId,
        soLineId,
        rowTotal:
          row.rowTotalUsdCents ??
          rowTotalUsdCents(row.orderQty, row.unitPriceCents, row.discountPct, row.currency),
      });
    }
  });

  // against what is stored
  for (const item of planned) {
    const { row, index } = item;
    const order = orderByNumber.get(row.poNumber);
    const stored = order ? (existingLines.get(order.id) ?? []) : [];
    const line = stored.find((l) => l.line_no === row.lineNo);
    if (!line && !item.productActive) {
      problem(index, 'productCode', 'order.inactiveProduct', { productId: row.productCode });
    }
    // another stored line of this PO (not re-imported under its own number) has the product
    const clash = stored.find(
      (l) =>
        l.product_id === item.productId &&
        l.line_no !== row.lineNo &&
        !lineKeys.has(`${row.poNumber}\u0000${l.line_no}`),
    );
    if (clash)
      problem(index, 'productCode', 'order.duplicateProduct', { productId: row.productCode });
    if (order && order.supplier_id !== item.supplierId) {
      if (stored.some((l) => l.planned_qty > 0 || l.shipped_qty > 0)) {
        problem(index, 'supplierCode', 'po.supplierLocked');
      }
    }
    if (!line) continue;
    const committed = line.planned_qty + line.shipped_qty;
    const qtyChanged = line.order_qty !== row.orderQty;
    const rddChanged = line.rdd !== row.rdd;
    if (committed > 0 && (qtyChanged || rddChanged)) {
      problem(index, qtyChanged ? 'orderQty' : 'rdd', 'order.plannedChangeRefused', {
        lineNo: row.lineNo,
      });
    } else if (committed > 0 && line.product_id !== item.productId) {
      problem(index, 'productCode', 'order.plannedChangeRefused', { lineNo: row.lineNo });
    }
    const finished = line.closed === 1 || line.cancelled === 1;
    if (finished && (qtyChanged || rddChanged || line.product_id !== item.productId)) {
      problem(index, 'lineNo', 'poLine.notEditable', {
        lineNo: row.lineNo,
        status: line.cancelled === 1 ? 'Cancelled' : 'Closed',
      });
    }
  }

  if (problems.length) {
    problems.sort((a, b) => a.row - b.row);
    return { problems, created: 0, updated: 0, unchanged: 0 };
  }

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
    originator: first.originator.trim(),
    destinationCountry: first.destinationCountry,
    currency: first.currency,
  });
  const newOrders = [...firstOfOrder].filter(([poNumber]) => !orderByNumber.has(poNumber));
  const insertedOrders = await purchaseOrderRepository.insertMany(
    trx,
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
    await purchaseOrderRepository.update(trx, order.id, { ...header, updated_at: at });
    if (order.supplier_id !== header.supplier_id) {
      await poLineRepository.setSupplierOfOrder(trx, order.id, header.supplier_id, at);
    }
    headerAudits.push({
      action: 'purchaseOrder.import',
      entity: 'purchaseOrder',
      entityId: order.id,
      before: {
        poNumber,
        supplier: supplierCodeById.get(order.supplier_id) ?? '',
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
  const lineAudits: { index: number; entry: AuditEntry }[] = [];
  const newLines: { item: Planned; row: Insertable<PoLineTable> }[] = [];
  for (const item of planned) {
    const { row } = item;
    const order = orderByNumber.get(row.poNumber)!;
    const line = (existingLines.get(order.id) ?? []).find((l) => l.line_no === row.lineNo);
    const values = {
      product_id: item.productId,
      order_qty: row.orderQty,
      unit_price_cents: row.unitPriceCents,
      discount_bp: discountBpOf(row.discountPct),
      row_total_usd_cents: item.rowTotal,
      rdd: row.rdd,
      loading_point_id: item.loadingPointId,
      so_line_id: item.soLineId,
    };
    if (!line) {
      newLines.push({
        item,
        row: {
          po_id: order.id,
          supplier_id: item.supplierId,
          line_no: row.lineNo,
          ...values,
          original_rdd: row.rdd,
          created_at: at,
          updated_at: at,
        },
      });
      created++;
      continue;
    }
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
    await poLineRepository.update(trx, line.id, { ...values, updated_at: at });
    const qtyOrRdd = line.order_qty !== row.orderQty || line.rdd !== row.rdd;
    lineAudits.push({
      index: item.index,
      entry: {
        action: 'poLine.import',
        entity: 'poLine',
        entityId: line.id,
        before: lineSnapshot(snapshotOf(line)),
        after: lineSnapshot(
          snapshotOf({ ...line, ...values }),
          qtyOrRdd ? (row.modificationPurpose ?? 'other') : null,
        ),
        reason: row.modificationReason?.trim() || IMPORT_REASON,
      },
    });
    updated++;
  }
  const inserted = await poLineRepository.insertMany(
    trx,
    newLines.map((line) => line.row),
  );
  const newLineIds = new Map(inserted.map((l) => [`${l.po_id}\u0000${l.line_no}`, l.id]));
  for (const { item, row } of newLines) {
    lineAudits.push({
      index: item.index,
      entry: {
        action: 'poLine.import',
        entity: 'poLine',
        entityId: newLineIds.get(`${row.po_id}\u0000${row.line_no}`)!,
        after: lineSnapshot(
          snapshotOf({ ...row, so_line_id: row.so_line_id ?? null, closed: 0, cancelled: 0 }),
        ),
        reason: IMPORT_REASON,
      },
    });
  }
  // revisions in file order, as the rows were read
  lineAudits.sort((a, b) => a.index - b.index);
  await appendAudits(
    trx,
    actor,
    lineAudits.map((audit) => audit.entry),
  );
  return { problems: [], created, updated, unchanged };
}
