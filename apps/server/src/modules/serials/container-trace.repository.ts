import type { TraceContainerItem } from '@lading/shared';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { fetchPage } from '../../db/paging';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';

/**
 * SQL of the reverse trace (issue 19): which containers hold product codes of a product
 * (of a supplier) scanned in a time range — the product codes grouped by the container code
 * above them (`up_container_id`), each with its planned container. Scoped: a supplier
 * user's answer counts its suppliers' codes only.
 */

export interface ProductScanFilter {
  productId?: number | undefined;
  supplierId?: number | undefined;
  /** created_at ≥ start, < end (UTC ISO instants) */
  start?: string | undefined;
  end?: string | undefined;
}

function productCodes(db: Queryable, scope: Scope, filter: ProductScanFilter) {
  let query = db
    .selectFrom('serial_codes as c')
    .where('c.level', '=', 'product')
    .where('c.up_container_id', 'is not', null);
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where('c.supplier_id', 'in', ids);
  if (filter.supplierId) query = query.where('c.supplier_id', '=', filter.supplierId);
  if (filter.productId) query = query.where('c.product_id', '=', filter.productId);
  if (filter.start) query = query.where('c.created_at', '>=', filter.start);
  if (filter.end) query = query.where('c.created_at', '<', filter.end);
  return query;
}

/** One row per container code, the latest scanned first. */
export async function containersOfProducts(
  db: Queryable,
  scope: Scope,
  filter: ProductScanFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ total: number; list: TraceContainerItem[] }> {
  const codes = productCodes(db, scope, filter);
  const grouped = codes
    .select((eb) => [
      'c.up_container_id as containerCodeId',
      eb.fn.countAll<number | string>().as('products'),
      eb.fn.min('c.created_at').as('firstScannedAt'),
      eb.fn.max('c.created_at').as('lastScannedAt'),
    ])
    .groupBy('c.up_container_id');
  const count = db
    .selectFrom(codes.select('c.up_container_id').distinct().as('g'))
    .select((eb) => eb.fn.countAll<number>().as('total'));
  const rows = db
    .selectFrom(grouped.as('g'))
    .innerJoin('serial_codes as cc', 'cc.id', 'g.containerCodeId')
    .leftJoin('containers as k', 'k.id', 'cc.container_id')
    .select([
      'g.containerCodeId',
      'cc.code as containerCode',
      'cc.container_id as containerId',
      'k.shipment_no as shipmentNo',
      'k.status',
      'k.etd',
      'k.atd',
      'g.products',
      'g.firstScannedAt',
      'g.lastScannedAt',
    ])
    .orderBy(sql.ref('g.lastScannedAt'), 'desc')
    .orderBy(sql.ref('g.containerCodeId'), 'desc');
  const { total, list } = await fetchPage(count, rows, page);
  return {
    total,
    list: list.map((row) => ({
      containerCodeId: Number(row.containerCodeId),
      containerCode: row.containerCode,
      containerId: row.containerId === null ? null : Number(row.containerId),
      shipmentNo: row.shipmentNo ?? null,
      status: row.status ?? null,
      etd: row.etd ?? null,
      atd: row.atd ?? null,
      products: Number(row.products),
      firstScannedAt: String(row.firstScannedAt),
      lastScannedAt: String(row.lastScannedAt),
    })),
  };
}
