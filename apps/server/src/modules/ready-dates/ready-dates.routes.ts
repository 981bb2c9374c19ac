import { readyDateOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Actor, AuthContext } from '../../platform/auth/auth-context';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { listContainerChangeHistory } from './container-history.service';
import { listPlanLines } from './plan-line.service';
import { decideReadyDates } from './ready-date-approval.service';
import { containerChangeColumns, EXPORT_NAMES, planLineColumns } from './ready-date-export';
import { submitReadyDates } from './ready-date-submit.service';

const readerOf = (auth: AuthContext) => ({ userId: auth.userId, scope: auth.scope });
const approverOf = <A extends Actor>(actor: A, auth: AuthContext) => ({
  ...actor,
  ...readerOf(auth),
  isAdministrator: auth.isAdministrator,
});

/**
 * Ready dates (spec §2 /myOrder/MyshippingPlan, /reportForms/shippingDetails,
 * /reportForms/containerChangeHistory): the plan lines of released containers, the
 * supplier's submission, the owner's approval or rejection, and the change history — the
 * handlers of `readyDateOperations`. Supplier users read and submit their own suppliers'
 * lines only (another's → 404).
 */
export function readyDateRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = readyDateOperations;
  const db = deps.db.kysely;

  for (const [list, exportList, name] of [
    [op.myShippingPlan, op.exportMyShippingPlan, 'myShippingPlan'],
    [op.shippingDetails, op.exportShippingDetails, 'shippingDetails'],
  ] as const) {
    serve(app, options, list, ({ query, auth }) => listPlanLines(db, readerOf(auth), query));
    serveExport(app, exportList, {
      fileName: (lang) => EXPORT_NAMES[name][lang],
      columns: planLineColumns,
      rows: ({ query, auth }) =>
        pagesOf((page) => listPlanLines(db, readerOf(auth), { ...query, ...page })),
    });
  }
  serve(app, options, op.submit, ({ body, actor, auth }) =>
    submitReadyDates(deps, { ...actor, ...readerOf(auth) }, body),
  );
  serve(app, options, op.approve, ({ body, actor, auth, request }) =>
    decideReadyDates(deps, approverOf(actor, auth), request.lang, 'approved', body),
  );
  serve(app, options, op.reject, ({ body, actor, auth, request }) =>
    decideReadyDates(deps, approverOf(actor, auth), request.lang, 'rejected', body),
  );
  serve(app, options, op.containerChanges, ({ query, auth }) =>
    listContainerChangeHistory(db, auth.scope, query),
  );
  serveExport(app, op.exportContainerChanges, {
    fileName: (lang) => EXPORT_NAMES.containerChanges[lang],
    columns: containerChangeColumns,
    rows: ({ query, auth }) =>
      pagesOf((page) => listContainerChangeHistory(db, auth.scope, { ...query, ...page })),
  });
}
