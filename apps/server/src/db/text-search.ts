import { sql, type RawBuilder } from 'kysely';

/** `%keyword%` with LIKE's own wildcards escaped, so a typed `%` or `_` matches itself. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Case-insensitive "contains" that means the same on SQLite (LIKE ignores ASCII case) and
 * PostgreSQL (LIKE does not): compare lower() on both sides.
 */
export function containsText(column: string, keyword: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(keyword.toLowerCase())} escape '\\'`;
}
