import { sql } from 'kysely';
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

  /** Every supplier's code, full name and short name (a supplier is found by its name). */
  async supplierNames(db: Queryable) {
    return db
      .selectFrom('suppliers')
      .select(['code', 'name', 'short_name as shortName'])
      .orderBy('code')
      .execute();
  },

  /** Every product's Product ID, item number and short name (a product is found by its name). */
  async productNames(db: Queryable) {
    return db
      .selectFrom('products')
      .select(['product_id as productId', 'item_number as itemNumber', 'short_name as shortName'])
      .orderBy('product_id')
      .execute();
  },

  /**
   * The stored spellings of the codes given, by lower-cased code (a code may be stored in
   * more than one case only where the table lets it; all are answered).
   */
  async storedSpellings(
    db: Queryable,
    { table, column }: SpelledCode,
    codes: readonly string[],
  ): Promise<Map<string, string[]>> {
    const found = new Map<string, string[]>();
    const wanted = [...new Set(codes.map((code) => code.toLowerCase()))];
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const rows = await db
        .selectFrom(table)
        .select(sql.ref<string>(column).as('code'))
        .where((eb) => eb(eb.fn('lower', [sql.ref(column)]), 'in', wanted.slice(i, i + CHUNK)))
        .execute();
      for (const { code } of rows) {
        const key = code.toLowerCase();
        found.set(key, [...(found.get(key) ?? []), code]);
      }
    }
    return found;
  },
};

/** Where a code an order file names is defined. */
export type SpelledCode =
  | { table: 'suppliers'; column: 'code' }
  | { table: 'products'; column: 'product_id' }
  | { table: 'purchase_orders'; column: 'po_number' }
  | { table: 'sales_orders'; column: 'so_number' };
