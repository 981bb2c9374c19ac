import type { Queryable } from '../../../db/database';

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Set-at-a-time SQL for the import (thousands of rows: one query per 500, not per row). */
export const productImportRepository = {
  /** Which of `keys` the column already holds, compared ignoring case; lower-cased. */
  async taken(
    db: Queryable,
    column: 'product_id' | 'item_number',
    keys: readonly string[],
  ): Promise<Set<string>> {
    const found = new Set<string>();
    const wanted = [...new Set(keys.map((key) => key.toLowerCase()))];
    for (const chunk of chunks(wanted)) {
      const rows = await db
        .selectFrom('products')
        .select((eb) => eb.fn<string>('lower', [column]).as('key'))
        .where((eb) => eb(eb.fn('lower', [column]), 'in', chunk))
        .execute();
      for (const row of rows) found.add(row.key);
    }
    return found;
  },

  /** The products with these ids (to audit what was written). */
  async byIds(db: Queryable, ids: readonly number[]) {
    const rows = [];
    for (const chunk of chunks(ids)) {
      rows.push(
        ...(await db.selectFrom('products').selectAll().where('id', 'in', chunk).execute()),
      );
    }
    return rows;
  },
};
