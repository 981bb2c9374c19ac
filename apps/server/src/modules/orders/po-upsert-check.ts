import {
  CURRENCIES,
  MODIFICATION_PURPOSES,
  isIsoDay,
  rowTotalUsdCents,
  type PoUpsertRow,
  type UpsertProblem,
} from '@lading/shared';
import type { Transaction } from 'kysely';
import type { Database, PoLineRow, PurchaseOrderRow } from '../../db/schema';
import { ReferenceIndex } from '../../platform/import/reference-match';
import { orderRefs } from './order-refs.repository';
import { poLineRepository } from './po-line.repository';
import { purchaseOrderRepository } from './purchase-order.repository';
import {
  checkCents,
  checkCountry,
  checkQty,
  linesByOrder,
  OrderBatch,
  problemList,
} from './upsert-batch';

const HEADER_FIELDS = ['supplierCode', 'originator', 'destinationCountry', 'currency'] as const;

type Found<K extends keyof typeof orderRefs> = Awaited<ReturnType<(typeof orderRefs)[K]>>;

/** A row whose supplier, product and loading point exist, with the ids it refers to. */
export interface PlannedPoLine {
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
 * What checking a batch of PO rows found: its problems (by row), and, for the writing that
 * follows when there are none, the rows resolved and what was read to check them.
 */
export interface CheckedPoRows {
  problems: UpsertProblem[];
  planned: PlannedPoLine[];
  /** Each PO's first row in the batch: the header the PO is written with. */
  firstOfOrder: Map<string, PoUpsertRow>;
  supplierByCode: Map<string, Found<'suppliersByCode'>[number]>;
  orderByNumber: Map<string, PurchaseOrderRow>;
  /** The stored lines of each stored PO the batch names, by PO id. */
  existingLines: Map<number, PoLineRow[]>;
  orders: PurchaseOrderRow[];
  products: Found<'productsByCode'>;
  points: Found<'allLoadingPoints'>;
  soLines: Found<'soLinesByNumber'>;
}

/**
 * Check a batch of PO rows (one per line, upsert by PO number + line no.) within the batch
 * and against what is stored, writing nothing. A change of quantity or RDD on a line that
 * is already planned or shipped is a problem (reported, not applied).
 */
export async function checkPurchaseOrderLines(
  trx: Transaction<Database>,
  rows: readonly PoUpsertRow[],
): Promise<CheckedPoRows> {
  const { problems, problem } = problemList();

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
  // a loading point by its short name, its name, or either language's half of it
  const pointIndex = new ReferenceIndex(
    points.map((point) => ({ value: point.id, code: point.short_name, names: [point.name] })),
  );
  const soLineByRef = new Map(soLines.map((l) => [`${l.so_number}\u0000${l.line_no}`, l]));
  const orderByNumber = new Map<string, PurchaseOrderRow>(orders.map((o) => [o.po_number, o]));
  const orderIds = orders.map((order) => order.id);
  const existingLines = linesByOrder(
    orderIds,
    await poLineRepository.rawOfOrders(trx, orderIds),
    (line) => line.po_id,
  );

  // header agreement within the file, duplicates within the file
  const batch = new OrderBatch<PoUpsertRow>(HEADER_FIELDS, problem);
  const keyOf = (row: PoUpsertRow) => ({
    orderNo: row.poNumber,
    lineNo: row.lineNo,
    productCode: row.productCode,
  });
  const planned: PlannedPoLine[] = [];
  rows.forEach((row, index) => {
    batch.add(index, row, keyOf(row));

    if (!row.originator.trim()) problem(index, 'originator', 'validation.required');
    checkCountry(problem, index, 'destinationCountry', row.destinationCountry);
    if (!(CURRENCIES as readonly string[]).includes(row.currency)) {
      problem(index, 'currency', 'validation.invalidValue', { values: CURRENCIES.join(', ') });
    }
    checkQty(problem, index, 'orderQty', row.orderQty);
    checkCents(problem, index, 'unitPriceCents', row.unitPriceCents);
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
    const point = pointIndex.find(row.loadingPoint);
    const pointId = 'found' in point ? point.found : undefined;
    if ('refused' in point) {
      problem(index, 'loadingPoint', point.refused.key, point.refused.params);
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
    const line = batch.storedLine(
      index,
      keyOf(row),
      { id: item.productId, active: item.productActive },
      stored,
    );
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

  problems.sort((a, b) => a.row - b.row);
  return {
    problems,
    planned,
    firstOfOrder: batch.firstOfOrder,
    supplierByCode,
    orderByNumber,
    existingLines,
    orders,
    products,
    points,
    soLines,
  };
}
