import type { ContainerDataItem } from '@lading/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Queryable } from '../../db/database';
import { fetchPage } from '../../db/paging';
import type { Database } from '../../db/schema';
import { whereKeyword } from '../../db/text-search';

/**
 * SQL of the container data comparison (issue 19): per planned container (tracking's row,
 * not cancelled) the pieces its plan put in it (container_lines.qty) against the product
 * codes scanned below its container code(s) — a container code row names its planned
 * container in `container_id`; what was scanned into it carries that code's id in
 * `up_container_id`. Only level `product` codes count (a pack's products are products too;
 * packs, boxes and parts are not pieces). `suppliers`, when given, keeps every figure to
 * those suppliers' lines and codes (a supplier user; a supplier filter) and the containers
 * to those carrying such lines; null means every supplier.
 */

export type SupplierSet = readonly number[] | null;

type Eb = ExpressionBuilder<Database & { k: Database['containers'] }, 'k'>;

/** The container codes scanned for the planned container `k`. */
const containerCodesOf = (eb: Eb) =>
  eb
    .selectFrom('serial_codes as cc')
    .select('cc.id')
    .whereRef('cc.container_id', '=', 'k.id')
    .where('cc.level', '=', 'container');

function plannedOf(eb: Eb, suppliers: SupplierSet) {
  let query = eb
    .selectFrom('container_lines as cl')
    .innerJoin('po_lines as l', 'l.id', 'cl.po_line_id')
    .select(sql<number | string | null>`sum(cl.qty)`.as('q'))
    .whereRef('cl.container_id', '=', 'k.id');
  if (suppliers) query = query.where('l.supplier_id', 'in', suppliers);
  return query;
}

function scannedOf(eb: Eb, suppliers: SupplierSet) {
  let query = eb
    .selectFrom('serial_codes as c')
    .select((inner) => inner.fn.countAll<number | string>().as('n'))
    .where('c.level', '=', 'product')
    .where('c.up_container_id', 'in', containerCodesOf(eb));
  if (suppliers) query = query.where('c.supplier_id', 'in', suppliers);
  return query;
}

/** The planned containers in reach: not cancelled, keyword, carrying the suppliers' lines. */
function containersIn(
  db: Queryable,
  filter: { keyword?: string | undefined; containerId?: number },
  suppliers: SupplierSet,
) {
  let query = db.selectFrom('containers as k').where('k.status', '!=', 'Cancelled');
  if (filter.containerId !== undefined) query = query.where('k.id', '=', filter.containerId);
  query = whereKeyword(query, filter.keyword, ['k.container_no', 'k.shipment_no']);
  if (suppliers) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('container_lines as cl')
          .innerJoin('po_lines as l', 'l.id', 'cl.po_line_id')
          .select('cl.id')
          .whereRef('cl.container_id', '=', 'k.id')
          .where('l.supplier_id', 'in', suppliers),
      ),
    );
  }
  return query;
}

