import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  listShippedAmountLinesQuery,
  listShippedAmountLinesResponse,
  listShippedAmountsQuery,
  listShippedAmountsResponse,
  listSpareCandidatesQuery,
  listSpareCandidatesResponse,
  listSpareContainersQuery,
  listSpareContainersResponse,
  shippedAmountSummary,
  shippedAmountSummaryQuery,
} from './amount-reports.contract';

const tags = ['reports'];
const access = { resource: 'reports.read' } as const;
/** A supplier user reads the amounts, containers and open lines of its own suppliers only. */
const scope = 'supplier';

const AMOUNTS =
  'shippingAmountReport: shipped value in USD by month, destination, supplier, category';
const SPARE = 'spareReport: containers not yet shipped with their free CBM and kg';

/**
 * spec §2 /reportForms/shippingAmountReport and /reportForms/spareReport (issue 15): the
 * value shipped and the room left in containers still to ship.
 */
export const amountReportOperations = {
  shippedAmounts: defineOperation({
    method: 'GET',
    path: '/reports/shipping-amounts',
    access,
    summary: `${AMOUNTS}, paged and sorted`,
    tags,
    query: listShippedAmountsQuery,
    answer: listShippedAmountsResponse,
    scope,
  }),
  shippedAmountSummary: defineOperation({
    method: 'GET',
    path: '/reports/shipping-amounts/summary',
    access,
    summary: `${AMOUNTS}: totals and the amounts by month split by destination or supplier`,
    tags,
    query: shippedAmountSummaryQuery,
    answer: shippedAmountSummary,
    scope,
  }),
  shippedAmountLines: defineOperation({
    method: 'GET',
    path: '/reports/shipping-amounts/lines',
    access,
    summary: `${AMOUNTS}: the container lines behind a figure`,
    tags,
    query: listShippedAmountLinesQuery,
    answer: listShippedAmountLinesResponse,
    scope,
  }),
  exportShippedAmounts: defineOperation({
    method: 'GET',
    path: '/reports/shipping-amounts/export',
    access,
    summary: `${AMOUNTS}, as Excel (same filters and sorting)`,
    tags,
    query: listShippedAmountsQuery,
    answer: 'file',
    scope,
  }),
  spareContainers: defineOperation({
    method: 'GET',
    path: '/reports/spare-containers',
    access,
    summary: `${SPARE}, paged and sorted, with totals`,
    tags,
    query: listSpareContainersQuery,
    answer: listSpareContainersResponse,
    scope,
  }),
  exportSpareContainers: defineOperation({
    method: 'GET',
    path: '/reports/spare-containers/export',
    access,
    summary: `${SPARE}, as Excel (same filters and sorting)`,
    tags,
    query: listSpareContainersQuery,
    answer: 'file',
    scope,
  }),
  spareCandidates: defineOperation({
    method: 'GET',
    path: '/reports/spare-containers/:id/candidates',
    access,
    summary:
      'Open PO lines of the container’s loading point and destination that would fit, by RDD',
    tags,
    params: idParams,
    query: listSpareCandidatesQuery,
    answer: listSpareCandidatesResponse,
    scope,
  }),
};
