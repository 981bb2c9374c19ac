import { bindingOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as binding from './binding.service';

/**
 * Scan stations and binding (issue 18; /scanCode): the handlers of `bindingOperations` but
 * the label (serial-label.routes.ts). Suppliers bind their own codes; the container
 * operations are the loading warehouse's. Every call keeps to the caller's supplier scope.
 */
export function bindingRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = bindingOperations;
  serve(app, options, op.contexts, ({ query, auth }) =>
    binding.scanContexts(deps, auth.scope, query),
  );
  serve(app, options, op.openParent, ({ body, actor, auth, request }) =>
    binding.openParent(deps, { ...actor, scope: auth.scope }, request.lang, body, 'parent'),
  );
  serve(app, options, op.openContainer, ({ body, actor, auth, request }) =>
    binding.openParent(deps, { ...actor, scope: auth.scope }, request.lang, body, 'container'),
  );
  serve(app, options, op.parent, ({ params, auth }) =>
    binding.parentState(deps, auth.scope, params.id),
  );
  serve(app, options, op.bindChild, ({ params, body, actor, auth, request }) =>
    binding.bindChild(
      deps,
      { ...actor, scope: auth.scope },
      request.lang,
      params.id,
      body,
      'parent',
    ),
  );
  serve(app, options, op.bindToContainer, ({ params, body, actor, auth, request }) =>
    binding.bindChild(
      deps,
      { ...actor, scope: auth.scope },
      request.lang,
      params.id,
      body,
      'container',
    ),
  );
  serve(app, options, op.close, ({ params, actor, auth }) =>
    binding.setParentClosed(deps, { ...actor, scope: auth.scope }, params.id, true),
  );
  serve(app, options, op.reopen, ({ params, actor, auth }) =>
    binding.setParentClosed(deps, { ...actor, scope: auth.scope }, params.id, false),
  );
  serve(app, options, op.find, ({ query, auth, request }) =>
    binding.findCode(deps, auth.scope, request.lang, query),
  );
  serve(app, options, op.unbind, ({ params, body, actor, auth }) =>
    binding.unbindCode(deps, { ...actor, scope: auth.scope }, params.id, body.reason),
  );
  serve(app, options, op.rebind, ({ params, body, actor, auth, request }) =>
    binding.rebindCode(deps, { ...actor, scope: auth.scope }, request.lang, params.id, body),
  );
  serve(app, options, op.history, ({ params, auth }) =>
    binding.codeHistory(deps, auth.scope, params.id),
  );
}
