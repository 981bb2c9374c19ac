import { sql } from 'kysely';
import type { Dialect, Queryable } from './database';

/**
 * Ids for `count` new rows of a table, handed out before the rows are written (a bulk import
 * that knows every row's parent before inserting any, and writes no RETURNING). Call it in
 * the write transaction that inserts them. SQLite: that transaction holds the database's one
 * write lock (BEGIN IMMEDIATE), so the ids after the highest ever given (AUTOINCREMENT's
 * sqlite_sequence) are free until it ends. PostgreSQL: drawn from the table's sequence, so
 * other writers meanwhile draw others.
 */
export async function reserveIds(
  db: Queryable,
  dialect: Dialect,
  table: 'serial_codes',
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  if (dialect === 'postgres') {
    const { rows } = await sql<{ id: number | string }>`
      select nextval(pg_get_serial_sequence(${table}, 'id')) as id
      from generate_series(1, ${count})`.execute(db);
    return rows.map((row) => Number(row.id));
  }
  const { rows } = await sql<{ top: number | null }>`
    select max(coalesce((select max(id) from ${sql.table(table)}), 0),
               coalesce((select seq from sqlite_sequence where name = ${table}), 0)) as top`.execute(
    db,
  );
  const first = Number(rows[0]?.top ?? 0) + 1;
  return Array.from({ length: count }, (_, i) => first + i);
}
