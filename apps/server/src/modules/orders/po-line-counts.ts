import { readChangeStamp } from '../../db/change-stamps';
import type { Queryable } from '../../db/database';

/**
 * Filtered totals of the report, exact, kept between requests: paging through a filter or
 * many users asking the same question count once. Counting again on every page costs too
 * much on 1M lines (bench/RESULTS.md, issue 12: status filter ~190 ms on SQLite, no filter
 * ~90 ms on PostgreSQL). A count is kept under the `orders` change stamp read before it was
 * counted; every committed write to po_lines or purchase_orders moves that stamp in the
 * database (db/change-stamps.ts, in the committing transaction), so every server process
 * drops it at the next request, and a rolled-back write moves nothing. Entries also expire
 * after COUNT_TTL_MS, for rows changed outside the app.
 */
const COUNT_TTL_MS = 10_000;
const COUNT_CACHE_SIZE = 1_000;
/** Per database handle, so two databases in one process (tests) never share counts. */
const countsByDb = new WeakMap<object, Map<string, { total: number; stamp: number; at: number }>>();

export const countCache = (db: Queryable) => {
  let counts = countsByDb.get(db);
  if (!counts) countsByDb.set(db, (counts = new Map()));
  return {
    /** The orders stamp now: read it before counting, and keep the count under it. */
    stamp: () => readChangeStamp(db, 'orders'),
    get(key: string, stamp: number): number | undefined {
      const hit = counts.get(key);
      if (!hit) return undefined;
      if (hit.stamp !== stamp || Date.now() - hit.at > COUNT_TTL_MS) {
        counts.delete(key);
        return undefined;
      }
      return hit.total;
    },
    set(key: string, stamp: number, total: number): number {
      counts.delete(key);
      counts.set(key, { total, stamp, at: Date.now() });
      if (counts.size > COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value!);
      return total;
    },
  };
};
