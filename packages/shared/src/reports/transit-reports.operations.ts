import { defineOperation } from '../http/operation';
import {
  loadingPlanQuery,
  loadingPlanResponse,
  seaReportQuery,
  seaReportResponse,
} from './transit-reports.contract';

const tags = ['reports'];
const access = { resource: 'reports.read' } as const;
/** A supplier user sees only the containers holding its suppliers' lines. */
const scope = 'supplier';

const SEA = 'seaReport: containers at sea (ATD set, no ATA) with days at sea and lateness';
const LOADING = 'loadingPlan: released containers still to load, week by week, with readiness';

/**
 * The transit reports (spec §2 /reportForms/seaReport, /reportForms/loadingPlan; issue 15):
 * each answers one page with its totals and its chart's figures, and exports as Excel with
 * the same filters and scope.
 */
export const transitReportOperations = {
  seaReport: defineOperation({
    method: 'GET',
    path: '/reports/sea',
    access,
    summary: `${SEA}; paged, filtered, sorted, with totals and counts by POD and shipping line`,
    tags,
    query: seaReportQuery,
    answer: seaReportResponse,
    scope,
  }),
  exportSeaReport: defineOperation({
    method: 'GET',
    path: '/reports/sea/export',
    access,
    summary: `${SEA}, as Excel (same filters and scope)`,
    tags,
    query: seaReportQuery,
    answer: 'file',
    scope,
  }),
  loadingPlan: defineOperation({
    method: 'GET',
    path: '/reports/loading-plan',
    access,
    summary: `${LOADING}; paged, filtered, sorted, with totals and the week-by-week view`,
    tags,
    query: loadingPlanQuery,
    answer: loadingPlanResponse,
    scope,
  }),
  exportLoadingPlan: defineOperation({
    method: 'GET',
    path: '/reports/loading-plan/export',
    access,
    summary: `${LOADING}, as Excel (same filters and scope)`,
    tags,
    query: loadingPlanQuery,
    answer: 'file',
    scope,
  }),
};
