import { stationMessageOperations } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { serve, type ServeOptions } from '../../platform/http/serve';
import * as messages from './station-message.service';

/** spec §7: the four station-message calls, each on the caller's own inbox. */
export function stationMessageRoutes(app: FastifyInstance, deps: AppDeps, options: ServeOptions) {
  const op = stationMessageOperations;
  const db = deps.db.kysely;
  serve(app, options, op.list, ({ query, auth, request }) =>
    messages.listStationMessages(db, auth.userId, request.lang, query),
  );
  serve(app, options, op.unreadCount, ({ auth }) =>
    messages.countUnreadStationMessages(db, auth.userId),
  );
  serve(app, options, op.read, ({ query, auth, request }) =>
    messages.readStationMessage(db, auth.userId, request.lang, query.id, deps.clock()),
  );
  serve(app, options, op.readAll, ({ auth }) =>
    messages.readAllStationMessages(db, auth.userId, deps.clock()),
  );
}
