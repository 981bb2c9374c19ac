/** Bound values per statement we stay under: SQLite allows 32,766, PostgreSQL 65,535. */
export const MAX_BOUND_VALUES = 30_000;

/** Splits items for `IN (…)` lists or multi-row inserts so no statement binds too many values. */
export function inChunks<T>(items: readonly T[], valuesPerItem = 1): T[][] {
  const size = Math.max(1, Math.floor(MAX_BOUND_VALUES / valuesPerItem));
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Runs `select` once per chunk of `values` (one after the other: a transaction is one connection). */
export async function selectInChunks<T, R>(
  values: readonly T[],
  select: (chunk: T[]) => Promise<R[]>,
): Promise<R[]> {
  const rows: R[] = [];
  for (const chunk of inChunks(values)) rows.push(...(await select(chunk)));
  return rows;
}
