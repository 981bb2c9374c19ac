import { dashboardOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serve, type ServeOptions } from '../../platform/http/serve';
import { homeSummary } from './dashboard.service';

/** The home dashboard (issue 15): the handler of `dashboardOperations`. */
export function dashboardRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  serve(app, options, dashboardOperations.homeSummary, ({ auth }) => homeSummary(deps, auth));
}
