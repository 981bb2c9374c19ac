import { sql } from 'kysely';
import type { Queryable } from './database';

/**
 * The foreign keys that point at reference data and do not cascade (migrations 0003, 0008,
 * 0010), and every key that points at a product (0006, 0008; packaging and lead times
 * cascade, but a product that has them is in use all the same), by referenced table: a
 * delete counts them first, to refuse with a clear 409 rather than meet the database's
 * violation. A key missing here still ends in a 409 (`common.inUse`, the error handler's
 * translation of any foreign-key violation).
 */
const REFERENCES = {
  loading_points: [
    { table: 'po_lines', column: 'loading_point_id' },
    { table: 'containers', column: 'loading_point_id' },
  ],
  shipping_lines: [
    { table: 'transit_times', column: 'shipping_line_id' },
    { table: 'containers', column: 'shipping_line_id' },
  ],
  // container lines reach a product through its PO lines only
  products: [
    { table: 'po_lines', column: 'product_id' },
    { table: 'so_lines', column: 'product_id' },
    { table: 'kit_components', column: 'product_id' },
    { table: 'product_packaging', column: 'product_id' },
    { table: 'lead_times', column: 'product_id' },
  ],
} as const;

type Referenced = keyof typeof REFERENCES;
type ReferencingTable<T extends Referenced> = (typeof REFERENCES)[T][number]['table'];

/** How many rows of each referencing table point at row `id` of `table`. */
export async function referencesTo<T extends Referenced>(
  db: Queryable,
  table: T,
  id: number,
): Promise<Record<ReferencingTable<T>, number>> {
  const counts: Record<string, number> = {};
  for (const ref of REFERENCES[table]) {
    const { rows } = await sql<{ count: number | string }>`
      select count(*) as count from ${sql.table(ref.table)} where ${sql.ref(ref.column)} = ${id}
    `.execute(db);
    counts[ref.table] = Number(rows[0]?.count ?? 0);
  }
  return counts as Record<ReferencingTable<T>, number>;
}
