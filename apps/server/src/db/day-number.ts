import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Queryable } from './database';

/**
 * Whole days between two stored dates (`YYYY-MM-DD` text): `later − earlier`, null when
 * either is null. Each database's own date arithmetic (PostgreSQL's date subtraction,
 * SQLite's julianday), chosen here so repositories never ask which database it is — a
 * report reads it for every received line, so it has to be the engine's, not arithmetic on
 * substrings (ten times slower on SQLite).
 */
export function daysBetween(db: Queryable, later: string, earlier: string): RawBuilder<number> {
  const [a, b] = [sql.ref(later), sql.ref(earlier)];
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<number>`(cast(${a} as date) - cast(${b} as date))`
    : sql<number>`cast(julianday(${a}) - julianday(${b}) as integer)`;
}

/**
 * A stored date `days` later (`YYYY-MM-DD`, comparable as text with other stored dates):
 * the engine's own date arithmetic, as daysBetween.
 */
export function addDays(db: Queryable, column: string, days: number): RawBuilder<string> {
  if (!Number.isSafeInteger(days)) throw new Error(`days ${days}`);
  const ref = sql.ref(column);
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`to_char(cast(${ref} as date) + ${sql.lit(days)}, 'YYYY-MM-DD')`
    : sql<string>`date(${ref}, ${sql.lit(`${days >= 0 ? '+' : ''}${days} days`)})`;
}
