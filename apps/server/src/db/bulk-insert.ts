import type { Compilable } from 'kysely';
import { MAX_BOUND_VALUES } from './chunks';
import { executeCompiledOnce } from './compiled-once';
import type { Queryable } from './database';

/** Rows per INSERT statement, largest first: the only statement shapes a table gets. */
const BLOCK_ROWS = [500, 50, 5, 1];

/**
 * Inserts rows with multi-row INSERTs of a few fixed sizes (500, 50, 5 and 1 rows). Each
 * size's SQL is built by `build` once per handle (db/compiled-once.ts) and after that only
 * bound: a 50,000-row import builds no query tree and no SQL text per statement (Kysely's
 * compile of a 500-row insert allocates a few MB that would become old-generation garbage),
 * and a table has at most four statement shapes, so SQLite's statement cache and
 * PostgreSQL's prepared statements stay small whatever the row counts (a prepared 500×16
 * insert is ~0.7 MB of SQLite memory). Every row must have the first row's columns, in the
 * same order, none undefined. Answers what the statements return, in statement order.
 */
export async function insertInBlocks<Row extends object, R>(
  db: Queryable,
  table: string,
  rows: readonly Row[],
  build: (block: Row[]) => Compilable<R>,
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!) as (keyof Row & string)[];
  const answered: R[] = [];
  let start = 0;
  for (const size of BLOCK_ROWS) {
    if (size > 1 && size * columns.length > MAX_BOUND_VALUES) continue;
    for (; rows.length - start >= size; start += size) {
      const block = rows.slice(start, start + size);
      const parameters = new Array<unknown>(size * columns.length);
      for (let r = 0; r < size; r++) {
        for (let c = 0; c < columns.length; c++) {
          const value = block[r]![columns[c]!];
          if (value === undefined) throw new Error(`${table}: row without ${columns[c]}`);
          parameters[r * columns.length + c] = value;
        }
      }
      const key = `insert ${table} (${columns.join()}) × ${size}`;
      answered.push(...(await executeCompiledOnce(db, key, parameters, () => build(block))));
    }
  }
  return answered;
}

/**
 * `insertInBlocks` for rows already laid out as tuples in `columns`' order (a bulk import
 * that builds millions of values writes them straight into the statements' parameters, no
 * object per row). `build` gets the first block of each size as objects, once per handle;
 * `name` names the statement's shape in that cache (the table, and its clauses when it has
 * any: `serial_codes on conflict returning`).
 */
export async function insertTuplesInBlocks<R>(
  db: Queryable,
  name: string,
  columns: readonly string[],
  tuples: readonly (readonly unknown[])[],
  build: (block: Record<string, unknown>[]) => Compilable<R>,
): Promise<R[]> {
  const width = columns.length;
  const answered: R[] = [];
  let start = 0;
  for (const size of BLOCK_ROWS) {
    if (size > 1 && size * width > MAX_BOUND_VALUES) continue;
    for (; tuples.length - start >= size; start += size) {
      const parameters = new Array<unknown>(size * width);
      for (let r = 0; r < size; r++) {
        const tuple = tuples[start + r]!;
        for (let c = 0; c < width; c++) parameters[r * width + c] = tuple[c];
      }
      const first = start;
      const objects = () =>
        tuples
          .slice(first, first + size)
          .map((tuple) => Object.fromEntries(columns.map((column, c) => [column, tuple[c]])));
      const key = `insert ${name} (${columns.join()}) × ${size}`;
      answered.push(...(await executeCompiledOnce(db, key, parameters, () => build(objects()))));
    }
  }
  return answered;
}
