import { userOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as users from './user.service';

/** spec §7 `/admin/*` user administration: the handlers of `userOperations`. */
export function userRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = userOperations;
  serve(app, options, op.list, ({ query }) => users.listUsers(deps, query));
  serve(app, options, op.register, ({ body, actor }) => users.registerUser(deps, actor, body));
  serve(app, options, op.update, ({ params, body, actor }) =>
    users.updateUser(deps, actor, params.id, body),
  );
  serve(app, options, op.updateStatus, ({ params, query, actor }) =>
    users.updateUserStatus(deps, actor, params.id, query),
  );
  serve(app, options, op.remove, async ({ params, actor }) => {
    await users.deleteUser(deps, actor, params.id);
    return null;
  });
  serve(app, options, op.roles, ({ params }) => users.userRoles(deps, params.id));
  serve(app, options, op.updateRole, ({ body, actor }) => users.updateUserRole(deps, actor, body));
}
