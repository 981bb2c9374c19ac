import { containerTypeItem, containerTypeParams, updateContainerTypeRequest } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { actorOf } from '../admin/user.routes';
import * as containerTypes from './container-type.service';

/**
 * Container types (spec §9: 40HQ and 20GP): inner size, usable CBM, pallets, max payload
 * and the utilization target the planner aims at. A fixed pair, so no create or delete.
 */
export function containerTypeRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['reference'];

  defineRoute(app, options, {
    method: 'GET',
    url: '/container-types',
    access: { resource: 'reference.read' },
    summary: 'Both container types (40HQ, 20GP)',
    tags,
    response: z.array(containerTypeItem),
    handler: () => containerTypes.listContainerTypes(deps),
  });

  defineRoute(app, options, {
    method: 'PUT',
    url: '/container-types/:code',
    access: { resource: 'reference.write' },
    summary: "Edit a container type's size, usable CBM (2 decimals), pallets, payload, target",
    tags,
    params: containerTypeParams,
    body: updateContainerTypeRequest,
    response: containerTypeItem,
    handler: ({ params, body, auth, request }) =>
      containerTypes.updateContainerType(deps, actorOf(auth, request), params.code, body),
  });
}
