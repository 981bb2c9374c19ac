import { poLineContainerOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { listPoLineContainers } from './po-line-containers.service';

/**
 * The PO report's drill-down from a line to its containers. Read with the PO report's own
 * permission (orders.po.read), scoped like it: supplier users only for their suppliers' lines.
 */
export function poLineContainerRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  serve(app, options, poLineContainerOperations.list, ({ params, auth }) =>
    listPoLineContainers(deps.db.kysely, auth.scope, params.id),
  );
}
