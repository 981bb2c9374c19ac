import {
  idParams,
  listAllResourcesResponse,
  listResourceCategoriesResponse,
  listResourcesRequest,
  listResourcesResponse,
  resourceCategoryItem,
  resourceItem,
  saveResourceCategoryRequest,
  saveResourceRequest,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import * as resources from './resource.service';
import { actorOf } from './user.routes';

/** Permission resources and their categories (the /user/resource screens). */
export function resourceRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['resources'];
  const read = { resource: 'admin.resource.read' } as const;
  const write = { resource: 'admin.resource.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/resource/list',
    access: read,
    summary: 'Resources, by category; keyword on name/key, urlKeyword on routes',
    tags,
    query: listResourcesRequest,
    response: listResourcesResponse,
    handler: ({ query }) => resources.listResources(deps, query),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/resource/listAll',
    access: read,
    summary: 'Every resource (for granting resources to a group)',
    tags,
    response: listAllResourcesResponse,
    handler: () => resources.listAllResources(deps),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/resource/:id',
    access: read,
    summary: 'One resource',
    tags,
    params: idParams,
    response: resourceItem,
    handler: ({ params }) => resources.getResource(deps, params.id),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/resource/create',
    access: write,
    summary: 'Add a resource (key unique)',
    tags,
    body: saveResourceRequest,
    response: resourceItem,
    handler: ({ body, auth, request }) =>
      resources.createResource(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/resource/update/:id',
    access: write,
    summary: "Edit a resource (a built-in resource's key and routes stay)",
    tags,
    params: idParams,
    body: saveResourceRequest,
    response: resourceItem,
    handler: ({ params, body, auth, request }) =>
      resources.updateResource(deps, actorOf(auth, request), params.id, body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/resource/delete/:id',
    access: write,
    summary: 'Delete a resource the server does not check',
    tags,
    params: idParams,
    response: z.null(),
    handler: async ({ params, auth, request }) => {
      await resources.deleteResource(deps, actorOf(auth, request), params.id);
      return null;
    },
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/resourceCategory/listAll',
    access: read,
    summary: 'Every resource category with its resource count',
    tags,
    response: listResourceCategoriesResponse,
    handler: () => resources.listResourceCategories(deps),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/resourceCategory/create',
    access: write,
    summary: 'Add a resource category (name unique)',
    tags,
    body: saveResourceCategoryRequest,
    response: resourceCategoryItem,
    handler: ({ body, auth, request }) =>
      resources.createResourceCategory(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/resourceCategory/update/:id',
    access: write,
    summary: 'Rename or re-order a resource category',
    tags,
    params: idParams,
    body: saveResourceCategoryRequest,
    response: resourceCategoryItem,
    handler: ({ params, body, auth, request }) =>
      resources.updateResourceCategory(deps, actorOf(auth, request), params.id, body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/resourceCategory/delete/:id',
    access: write,
    summary: 'Delete an empty resource category',
    tags,
    params: idParams,
    response: z.null(),
    handler: async ({ params, auth, request }) => {
      await resources.deleteResourceCategory(deps, actorOf(auth, request), params.id);
      return null;
    },
  });
}
