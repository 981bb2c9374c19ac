import {
  listStationMessagesRequest,
  listStationMessagesResponse,
  readAllMessagesResponse,
  readMessageRequest,
  readMessageResponse,
  unreadCountResponse,
} from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { defineRoute, type RouteOptions } from '../../platform/http/route';
import * as messages from './station-message.service';

/** spec §7: the four station-message calls, each on the caller's own inbox. */
export function stationMessageRoutes(app: FastifyInstance, deps: AppDeps, options: RouteOptions) {
  const base = '/ea/stationMessageSendRecord';
  const tags = ['messages'];
  const db = deps.db.kysely;

  defineRoute(app, options, {
    method: 'GET',
    url: `${base}/queryStationMessageList`,
    access: 'signedIn',
    summary: 'Your messages, newest first, optionally within whole days startTime..endTime',
    tags,
    query: listStationMessagesRequest,
    response: listStationMessagesResponse,
    handler: ({ query, auth }) => messages.listStationMessages(db, auth.userId, query),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: `${base}/queryUnReadMessage`,
    access: 'signedIn',
    summary: 'How many of your messages are unread (the bell badge)',
    tags,
    response: unreadCountResponse,
    handler: ({ auth }) => messages.countUnreadStationMessages(db, auth.userId),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: `${base}/readMessage`,
    access: 'signedIn',
    summary: 'Open one of your messages and mark it read',
    tags,
    query: readMessageRequest,
    response: readMessageResponse,
    handler: ({ query, auth }) =>
      messages.readStationMessage(db, auth.userId, query.id, deps.clock()),
  });

  defineRoute(app, options, {
    method: 'GET',
    url: `${base}/readAllMessages`,
    access: 'signedIn',
    summary: 'Mark all your messages read; answers how many changed',
    tags,
    response: readAllMessagesResponse,
    handler: ({ auth }) => messages.readAllStationMessages(db, auth.userId, deps.clock()),
  });
}
