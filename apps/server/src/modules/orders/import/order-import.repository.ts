import type { Queryable } from '../../../db/database';

const CHUNK = 500;

/** Set-at-a-time SQL for the order import (one query per 500 keys, not per row). */
export const orderImportRepository = {
  /** Product ID (business code) by lower-cased item number, for the item numbers given. */
  async productIdsByItemNumber(
    db: Queryable,
    itemNumbers: readonly string[],
  ): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const wanted = [...new Set(itemNumbers.map((item) => item.toLowerCase()))];
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const rows = await db
        .selectFrom('products')
        .select(['product_id', 'item_number'])
        .where((eb) => eb(eb.fn('lower', ['item_number']), 'in', wanted.slice(i, i + CHUNK)))
        .execute();
      for (const row of rows) found.set(row.item_number.toLowerCase(), row.product_id);
    }
    return found;
  },
};
