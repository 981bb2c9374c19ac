import type { Generated, Insertable, Kysely } from 'kysely';
import type { Queryable } from './database';
import type { Database } from './schema';

interface StampedRow {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The tables whose rows carry an integer id and their created_at / updated_at stamps. */
type StampedTable = {
  [T in keyof Database]: Database[T] extends StampedRow ? T : never;
}[keyof Database];

/** A row's own columns: what a save writes, without the id and the stamps. */
export type OwnColumns<T extends StampedTable> = Omit<Insertable<Database[T]>, keyof StampedRow>;

/**
 * The database as the writes below see it: one stamped table, named `stamped` in the types
 * only (the SQL names the real one). Its columns are checked where they are made
 * (`toColumns` returns the table's own columns), not again here.
 */
type OneStampedTable = Kysely<{ stamped: StampedRow & Record<string, unknown> }>;

/**
 * Insert, update and delete by id for a table of stamped rows: the writes of a plain
 * master-data repository. `toColumns` turns the values a service saves into the row's own
 * columns; a write stamps them with `at` (both stamps on insert, updated_at on update).
 */
export function stampedWrites<T extends StampedTable, Values>(
  table: T,
  toColumns: (values: Values) => OwnColumns<T>,
) {
  const writer = (db: Queryable) => db as unknown as OneStampedTable;
  const name = table as unknown as 'stamped';
  return {
    async insert(db: Queryable, values: Values & { at: string }): Promise<number> {
      const row = await writer(db)
        .insertInto(name)
        .values({ ...toColumns(values), created_at: values.at, updated_at: values.at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(db: Queryable, id: number, values: Values & { at: string }): Promise<void> {
      await writer(db)
        .updateTable(name)
        .set({ ...toColumns(values), updated_at: values.at })
        .where('id', '=', id)
        .execute();
    },

    async delete(db: Queryable, id: number): Promise<void> {
      await writer(db).deleteFrom(name).where('id', '=', id).execute();
    },
  };
}
