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
import type { Transaction } from 'kysely';
import type { Database, PoLineRow, PurchaseOrderRow } from '../../db/schema';
import { appendAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/auth/auth-context';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { orderRefs } from './order-refs.repository';
import { discountBpOf, lineSnapshot, toPoLineItem } from './order-rules';
import { poLineRepository } from './po-line.repository';
import { purchaseOrderRepository } from './purchase-order.repository';

const IMPORT_REASON = 'Excel import';
const lower = (value: string) => value.trim().toLowerCase();

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
  const existingLines = new Map<number, PoLineRow[]>();
  for (const order of orders) {
    existingLines.set(order.id, await poLineRepository.rawOfOrder(trx, order.id));
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

  let created = 0;
  let updated = 0;
  let unchanged = 0;
  // headers
  for (const [poNumber, first] of firstOfOrder) {
    const supplierId = supplierByCode.get(first.supplierCode)!.id;
    const order = orderByNumber.get(poNumber);
    const header = {
      supplier_id: supplierId,
      originator: first.originator.trim(),
      destination_country: first.destinationCountry,
      currency: first.currency,
    };
    if (!order) {
      const id = await purchaseOrderRepository.insert(trx, {
        po_number: poNumber,
        ...header,
        created_at: at,
        updated_at: at,
      });
      orderByNumber.set(poNumber, {
        id,
        po_number: poNumber,
        ...header,
        created_at: at,
        updated_at: at,
      });
      existingLines.set(id, []);
      await appendAudit(trx, actor, {
        action: 'purchaseOrder.import',
        entity: 'purchaseOrder',
        entityId: id,
        after: {
          poNumber,
          supplier: first.supplierCode,
          originator: header.originator,
          destinationCountry: header.destination_country,
          currency: header.currency,
        },
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
    const beforeSupplier = (await orderRefs.suppliersById(trx, [order.supplier_id]))[0]?.code ?? '';
    await purchaseOrderRepository.update(trx, order.id, { ...header, updated_at: at });
    if (order.supplier_id !== supplierId) {
      await poLineRepository.setSupplierOfOrder(trx, order.id, supplierId, at);
    }
    await appendAudit(trx, actor, {
      action: 'purchaseOrder.import',
      entity: 'purchaseOrder',
      entityId: order.id,
      before: {
        poNumber,
        supplier: beforeSupplier,
        originator: order.originator,
        destinationCountry: order.destination_country,
        currency: order.currency,
      },
      after: {
        poNumber,
        supplier: first.supplierCode,
        originator: header.originator,
        destinationCountry: header.destination_country,
        currency: header.currency,
      },
      reason: IMPORT_REASON,
    });
  }

  // lines
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
      const id = await poLineRepository.insert(trx, {
        po_id: order.id,
        supplier_id: item.supplierId,
        line_no: row.lineNo,
        ...values,
        original_rdd: row.rdd,
        created_at: at,
        updated_at: at,
      });
      const after = await poLineRepository.findById(trx, ALL_SUPPLIERS, id);
      await appendAudit(trx, actor, {
        action: 'poLine.import',
        entity: 'poLine',
        entityId: id,
        after: after ? lineSnapshot(toPoLineItem(after)) : null,
        reason: IMPORT_REASON,
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
    const before = await poLineRepository.findById(trx, ALL_SUPPLIERS, line.id);
    await poLineRepository.update(trx, line.id, { ...values, updated_at: at });
    const after = await poLineRepository.findById(trx, ALL_SUPPLIERS, line.id);
    const qtyOrRdd = line.order_qty !== row.orderQty || line.rdd !== row.rdd;
    await appendAudit(trx, actor, {
      action: 'poLine.import',
      entity: 'poLine',
      entityId: line.id,
      before: before ? lineSnapshot(toPoLineItem(before)) : null,
      after: after
        ? lineSnapshot(toPoLineItem(after), qtyOrRdd ? (row.modificationPurpose ?? 'other') : null)
        : null,
      reason: row.modificationReason?.trim() || IMPORT_REASON,
    });
    updated++;
  }
  return { problems: [], created, updated, unchanged };
}
