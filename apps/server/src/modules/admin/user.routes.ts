import {
  idParams,
  listUsersRequest,
  listUsersResponse,
  registerUserRequest,
  updateUserRequest,
  updateUserRoleRequest,
  updateUserStatusQuery,
  userItem,
  userRolesResponse,
} from '@lading/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AuthContext } from '../../platform/auth/auth-context';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import * as users from './user.service';

export const actorOf = (auth: AuthContext, request: FastifyRequest) => ({
  userId: auth.userId,
  username: auth.username,
  clientAddress: request.ip,
});

/** spec §7 `/admin/*` user administration calls. */
export function userRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['users'];
  const read = { resource: 'admin.user.read' } as const;
  const write = { resource: 'admin.user.write' } as const;

  defineRoute(app, options, {
    method: 'GET',
    url: '/admin/list',
    access: read,
    summary: 'Users, newest first; keyword matches user ID, nickname or email',
    tags,
    query: listUsersRequest,
    response: listUsersResponse,
    handler: ({ query }) => users.listUsers(deps, query),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/admin/register',
    access: write,
    summary: 'Create a user in one group (supplier users need at least one supplier)',
    tags,
    body: registerUserRequest,
    response: userItem,
    handler: ({ body, auth, request }) => users.registerUser(deps, actorOf(auth, request), body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/admin/update/:id',
    access: write,
    summary: "Edit a user's profile and suppliers; a new password ends their sessions",
    tags,
    params: idParams,
    body: updateUserRequest,
    response: userItem,
    handler: ({ params, body, auth, request }) =>
      users.updateUser(deps, actorOf(auth, request), params.id, body),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/admin/updateStatus/:id',
    access: write,
    summary: 'Enable/disable (status=1|0) or lock/unlock (locked=1|0); disabling ends sessions',
    tags,
    params: idParams,
    query: updateUserStatusQuery,
    response: userItem,
    handler: ({ params, query, auth, request }) =>
      users.updateUserStatus(deps, actorOf(auth, request), params.id, query),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/admin/delete/:id',
    access: write,
    summary: 'Delete a user; their sessions end at once',
    tags,
    params: idParams,
    response: z.null(),
    handler: async ({ params, auth, request }) => {
      await users.deleteUser(deps, actorOf(auth, request), params.id);
      return null;
    },
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/admin/role/:id',
    access: read,
    summary: "A user's group (a list of one)",
    tags,
    params: idParams,
    response: userRolesResponse,
    handler: ({ params }) => users.userRoles(deps, params.id),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/admin/role/update',
    access: write,
    summary: 'Move a user to another group: { adminId, roleIds: [groupId] }',
    tags,
    body: updateUserRoleRequest,
    response: userRolesResponse,
    handler: ({ body, auth, request }) => users.updateUserRole(deps, actorOf(auth, request), body),
  });
}
