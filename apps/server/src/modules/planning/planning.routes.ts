import {
  discardDraftResponse,
  idParams,
  listContainerChangesResponse,
  listContainersQuery,
  listContainersResponse,
  listOpenLinesQuery,
  listOpenLinesResponse,
  containerDetail,
  planningDraftResponse,
  releaseContainersRequest,
  releaseContainersResponse,
  saveDraftRequest,
} from '@lading/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AuthContext } from '../../platform/auth/auth-context';
import { defineExportRoute, pagesOf } from '../../platform/export/export-route';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { actorOf } from '../admin/user.routes';
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
const writerOf = (auth: AuthContext, request: FastifyRequest) => ({
  ...actorOf(auth, request),
  scope: auth.scope,
});

/**
 * Shipment planning (spec §2 /arrange/preArrange, rearrangement, shippingPlan): open PO
 * lines to plan, the caller's saved draft, its release, and the containers it produced.
 * Internal staff only; suppliers see plans through MyshippingPlan (ready dates, later).
 */
export function planningRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['planning'];
  const read = { resource: 'planning.read' } as const;
  const write = { resource: 'planning.write' } as const;
  const db = deps.db.kysely;

  defineRoute(app, options, {
    method: 'GET',
    url: '/planning/open-lines',
    access: read,
    summary: 'PO lines with quantity left to plan, with package units, by RDD',
    tags,
    query: listOpenLinesQuery,
    response: listOpenLinesResponse,
    handler: ({ query, auth }) => planning.listOpenLines(db, auth.scope, query),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/planning/draft',
    access: read,
    summary: "The caller's saved draft (containers and lines), or null",
    tags,
    response: planningDraftResponse,
    handler: ({ auth }) => planning.readDraft(db, auth.userId),
  });

  defineExportRoute(app, {
    url: '/planning/draft/export',
    access: read,
    summary: "The caller's saved draft as Excel: one row per container line",
    tags,
    query: z.object({}),
    fileName: (lang) => PLANNING_EXPORT_NAMES.draft[lang],
    columns: draftColumns,
    rows: async function* ({ auth }) {
      const draft = await planning.readDraft(db, auth.userId);
      yield* draftRows(draft?.containers ?? []);
    },
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/planning/draft',
    access: write,
    summary: "Replace the caller's draft; takes and gives back planned quantity atomically",
    tags,
    body: saveDraftRequest,
    response: planningDraftResponse,
    handler: ({ body, auth, request }) =>
      planning.saveDraft(deps, writerOf(auth, request), request.lang, body),
  });

  defineRoute(app, options, {
    method: 'DELETE',
    url: '/planning/draft',
    access: write,
    summary: "Discard the caller's draft and give its quantity back",
    tags,
    response: discardDraftResponse,
    handler: ({ auth, request }) => planning.discardDraft(deps, writerOf(auth, request)),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/planning/release',
    access: write,
    summary: 'Release draft containers (Unshipped) and ask their suppliers for ready dates',
    tags,
    body: releaseContainersRequest,
    response: releaseContainersResponse,
    handler: ({ body, auth, request }) => releaseContainers(deps, writerOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/containers',
    access: read,
    summary: 'Containers, paged, filtered and sorted',
    tags,
    query: listContainersQuery,
    response: listContainersResponse,
    handler: ({ query, auth }) => containers.listContainers(db, auth.scope, query),
  });

  defineExportRoute(app, {
    url: '/containers/export',
    access: read,
    summary: 'The container list as Excel (same filters and sorting)',
    tags,
    query: listContainersQuery,
    fileName: (lang) => PLANNING_EXPORT_NAMES.containers[lang],
    columns: containerColumns,
    rows: ({ query, auth }) =>
      pagesOf((page) => containers.listContainers(db, auth.scope, { ...query, ...page })),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/containers/:id',
    access: read,
    summary: 'One container with its lines and load',
    tags,
    params: idParams,
    response: containerDetail,
    handler: ({ params, auth }) => containers.getContainer(db, auth.scope, params.id),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/containers/:id/changes',
    access: read,
    summary: "A container's change history, oldest first",
    tags,
    params: idParams,
    response: listContainerChangesResponse,
    handler: ({ params, auth }) => containers.listContainerChanges(db, auth.scope, params.id),
  });
}
