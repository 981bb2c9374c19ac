import { containerTypeOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as containerTypes from './container-type.service';

/**
 * Container types (spec §9: 40HQ and 20GP): the handlers of `containerTypeOperations`. A
 * fixed pair, so no create or delete.
 */
export function containerTypeRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = containerTypeOperations;
  serve(app, options, op.list, () => containerTypes.listContainerTypes(deps));
  serve(app, options, op.update, ({ params, body, actor }) =>
    containerTypes.updateContainerType(deps, actor, params.code, body),
  );
}
