import { trackingOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { changeContainerStatus, updateTracking } from './tracking.service';

/**
 * Container tracking (issue 15; spec §2 /arrange/shippingPlan): the handlers of
 * `trackingOperations` — a container's tracking edit and the status change of one or many.
 * Writes need tracking.write and keep to the caller's scope.
 */
export function trackingRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = trackingOperations;
  serve(app, options, op.updateTracking, ({ params, body, actor, auth, request }) =>
    updateTracking(deps, { ...actor, scope: auth.scope }, request.lang, params.id, body),
  );
  serve(app, options, op.changeStatus, ({ body, actor, auth, request }) =>
    changeContainerStatus(deps, { ...actor, scope: auth.scope }, request.lang, body),
  );
}
