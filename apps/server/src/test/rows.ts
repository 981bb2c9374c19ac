/**
 * Rows read on either database, made comparable: PostgreSQL answers bigint columns and sums
 * as text, SQLite as numbers.
 */

/** The row with every integer written as text turned into a number. */
export const withNumbers = <T extends object>(row: T): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value,
    ]),
  );

/** The rows as JSON text with their integers as numbers, sorted: equal sets compare equal. */
export const sortedRows = (rows: readonly object[]): string[] =>
  rows.map((row) => JSON.stringify(withNumbers(row))).sort();
