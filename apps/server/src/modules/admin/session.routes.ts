import {
  changePasswordRequest,
  checkIsLoginRequest,
  checkIsLoginResponse,
  loginRequest,
  loginResponse,
  userInfoResponse,
} from '@lading/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { bearerToken } from '../../platform/auth/session.service';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import * as signIn from './sign-in.service';
import { userInfo } from './user-info.service';

const clientOf = (request: FastifyRequest): signIn.Client => ({
  address: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** spec §7 sign-in calls: login, checkIsLogin, logout, info, changePassword. */
export function sessionRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const tags = ['session'];

  defineRoute(app, options, {
    method: 'POST',
    url: '/admin/login',
    access: 'public',
    summary: 'Sign in: returns an opaque token and its tokenHead ("Bearer ")',
    tags,
    body: loginRequest,
    response: loginResponse,
    handler: ({ body, request }) => signIn.login(deps, body, clientOf(request)),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/admin/checkIsLogin',
    access: 'public',
    summary: 'With the same credentials as login: is this account signed in elsewhere?',
    tags,
    body: checkIsLoginRequest,
    response: checkIsLoginResponse,
    handler: ({ body, request }) => signIn.isSignedInElsewhere(deps, body, clientOf(request)),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/admin/logout',
    access: 'public',
    summary: 'Sign out: revokes the presented session at once',
    tags,
    response: z.null(),
    handler: async ({ request }) => {
      await signIn.logout(deps, bearerToken(request.headers.authorization), clientOf(request));
      return null;
    },
  });

  defineRoute(app, options, {
    method: 'GET',
    url: '/admin/info',
    access: 'signedIn',
    summary: "The signed-in user's name, icon, roles, suppliers and menu tree",
    tags,
    response: userInfoResponse,
    handler: ({ auth }) => userInfo(deps, auth),
  });

  defineRoute(app, options, {
    method: 'POST',
    url: '/admin/changePassword',
    access: 'signedIn',
    summary: 'Change your own password; every session of yours ends',
    tags,
    body: changePasswordRequest,
    response: z.null(),
    handler: async ({ body, auth, request }) => {
      await signIn.changePassword(
        deps,
        { userId: auth.userId, username: auth.username, clientAddress: request.ip },
        body,
      );
      return null;
    },
  });
}
