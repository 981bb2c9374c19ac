import { idParams, listPoLineContainersResponse } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { listPoLineContainers } from './po-line-containers.service';

/**
 * The PO report's drill-down from a line to its containers. Read with the PO report's own
 * permission (orders.po.read), scoped like it: supplier users only for their suppliers' lines.
 */
export function poLineContainerRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  defineRoute(app, options, {
    method: 'GET',
    url: '/po-lines/:id/containers',
    access: { resource: 'orders.po.read' },
    summary: 'The containers a PO line is planned or shipped in, with its qty in each',
    tags: ['purchase orders'],
    params: idParams,
    response: listPoLineContainersResponse,
    handler: ({ params, auth }) => listPoLineContainers(deps.db.kysely, auth.scope, params.id),
  });
}
