import type { ListPlanLinesQuery, Page, PlanLineItem } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import { planLineRepository, type PlanLineReader } from './plan-line.repository';
import { toPlanLineItem } from './plan-line-view';
import { readyDateRefs } from './ready-date-refs.repository';

/**
 * GET /api/my-shipping-plan and GET /api/shipping-details: the plan lines of released
 * containers, scoped (a supplier user sees its suppliers' lines only), filtered, paged.
 */
export async function listPlanLines(
  db: Queryable,
  reader: PlanLineReader,
  query: ListPlanLinesQuery,
): Promise<Page<PlanLineItem>> {
  const { total, list } = await planLineRepository.page(db, reader, query, query);
  const transitTimes = list.length ? await readyDateRefs.transitTimes(db) : [];
  return pageAnswer(
    list.map((row) => toPlanLineItem(row, transitTimes)),
    total,
    query,
  );
}

/** The lines by container-line id, as the reports show them (after a write). */
export async function planLinesByIds(
  db: Queryable,
  reader: PlanLineReader,
  ids: readonly number[],
): Promise<PlanLineItem[]> {
  const rows = await planLineRepository.byIds(db, reader.scope, ids);
  const transitTimes = await readyDateRefs.transitTimes(db);
  return rows.map((row) => toPlanLineItem(row, transitTimes));
}
