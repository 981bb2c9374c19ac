/**
 * One page of a filtered list and the filtered total, read together. `count` is the
 * filtered query selecting `countAll().as('total')`; `rows` the same query with its columns
 * and order. Works with any Kysely select builder (structural types, both dialects).
 */
export async function fetchPage<Row>(
  count: { executeTakeFirstOrThrow(): Promise<{ total: number | string | bigint }> },
  rows: { limit(n: number): { offset(n: number): { execute(): Promise<Row[]> } } },
  page: { pageNum: number; pageSize: number },
): Promise<{ total: number; list: Row[] }> {
  const [{ total }, list] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    rows
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
  ]);
  return { total: Number(total), list };
}
