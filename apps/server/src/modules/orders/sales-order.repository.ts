import type { Insertable, Updateable } from 'kysely';
import { insertInBlocks } from '../../db/bulk-insert';
import { selectInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';
import type { SalesOrderTable } from '../../db/schema';

/** SQL for SO headers. */
export const salesOrderRepository = {
  findById(db: Queryable, id: number) {
    return db.selectFrom('sales_orders').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByNumbers(db: Queryable, soNumbers: readonly string[]) {
    return selectInChunks(soNumbers, (chunk) =>
      db.selectFrom('sales_orders').selectAll().where('so_number', 'in', chunk).execute(),
    );
  },

  async insert(db: Queryable, row: Insertable<SalesOrderTable>) {
    const inserted = await db
      .insertInto('sales_orders')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  /** Multi-row inserts; answers each new SO's id with its number. */
  async insertMany(db: Queryable, rows: readonly Insertable<SalesOrderTable>[]) {
    return insertInBlocks(db, 'sales_orders', rows, (block) =>
      db.insertInto('sales_orders').values(block).returning(['id', 'so_number']),
    );
  },

  async update(db: Queryable, id: number, changes: Updateable<SalesOrderTable>) {
    await db.updateTable('sales_orders').set(changes).where('id', '=', id).execute();
  },

  revisions(db: Queryable, soId: number, lineIds: readonly number[]) {
    return db
      .selectFrom('audit_log')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'salesOrder'), eb('entity_id', '=', String(soId))]),
          ...(lineIds.length
            ? [eb.and([eb('entity', '=', 'soLine'), eb('entity_id', 'in', lineIds.map(String))])]
            : []),
        ]),
      )
      .orderBy('id')
      .execute();
  },

  rowTotal(db: Queryable, soIds: readonly number[]) {
    if (!soIds.length) return Promise.resolve([]);
    return db
      .selectFrom('so_lines')
      .select((eb) => ['so_id', eb.fn.sum<number>('row_total_usd_cents').as('total')])
      .where('so_id', 'in', [...soIds])
      .groupBy('so_id')
      .execute();
  },
};