/** Containers with their figures, newest first; `differentOnly` keeps scanned ≠ planned. */
async function list(
  db: Queryable,
  filter: { keyword?: string | undefined; containerId?: number; differentOnly: boolean },
  suppliers: SupplierSet,
  page: { pageNum: number; pageSize: number },
): Promise<{ total: number; list: ContainerDataItem[] }> {
  const base = containersIn(db, filter, suppliers);
  const figures = base.select((eb) => [
    'k.id',
    'k.container_no',
    'k.shipment_no',
    'k.container_type',
    'k.status',
    'k.etd',
    eb
      .selectFrom(containerCodesOf(eb).as('x'))
      .select((x) => x.fn.max('x.id').as('m'))
      .as('code_id'),
    plannedOf(eb, suppliers).as('planned'),
    scannedOf(eb, suppliers).as('scanned'),
  ]);
  let rows = db
    .selectFrom(figures.as('f'))
    .leftJoin('serial_codes as code', 'code.id', 'f.code_id')
    .selectAll('f')
    .select('code.code');
  // the count reads the figures only when it filters on them
  let count: { executeTakeFirstOrThrow(): Promise<{ total: number }> } = base.select((eb) =>
    eb.fn.countAll<number>().as('total'),
  );
  if (filter.differentOnly) {
    const differs = sql<boolean>`coalesce(f.planned, 0) <> coalesce(f.scanned, 0)`;
    rows = rows.where(differs);
    count = db
      .selectFrom(figures.as('f'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(differs);
  }
  const { total, list: found } = await fetchPage(
    count,
    rows.orderBy(sql.ref('f.id'), 'desc'),
    page,
  );
  return {
    total,
    list: found.map((row) => {
      const planned = Number(row.planned ?? 0);
      const scanned = Number(row.scanned ?? 0);
      return {
        containerId: Number(row.id),
        containerNo: row.container_no ?? null,
        shipmentNo: row.shipment_no ?? null,
        containerType: row.container_type ?? null,
        status: row.status,
        etd: row.etd ?? null,
        containerCodeId: row.code_id === null ? null : Number(row.code_id),
        containerCode: row.code ?? null,
        planned,
        scanned,
        difference: scanned - planned,
      };
    }),
  };
}

/** What the plan put in the container, per PO line (and its product), with their names. */
async function plannedLines(db: Queryable, containerId: number, suppliers: SupplierSet) {
  let query = db
    .selectFrom('container_lines as cl')
    .innerJoin('po_lines as l', 'l.id', 'cl.po_line_id')
    .innerJoin('purchase_orders as o', 'o.id', 'l.po_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('suppliers as s', 's.id', 'l.supplier_id')
    .select((eb) => [
      'l.id as poLineId',
      'o.po_number as poNumber',
      'l.line_no as poLineNo',
      'l.product_id as productId',
      'p.product_id as productCode',
      'p.short_name as productName',
      'l.supplier_id as supplierId',
      's.code as supplierCode',
      eb.fn.sum<number | string>('cl.qty').as('qty'),
    ])
    .where('cl.container_id', '=', containerId)
    .groupBy([
      'l.id',
      'o.po_number',
      'l.line_no',
      'l.product_id',
      'p.product_id',
      'p.short_name',
      'l.supplier_id',
      's.code',
    ]);
  if (suppliers) query = query.where('l.supplier_id', 'in', suppliers);
  return query.execute();
}

/** The product codes scanned into the container's codes, counted per PO line and product. */
async function scannedLines(db: Queryable, containerId: number, suppliers: SupplierSet) {
  let codes = db
    .selectFrom('serial_codes as c')
    .select((eb) => [
      'c.po_line_id',
      'c.product_id',
      eb.fn.max('c.supplier_id').as('supplier_id'),
      eb.fn.countAll<number | string>().as('n'),
    ])
    .where('c.level', '=', 'product')
    .where('c.up_container_id', 'in', (eb) =>
      eb
        .selectFrom('serial_codes as cc')
        .select('cc.id')
        .where('cc.container_id', '=', containerId)
        .where('cc.level', '=', 'container'),
    )
    .groupBy(['c.po_line_id', 'c.product_id']);
  if (suppliers) codes = codes.where('c.supplier_id', 'in', suppliers);
  return db
    .selectFrom(codes.as('g'))
    .leftJoin('po_lines as l', 'l.id', 'g.po_line_id')
    .leftJoin('purchase_orders as o', 'o.id', 'l.po_id')
    .leftJoin('products as p', 'p.id', 'g.product_id')
    .leftJoin('suppliers as s', 's.id', 'g.supplier_id')
    .select([
      'g.po_line_id as poLineId',
      'o.po_number as poNumber',
      'l.line_no as poLineNo',
      'g.product_id as productId',
      'p.product_id as productCode',
      'p.short_name as productName',
      'g.supplier_id as supplierId',
      's.code as supplierCode',
      'g.n as qty',
    ])
    .execute();
}

/**
 * The product codes below the container for one PO line (none: codes of no PO line) and
 * product (none: any), by id.
 */
async function codeIds(
  db: Queryable,
  containerId: number,
  line: { poLineId?: number | undefined; productId?: number | undefined },
  suppliers: SupplierSet,
  page: { pageNum: number; pageSize: number },
) {
  let base = db
    .selectFrom('serial_codes as c')
    .where('c.level', '=', 'product')
    .where('c.up_container_id', 'in', (eb) =>
      eb
        .selectFrom('serial_codes as cc')
        .select('cc.id')
        .where('cc.container_id', '=', containerId)
        .where('cc.level', '=', 'container'),
    );
  base = line.poLineId
    ? base.where('c.po_line_id', '=', line.poLineId)
    : base.where('c.po_line_id', 'is', null);
  if (line.productId) base = base.where('c.product_id', '=', line.productId);
  if (suppliers) base = base.where('c.supplier_id', 'in', suppliers);
  const { total, list } = await fetchPage(
    base.select((eb) => eb.fn.countAll<number>().as('total')),
    base.select('c.id').orderBy('c.id'),
    page,
  );
  return { total, ids: list.map((row) => Number(row.id)) };
}

export const containerDataRepository = { list, plannedLines, scannedLines, codeIds };
