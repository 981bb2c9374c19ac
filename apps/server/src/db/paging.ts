import type { Page } from '@lading/shared';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

/**
 * The page size as a literal in the SQL text. Bound, it makes SQLite (which plans with a
 * bound LIMIT's value) prepare the statement again on every call: a list request paid for
 * it each time (31 µs instead of 10 for the PO report's page of ids). Page sizes are few
 * (the contracts allow PAGE_SIZES), so few statement texts; OFFSET stays bound.
 */
export function pageLimit(pageSize: number): RawBuilder<number> {
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new Error(`page size ${pageSize}`);
  return sql.lit(pageSize);
}

/**
 * One page of a filtered list and the filtered total, read together. `count` is the
 * filtered query selecting `countAll().as('total')`; `rows` the same query with its columns
 * and order. Works with any Kysely select builder (structural types, both dialects).
 */
export async function fetchPage<Row>(
  count: { executeTakeFirstOrThrow(): Promise<{ total: number | string | bigint }> },
  rows: {
    limit(n: RawBuilder<number>): { offset(n: number): { execute(): Promise<Row[]> } };
  },
  page: { pageNum: number; pageSize: number },
): Promise<{ total: number; list: Row[] }> {
  const [{ total }, list] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    rows
      .limit(pageLimit(page.pageSize))
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
  ]);
  return { total: Number(total), list };
}

/** `fetchPage`'s count when the total is known already (a report's roll-up has it). */
export const knownTotal = (total: number) => ({
  executeTakeFirstOrThrow: () => Promise.resolve({ total }),
});

/**
 * `fetchPage` for a filtered query that selects nothing yet: the total counts it (unless it
 * is `known`), `rows` gives it its columns and order.
 */
export function pagedList<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, object>,
  rows: (query: SelectQueryBuilder<DB, TB, object>) => Parameters<typeof fetchPage<Row>>[1],
  page: { pageNum: number; pageSize: number },
  known?: number,
): Promise<{ total: number; list: Row[] }> {
  return fetchPage(
    known === undefined
      ? // the selection's type stays generic here: name what it is
        query.select((eb) => eb.fn.countAll<number>().as('total')).$castTo<{ total: number }>()
      : knownTotal(known),
    rows(query),
    page,
  );
}

/** A list answer (the contracts' `pageOf`): one page, the filtered total, the page asked for. */
export function pageAnswer<T>(
  list: T[],
  total: number,
  page: { pageNum: number; pageSize: number },
): Page<T> {
  return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
}
