import type { AnyOperation, Language, OperationAccess } from '@lading/shared';
import type { Scope } from '../permissions/scope';

/** Who is calling, resolved from the session token by the guard on every non-public route. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  username: string;
  groupId: number;
  /** spec §3: roles is a list of strings — the user's one group name. */
  roles: string[];
  /** Super administrator and 10-Administrator pass every permission check. */
  isAdministrator: boolean;
  /** Which suppliers' rows the caller may see. */
  scope: Scope;
}

/** What a service needs to know about the caller for audit and scoping. */
export interface Actor {
  userId: number | null;
  username: string;
  clientAddress: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    lang: Language;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The descriptor a route was registered for (platform/http/serve.ts). */
    operation?: AnyOperation;
  }
}

/** What a route needs: a permission resource, just a signed-in user, or nothing (public list). */
export type RouteAccess = OperationAccess;
