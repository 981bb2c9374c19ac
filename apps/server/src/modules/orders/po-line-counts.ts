import type { Queryable } from '../../db/database';

/**
 * Filtered totals of the report, exact, kept between requests: paging through a filter or
 * many users asking the same question count once. Every write to PO lines or headers
 * (services, import, planning/shipping later) must call invalidateOrderCounts() in the same
 * code path; entries also expire after COUNT_TTL_MS as a safety net.
 */
const COUNT_TTL_MS = 10_000;
const COUNT_CACHE_SIZE = 1_000;
let countGeneration = 0;
/** Per database handle, so two databases in one process (tests) never share counts. */
const countsByDb = new WeakMap<
  object,
  Map<string, { total: number; generation: number; at: number }>
>();
export const countCache = (db: Queryable) => {
  let counts = countsByDb.get(db);
  if (!counts) countsByDb.set(db, (counts = new Map()));
  return {
    get(key: string): number | undefined {
      const hit = counts.get(key);
      if (!hit) return undefined;
      if (hit.generation !== countGeneration || Date.now() - hit.at > COUNT_TTL_MS) {
        counts.delete(key);
        return undefined;
      }
      return hit.total;
    },
    set(key: string, total: number): number {
      counts.set(key, { total, generation: countGeneration, at: Date.now() });
      if (counts.size > COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value!);
      return total;
    },
  };
};

/** Forget every cached report count: call after any write to po_lines / purchase_orders. */
export function invalidateOrderCounts(): void {
  countGeneration++;
}
