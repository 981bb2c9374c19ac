import { selectInChunks } from '../../../db/chunks';
import type { Queryable } from '../../../db/database';

/** Set-at-a-time SQL for the import (thousands of rows: a few queries, not one per row). */
export const productImportRepository = {
  /** The product holding each of these item numbers, compared ignoring case (lower-cased keys). */
  async itemNumberOwners(db: Queryable, keys: readonly string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(keys.map((key) => key.toLowerCase()))];
    const rows = await selectInChunks(wanted, (chunk) =>
      db
        .selectFrom('products')
        .select((eb) => ['id', eb.fn<string>('lower', ['item_number']).as('key')])
        .where((eb) => eb(eb.fn('lower', ['item_number']), 'in', chunk))
        .execute(),
    );
    return new Map(rows.map((row) => [row.key, row.id]));
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
