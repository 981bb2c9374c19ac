import type { ScanContextOption } from '@lading/shared';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { whereKeyword } from '../../db/text-search';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';

/**
 * SQL of what codes are scanned for (issue 18): the PO lines, products, suppliers and
 * planned containers a station's context names, the packaging and kit figures that cap a
 * parent, and the station's context picker (at most `limit` choices, scoped).
 */

const supplierName = sql<string>`coalesce(nullif(s.short_name, ''), s.name)`;

async function poLine(db: Queryable, id: number) {
  return db
    .selectFrom('po_lines as l')
    .innerJoin('purchase_orders as o', 'o.id', 'l.po_id')
    .select(['l.id', 'l.product_id', 'l.supplier_id', 'l.line_no', 'o.po_number'])
    .where('l.id', '=', id)
    .executeTakeFirst();
}

async function productCode(db: Queryable, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('products')
    .select('product_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.product_id;
}

async function supplierCode(db: Queryable, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('suppliers')
    .select('code')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.code;
}

async function packaging(db: Queryable, productId: number) {
  return db
    .selectFrom('product_packaging')
    .select(['pieces_per_carton', 'cartons_per_pallet'])
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

/**
 * The kit a pack code of this product holds: the kit whose code is the product's code (a
 * kit has no product of its own; its sellable item is the product of the same code).
 */
async function kitOfProduct(db: Queryable, productId: number) {
  const kit = await db
    .selectFrom('kits as k')
    .innerJoin('products as p', 'p.product_id', 'k.kit_code')
    .select(['k.id', 'k.kit_code'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!kit) return undefined;
  const components = await db
    .selectFrom('kit_components as kc')
    .innerJoin('products as p', 'p.id', 'kc.product_id')
    .select(['kc.product_id as productId', 'p.product_id as productCode', 'kc.qty'])
    .where('kc.kit_id', '=', kit.id)
    .orderBy('kc.sort')
    .orderBy('kc.id')
    .execute();
  return { id: kit.id, code: kit.kit_code, components };
}
export type KitFacts = NonNullable<Awaited<ReturnType<typeof kitOfProduct>>>;

/** A planned container (tracking's row) with its numbers and status. */
async function container(db: Queryable, id: number) {
  return db
    .selectFrom('containers')
    .select(['id', 'container_no', 'shipment_no', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** PO lines (not cancelled), newest first; keyword on PO number and product code. */
async function poLineOptions(
  db: Queryable,
  scope: Scope,
  keyword: string | undefined,
  limit: number,
): Promise<ScanContextOption[]> {
  let query = db
    .selectFrom('po_lines as l')
    .innerJoin('purchase_orders as o', 'o.id', 'l.po_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('suppliers as s', 's.id', 'l.supplier_id')
    .select([
      'l.id as poLineId',
      'o.po_number as poNumber',
      'l.line_no as poLineNo',
      'p.id as productId',
      'p.product_id as productCode',
      'p.short_name as productName',
      's.id as supplierId',
      's.code as supplierCode',
      supplierName.as('supplierName'),
      'l.order_qty as qty',
    ])
    .where('l.cancelled', '=', 0);
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where('l.supplier_id', 'in', ids);
  query = whereKeyword(query, keyword, ['o.po_number', 'p.product_id']);
  const rows = await query.orderBy('l.id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    kind: 'poLine',
    ...row,
    containerId: null,
    containerNo: null,
    shipmentNo: null,
  }));
}

/** The products ordered from each supplier (one choice per pair); keyword on product code and name. */
async function productOptions(
  db: Queryable,
  scope: Scope,
  keyword: string | undefined,
  limit: number,
): Promise<ScanContextOption[]> {
  let query = db
    .selectFrom('po_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('suppliers as s', 's.id', 'l.supplier_id')
    .select([
      'p.id as productId',
      'p.product_id as productCode',
      'p.short_name as productName',
      's.id as supplierId',
      's.code as supplierCode',
      supplierName.as('supplierName'),
    ])
    .distinct()
    .where('l.cancelled', '=', 0);
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where('l.supplier_id', 'in', ids);
  query = whereKeyword(query, keyword, ['p.product_id', 'p.short_name']);
  const rows = await query.orderBy('p.product_id').orderBy('s.code').limit(limit).execute();
  return rows.map((row) => ({
    kind: 'product',
    poLineId: null,
    poNumber: null,
    poLineNo: null,
    ...row,
    containerId: null,
    containerNo: null,
    shipmentNo: null,
    qty: null,
  }));
}

/**
 * Planned containers (not cancelled), newest first, with their planned quantity; keyword
 * on container and shipment numbers. A supplier user sees those carrying its lines.
 */
async function containerOptions(
  db: Queryable,
  scope: Scope,
  keyword: string | undefined,
  limit: number,
): Promise<ScanContextOption[]> {
  let query = db
    .selectFrom('containers as k')
    .select((eb) => [
      'k.id as containerId',
      'k.container_no as containerNo',
      'k.shipment_no as shipmentNo',
      eb
        .selectFrom('container_lines as cl')
        .select(sql<number | string | null>`sum(cl.qty)`.as('q'))
        .whereRef('cl.container_id', '=', 'k.id')
        .as('qty'),
    ])
    .where('k.status', '!=', 'Cancelled');
  const ids = supplierIdsOf(scope);
  if (ids) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('container_lines as cl')
          .innerJoin('po_lines as l', 'l.id', 'cl.po_line_id')
          .select('cl.id')
          .whereRef('cl.container_id', '=', 'k.id')
          .where('l.supplier_id', 'in', ids),
      ),
    );
  }
  query = whereKeyword(query, keyword, ['k.container_no', 'k.shipment_no']);
  const rows = await query.orderBy('k.id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    kind: 'container',
    poLineId: null,
    poNumber: null,
    poLineNo: null,
    productId: null,
    productCode: null,
    productName: null,
    supplierId: null,
    supplierCode: null,
    supplierName: null,
    containerId: row.containerId,
    containerNo: row.containerNo,
    shipmentNo: row.shipmentNo,
    qty: row.qty === null || row.qty === undefined ? null : Number(row.qty),
  }));
}

export const scanContextRepository = {
  poLine,
  productCode,
  supplierCode,
  packaging,
  kitOfProduct,
  container,
  poLineOptions,
  productOptions,
  containerOptions,
};
