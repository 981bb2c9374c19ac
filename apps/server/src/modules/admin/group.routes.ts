import {
  allocMenuRequest,
  allocResourceRequest,
  groupItem,
  idParams,
  listAllGroupsResponse,
  listAllResourcesResponse,
  listGroupsRequest,
  listGroupsResponse,
  menuItem,
  roleIdParams,
  saveGroupRequest,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import * as groups from './group.service';
import { actorOf } from './user.routes';

/** Groups (the spec's roles): CRUD plus access (menus) and edit (resources) permissions. */
export function groupRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['groups'];
  const read = { resource: 'admin.group.read' } as const;
  const write = { resource: 'admin.group.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/role/list',
    access: read,
    summary: 'Groups with their user counts; keyword on name/description',
    tags,
    query: listGroupsRequest,
    response: listGroupsResponse,
    handler: ({ query }) => groups.listGroups(deps, query),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/role/listAll',
    access: read,
    summary: 'Every group (for choosing a user group)',
    tags,
    response: listAllGroupsResponse,
    handler: () => groups.listAllGroups(deps),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/role/create',
    access: write,
    summary: 'Add a group (name unique)',
    tags,
    body: saveGroupRequest,
    response: groupItem,
    handler: ({ body, auth, request }) => groups.createGroup(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/role/update/:id',
    access: write,
    summary: 'Edit a group (built-in groups keep their names)',
    tags,
    params: idParams,
    body: saveGroupRequest,
    response: groupItem,
    handler: ({ params, body, auth, request }) =>
      groups.updateGroup(deps, actorOf(auth, request), params.id, body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/role/delete/:id',
    access: write,
    summary: 'Delete a group that is not built in and has no users',
    tags,
    params: idParams,
    response: z.null(),
    handler: async ({ params, auth, request }) => {
      await groups.deleteGroup(deps, actorOf(auth, request), params.id);
      return null;
    },
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/role/listMenu/:roleId',
    access: read,
    summary: "A group's menus (access permissions)",
    tags,
    params: roleIdParams,
    response: z.array(menuItem),
    handler: ({ params }) => groups.groupMenus(deps, params.roleId),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/role/listResource/:roleId',
    access: read,
    summary: "A group's resources (edit permissions)",
    tags,
    params: roleIdParams,
    response: listAllResourcesResponse,
    handler: ({ params }) => groups.groupResources(deps, params.roleId),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/role/allocMenu',
    access: write,
    summary: "Replace a group's menus: { roleId, menuIds } (parents are added)",
    tags,
    body: allocMenuRequest,
    response: z.array(menuItem),
    handler: ({ body, auth, request }) => groups.allocMenus(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/role/allocResource',
    access: write,
    summary: "Replace a group's resources: { roleId, resourceIds }",
    tags,
    body: allocResourceRequest,
    response: listAllResourcesResponse,
    handler: ({ body, auth, request }) => groups.allocResources(deps, actorOf(auth, request), body),
  });
}
