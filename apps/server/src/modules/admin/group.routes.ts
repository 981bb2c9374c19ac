import { groupOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as groups from './group.service';

/** Groups (the spec's roles): the handlers of `groupOperations`. */
export function groupRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = groupOperations;
  serve(app, options, op.list, ({ query }) => groups.listGroups(deps, query));
  serve(app, options, op.listAll, () => groups.listAllGroups(deps));
  serve(app, options, op.create, ({ body, actor }) => groups.createGroup(deps, actor, body));
  serve(app, options, op.update, ({ params, body, actor }) =>
    groups.updateGroup(deps, actor, params.id, body),
  );
  serve(app, options, op.remove, async ({ params, actor }) => {
    await groups.deleteGroup(deps, actor, params.id);
    return null;
  });
  serve(app, options, op.menus, ({ params }) => groups.groupMenus(deps, params.roleId));
  serve(app, options, op.resources, ({ params }) => groups.groupResources(deps, params.roleId));
  serve(app, options, op.allocMenu, ({ body, actor }) => groups.allocMenus(deps, actor, body));
  serve(app, options, op.allocResource, ({ body, actor }) =>
    groups.allocResources(deps, actor, body),
  );
}
