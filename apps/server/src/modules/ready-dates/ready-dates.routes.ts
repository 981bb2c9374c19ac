import {
  approveReadyDatesRequest,
  decideReadyDatesResponse,
  listContainerChangeHistoryQuery,
  listContainerChangeHistoryResponse,
  listPlanLinesQuery,
  listPlanLinesResponse,
  rejectReadyDatesRequest,
  submitReadyDatesRequest,
  submitReadyDatesResponse,
} from '@lading/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AuthContext } from '../../platform/auth/auth-context';
import { defineExportRoute, pagesOf } from '../../platform/export/export-route';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { actorOf } from '../admin/user.routes';
import { listContainerChangeHistory } from './container-history.service';
import { listPlanLines } from './plan-line.service';
import { decideReadyDates } from './ready-date-approval.service';
import { containerChangeColumns, EXPORT_NAMES, planLineColumns } from './ready-date-export';
import { submitReadyDates } from './ready-date-submit.service';

const readerOf = (auth: AuthContext) => ({ userId: auth.userId, scope: auth.scope });
const approverOf = (auth: AuthContext, request: FastifyRequest) => ({
  ...actorOf(auth, request),
  ...readerOf(auth),
  isAdministrator: auth.isAdministrator,
});

/**
 * Ready dates (spec §2 /myOrder/MyshippingPlan, /reportForms/shippingDetails,
 * /reportForms/containerChangeHistory): the plan lines of released containers, the
 * supplier's submission, the owner's approval or rejection, and the change history.
 * Supplier users read and submit their own suppliers' lines only (another's → 404).
 */
export function readyDateRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['ready dates'];
  const read = { resource: 'readyDates.read' } as const;
  const db = deps.db.kysely;

  for (const [url, name, summary] of [
    ['/my-shipping-plan', 'myShippingPlan', "MyshippingPlan: the caller's suppliers' plan lines"],
    ['/shipping-details', 'shippingDetails', 'shippingDetails: plan lines to follow and approve'],
  ] as const) {
    defineRoute(app, options, {
      method: 'GET',
      url,
      access: read,
      summary: `${summary} (released containers), paged, filtered and sorted`,
      tags,
      query: listPlanLinesQuery,
      response: listPlanLinesResponse,
      handler: ({ query, auth }) => listPlanLines(db, readerOf(auth), query),
    });
    defineExportRoute(app, {
      url: `${url}/export`,
      access: read,
      summary: `${summary}, as Excel (same filters and scope)`,
      tags,
      query: listPlanLinesQuery,
      fileName: (lang) => EXPORT_NAMES[name][lang],
      columns: planLineColumns,
      rows: ({ query, auth }) =>
        pagesOf((page) => listPlanLines(db, readerOf(auth), { ...query, ...page })),
    });
  }

  defineRoute(app, options, {
    method: 'POST',
    url: '/ready-dates/submit',
    access: { resource: 'readyDates.submit' },
    summary: 'Submit ready dates (one or a batch); warnings first unless confirmed',
    tags,
    body: submitReadyDatesRequest,
    response: submitReadyDatesResponse,
    handler: ({ body, auth, request }) =>
      submitReadyDates(deps, { ...actorOf(auth, request), ...readerOf(auth) }, body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/ready-dates/approve',
    access: { resource: 'readyDates.approve' },
    summary: 'Approve pending ready dates of suppliers the caller owns',
    tags,
    body: approveReadyDatesRequest,
    response: decideReadyDatesResponse,
    handler: ({ body, auth, request }) =>
      decideReadyDates(deps, approverOf(auth, request), request.lang, 'approved', body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/ready-dates/reject',
    access: { resource: 'readyDates.approve' },
    summary: 'Reject pending ready dates (reason required) of suppliers the caller owns',
    tags,
    body: rejectReadyDatesRequest,
    response: decideReadyDatesResponse,
    handler: ({ body, auth, request }) =>
      decideReadyDates(deps, approverOf(auth, request), request.lang, 'rejected', body),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/container-changes',
    access: read,
    summary: 'containerChangeHistory: change rows of every container in scope, newest first',
    tags,
    query: listContainerChangeHistoryQuery,
    response: listContainerChangeHistoryResponse,
    handler: ({ query, auth }) => listContainerChangeHistory(db, auth.scope, query),
  });

  defineExportRoute(app, {
    url: '/container-changes/export',
    access: read,
    summary: 'containerChangeHistory as Excel (same filters and scope)',
    tags,
    query: listContainerChangeHistoryQuery,
    fileName: (lang) => EXPORT_NAMES.containerChanges[lang],
    columns: containerChangeColumns,
    rows: ({ query, auth }) =>
      pagesOf((page) => listContainerChangeHistory(db, auth.scope, { ...query, ...page })),
  });
}
