import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

/** LIKE's own wildcards escaped (with `escape '\\'`), so a typed `%` or `_` matches itself. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%keyword%`, wildcards escaped. */
const likePattern = (keyword: string) => `%${escapeLike(keyword)}%`;

/** `value%` in lower case, wildcards escaped: a "starts with" pattern for `lower(column)`. */
export const likePrefix = (value: string) => `${escapeLike(value.toLowerCase())}%`;

/**
 * Case-insensitive "contains" that means the same on SQLite (LIKE ignores ASCII case) and
 * PostgreSQL (LIKE does not): compare lower() on both sides.
 */
export function containsText(column: string, keyword: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(keyword.toLowerCase())} escape '\\'`;
}

/** Case-insensitive "starts with", alike on both databases (as containsText). */
export function startsWithText(column: string, value: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${likePrefix(value)} escape '\\'`;
}

/**
 * The list filter of a keyword box: rows where any of `columns` contains `keyword`; the
 * query unchanged when there is no keyword.
 */
export function whereKeyword<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keyword: string | undefined,
  columns: readonly string[],
): SelectQueryBuilder<DB, TB, O> {
  if (!keyword) return query;
  return query.where((eb) => eb.or(columns.map((column) => containsText(column, keyword))));
}
