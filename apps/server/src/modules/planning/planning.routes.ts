import { planningOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Actor, AuthContext } from '../../platform/auth/auth-context';
import { pagesOf, serveExport } from '../../platform/export/export-route';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as containers from './container.service';
import {
  containerColumns,
  draftColumns,
  draftRows,
  PLANNING_EXPORT_NAMES,
} from './planning-export';
import { releaseContainers } from './planning-release.service';
import * as planning from './planning.service';

/** Who writes, with the rows they may touch (issue 12 §5: every write is scoped). */
const writerOf = <A extends Actor>(actor: A, auth: AuthContext) => ({
  ...actor,
  scope: auth.scope,
});

/**
 * Shipment planning (spec §2 /arrange/preArrange, rearrangement, shippingPlan): open PO
 * lines to plan, the caller's saved draft, its release, and the containers it produced —
 * the handlers of `planningOperations`. Internal staff only; suppliers see plans through
 * MyshippingPlan (ready dates).
 */
export function planningRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = planningOperations;
  const db = deps.db.kysely;

  serve(app, options, op.openLines, ({ query, auth }) =>
    planning.listOpenLines(db, auth.scope, query),
  );
  serve(app, options, op.draft, ({ auth }) => planning.readDraft(db, auth.userId));
  serveExport(app, op.exportDraft, {
    fileName: (lang) => PLANNING_EXPORT_NAMES.draft[lang],
    columns: draftColumns,
    rows: async function* ({ auth }) {
      const draft = await planning.readDraft(db, auth.userId);
      yield* draftRows(draft?.containers ?? []);
    },
  });
  serve(app, options, op.saveDraft, ({ body, actor, auth, request }) =>
    planning.saveDraft(deps, writerOf(actor, auth), request.lang, body),
  );
  serve(app, options, op.discardDraft, ({ actor, auth }) =>
    planning.discardDraft(deps, writerOf(actor, auth)),
  );
  serve(app, options, op.release, ({ body, actor, auth }) =>
    releaseContainers(deps, writerOf(actor, auth), body),
  );
  serve(app, options, op.listContainers, ({ query, auth }) =>
    containers.listContainers(db, auth.scope, query),
  );
  serveExport(app, op.exportContainers, {
    fileName: (lang) => PLANNING_EXPORT_NAMES.containers[lang],
    columns: containerColumns,
    rows: ({ query, auth }) =>
      pagesOf((page) => containers.listContainers(db, auth.scope, { ...query, ...page })),
  });
  serve(app, options, op.getContainer, ({ params, auth }) =>
    containers.getContainer(db, auth.scope, params.id),
  );
  serve(app, options, op.containerChanges, ({ params, auth }) =>
    containers.listContainerChanges(db, auth.scope, params.id),
  );
}
