import {
  idParams,
  listSuppliersRequest,
  listSuppliersResponse,
  supplierItem,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import { getSupplier, listSuppliers } from './supplier.service';

export function supplierRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['suppliers'];
  const access = { resource: 'suppliers.read' } as const;
  const db = deps.db.kysely;

  defineRoute(app, options, {
    method: 'GET',
    url: '/suppliers',
    access,
    summary: 'Suppliers you may see (supplier users: their own), by code, keyword on code/name',
    tags,
    query: listSuppliersRequest,
    response: listSuppliersResponse,
    handler: ({ query, auth }) => listSuppliers(db, auth.scope, query),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/suppliers/:id',
    access,
    summary: "One supplier; another supplier's row is 404 for supplier users",
    tags,
    params: idParams,
    response: supplierItem,
    handler: ({ params, auth }) => getSupplier(db, auth.scope, params.id),
  });
}
