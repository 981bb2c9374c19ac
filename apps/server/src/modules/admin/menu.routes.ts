import {
  idParams,
  listMenusRequest,
  listMenusResponse,
  menuItem,
  menuTreeResponse,
  parentIdParams,
  saveMenuRequest,
  updateMenuHiddenQuery,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import * as menus from './menu.service';
import { actorOf } from './user.routes';

/** Menu administration (the /user/menu screens). */
export function menuRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['menus'];
  const read = { resource: 'admin.menu.read' } as const;
  const write = { resource: 'admin.menu.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/menu/list/:parentId',
    access: read,
    summary: 'Menus under a parent (0 = top level), highest sort first',
    tags,
    params: parentIdParams,
    query: listMenusRequest,
    response: listMenusResponse,
    handler: ({ params, query }) => menus.listMenus(deps, params.parentId, query),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/menu/treeList',
    access: read,
    summary: 'Every menu as a tree (for granting menus to a group)',
    tags,
    response: menuTreeResponse,
    handler: () => menus.menuTreeList(deps),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/menu/:id',
    access: read,
    summary: 'One menu',
    tags,
    params: idParams,
    response: menuItem,
    handler: ({ params }) => menus.getMenu(deps, params.id),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/menu/create',
    access: write,
    summary: 'Add a menu (name unique, at most three levels)',
    tags,
    body: saveMenuRequest,
    response: menuItem,
    handler: ({ body, auth, request }) => menus.createMenu(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/menu/update/:id',
    access: write,
    summary: 'Edit a menu',
    tags,
    params: idParams,
    body: saveMenuRequest,
    response: menuItem,
    handler: ({ params, body, auth, request }) =>
      menus.updateMenu(deps, actorOf(auth, request), params.id, body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/menu/delete/:id',
    access: write,
    summary: 'Delete a menu without sub-menus',
    tags,
    params: idParams,
    response: z.null(),
    handler: async ({ params, auth, request }) => {
      await menus.deleteMenu(deps, actorOf(auth, request), params.id);
      return null;
    },
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/menu/updateHidden/:id',
    access: write,
    summary: 'Show (hidden=0) or hide (hidden=1) a menu',
    tags,
    params: idParams,
    query: updateMenuHiddenQuery,
    response: menuItem,
    handler: ({ params, query, auth, request }) =>
      menus.updateMenuHidden(deps, actorOf(auth, request), params.id, query.hidden),
  });
}
