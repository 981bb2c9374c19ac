import { sessionOperations } from '@lading/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { bearerToken } from '../../platform/auth/session.service';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as signIn from './sign-in.service';
import { userInfo } from './user-info.service';

const clientOf = (request: FastifyRequest): signIn.Client => ({
  address: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** spec §7 sign-in calls: the handlers of `sessionOperations`. */
export function sessionRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = sessionOperations;
  serve(app, options, op.login, ({ body, request }) => signIn.login(deps, body, clientOf(request)));
  serve(app, options, op.checkIsLogin, ({ body, request }) =>
    signIn.isSignedInElsewhere(deps, body, clientOf(request)),
  );
  serve(app, options, op.logout, async ({ request }) => {
    await signIn.logout(deps, bearerToken(request.headers.authorization), clientOf(request));
    return null;
  });
  serve(app, options, op.info, ({ auth }) => userInfo(deps, auth));
  serve(app, options, op.changePassword, async ({ body, auth, request }) => {
    await signIn.changePassword(
      deps,
      { userId: auth.userId, username: auth.username, clientAddress: request.ip },
      body,
    );
    return null;
  });
}
