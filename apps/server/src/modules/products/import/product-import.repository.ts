import { selectInChunks } from '../../../db/chunks';
import type { Queryable } from '../../../db/database';

/** Set-at-a-time SQL for the import (thousands of rows: a few queries, not one per row). */
export const productImportRepository = {
  /** Which of `keys` the column already holds, compared ignoring case; lower-cased. */
  async taken(
    db: Queryable,
    column: 'product_id' | 'item_number',
    keys: readonly string[],
  ): Promise<Set<string>> {
    const found = new Set<string>();
    const wanted = [...new Set(keys.map((key) => key.toLowerCase()))];
    const rows = await selectInChunks(wanted, (chunk) =>
      db
        .selectFrom('products')
        .select((eb) => eb.fn<string>('lower', [column]).as('key'))
        .where((eb) => eb(eb.fn('lower', [column]), 'in', chunk))
        .execute(),
    );
    for (const row of rows) found.add(row.key);
    return found;
  },

  /** The products whose Product ID is one of `keys`, compared ignoring case. */
  async byProductIds(db: Queryable, keys: readonly string[]) {
    const wanted = [...new Set(keys.map((key) => key.toLowerCase()))];
    return selectInChunks(wanted, (chunk) =>
      db
        .selectFrom('products')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['product_id']), 'in', chunk))
        .execute(),
    );
  },

  /** The products with these ids (to audit what was written). */
  async byIds(db: Queryable, ids: readonly number[]) {
    return selectInChunks(ids, (chunk) =>
      db.selectFrom('products').selectAll().where('id', 'in', chunk).execute(),
    );
  },
};
