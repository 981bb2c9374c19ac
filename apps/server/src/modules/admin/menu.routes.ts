import { menuOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as menus from './menu.service';

/** Menu administration (the /user/menu screens): the handlers of `menuOperations`. */
export function menuRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = menuOperations;
  serve(app, options, op.list, ({ params, query }) =>
    menus.listMenus(deps, params.parentId, query),
  );
  serve(app, options, op.tree, () => menus.menuTreeList(deps));
  serve(app, options, op.get, ({ params }) => menus.getMenu(deps, params.id));
  serve(app, options, op.create, ({ body, actor }) => menus.createMenu(deps, actor, body));
  serve(app, options, op.update, ({ params, body, actor }) =>
    menus.updateMenu(deps, actor, params.id, body),
  );
  serve(app, options, op.remove, async ({ params, actor }) => {
    await menus.deleteMenu(deps, actor, params.id);
    return null;
  });
  serve(app, options, op.updateHidden, ({ params, query, actor }) =>
    menus.updateMenuHidden(deps, actor, params.id, query.hidden),
  );
}
