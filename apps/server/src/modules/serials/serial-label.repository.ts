import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import { codesWithOwners } from './code-item.repository';

/** SQL of a parent's label (issue 18): the parent with its names, and what it holds. */

export interface LabelParentRow {
  id: number;
  code: string;
  level: string;
  supplier_id: number | null;
  product_code: string | null;
  product_name: string | null;
  supplier_code: string | null;
  supplier_name: string | null;
  po_number: string | null;
  po_line_no: number | null;
  container_no: string | null;
  child_count: number;
  expected: number | null;
  closed: number;
}

/** The parent, or undefined when missing or another supplier's (containers: staff only). */
export async function findLabelParent(
  db: Queryable,
  scope: Scope,
  id: number,
): Promise<LabelParentRow | undefined> {
  const supplierIds = supplierIdsOf(scope);
  let query = codesWithOwners(db)
    .leftJoin('containers as k', 'k.id', 'c.container_id')
    .leftJoin('serial_codes as cc', 'cc.id', 'c.up_container_id')
    .select([
      'c.id',
      'c.code',
      'c.level',
      'c.supplier_id',
      'p.product_id as product_code',
      'p.short_name as product_name',
      's.code as supplier_code',
      's.name as supplier_name',
      'o.po_number',
      'l.line_no as po_line_no',
      // a container code's planned container, else the container a loaded code is in
      sql<string | null>`coalesce(k.container_no, cc.code)`.as('container_no'),
      'c.child_count',
      'c.expected',
      'c.closed',
    ])
    .where('c.id', '=', id);
  if (supplierIds) query = query.where('c.supplier_id', 'in', supplierIds);
  return query.executeTakeFirst();
}

export interface LabelContentRow {
  level: string;
  product_code: string | null;
  count: number;
}

/** The parent's children counted by level and product, largest first. */
export async function labelContents(db: Queryable, parentId: number): Promise<LabelContentRow[]> {
  const rows = await db
    .selectFrom('serial_codes as c')
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .select([
      'c.level',
      'p.product_id as product_code',
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('c.parent_id', '=', parentId)
    .groupBy(['c.level', 'p.product_id'])
    .execute();
  return rows
    .map((row) => ({ ...row, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count);
}

/** How many product codes the parent holds at any depth (its ancestor column says so). */
export async function productsInside(
  db: Queryable,
  parentId: number,
  ancestorColumn:
    | 'up_pack_id'
    | 'up_gift_box_id'
    | 'up_carton_id'
    | 'up_pallet_id'
    | 'up_container_id'
    | 'up_product_id',
): Promise<number> {
  const row = await db
    .selectFrom('serial_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(ancestorColumn, '=', parentId)
    .where('level', '=', 'product')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
