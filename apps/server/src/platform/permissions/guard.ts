import type { AnyOperation } from '@lading/shared';
import { toLanguage } from '@lading/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Db } from '../../db/database';
import type { RouteAccess } from '../auth/auth-context';
import { authenticate, bearerToken } from '../auth/session.service';
import { Forbidden, Unauthorized } from '../http/errors';
import { PUBLIC_ROUTES, routeKey } from './public-routes';
import { RESOURCES } from './resource-catalog';

/** Every route as Fastify registered it, for the census test and the resource seed check. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The route takes a JSON body (a write with a contract). */
  hasBody: boolean;
  /** The shared descriptor the route serves (platform/http/serve.ts). */
  operation: AnyOperation | undefined;
}

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');

/**
 * Deny by default. At registration, a route that is neither on the public list nor
 * declares a resource (or `signedIn`) stops the server from starting; at request time,
 * every non-public route needs a live session and, for a resource, the group's grant.
 */
export function registerPermissionGuard(
  app: FastifyInstance,
  db: Db,
  clock: () => Date = () => new Date(),
): RegisteredRoute[] {
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'en');

  app.addHook('onRoute', (route) => {
    for (const method of methodsOf(route)) {
      registeredRoutes.push({
        method,
        url: route.url,
        access: route.config?.access,
        hasBody: Boolean(route.schema?.body),
        operation: route.config?.operation,
      });
      const key = routeKey(method, route.url);
      const access = route.config?.access;
      const listed = PUBLIC_ROUTES.includes(key);
      if (listed !== (access === 'public')) {
        throw new Error(
          `${key}: a route is public exactly when it is on PUBLIC_ROUTES and declares access 'public'`,
        );
      }
      if (!access) throw new Error(`${key} declares no access (deny by default)`);
      if (typeof access === 'object' && !(access.resource in RESOURCES)) {
        throw new Error(`${key} declares unknown resource ${access.resource}`);
      }
    }
  });

  app.addHook('onRequest', async (request) => {
    request.lang = toLanguage(request.headers.lang);
    const access: RouteAccess | undefined = request.routeOptions.config?.access;
    const token = bearerToken(request.headers.authorization);
    if (access === 'public') {
      // Public routes may still use a presented, live session (logout does); never required.
      return;
    }
    if (!access) return; // unmatched URL: the not-found handler answers 404
    if (!token) throw new Unauthorized();
    // the session and the group's grant of the route's resource: one query, never cached
    const resource = typeof access === 'object' ? access.resource : null;
    const { auth, granted } = await authenticate(db, token, clock(), resource);
    request.auth = auth;
    // Super administrator and 10-Administrator pass every permission check
    if (resource && !auth.isAdministrator && !granted) {
      throw new Forbidden('permission.denied', { resource: RESOURCES[resource].name });
    }
  });
  return registeredRoutes;
}
