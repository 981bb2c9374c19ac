import { selectInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';

/** What a container's tracking record shows besides its own row (issue 15). */
export const containerTrackingRefs = {
  /** The whole (small) reference table of standard transit times. */
  transitTimes(db: Queryable) {
    return db
      .selectFrom('transit_times')
      .select(['pol', 'pod', 'shipping_line_id', 'days'])
      .orderBy('id')
      .execute();
  },

  /** The delay reasons named by Δ1–Δ5 of the containers shown. */
  delayReasons(db: Queryable, ids: readonly number[]) {
    return selectInChunks([...new Set(ids)], (chunk) =>
      db
        .selectFrom('delay_reasons')
        .select(['id', 'code', 'name_en', 'name_zh'])
        .where('id', 'in', chunk)
        .execute(),
    );
  },
};
