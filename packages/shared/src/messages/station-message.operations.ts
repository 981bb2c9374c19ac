import { defineOperation } from '../http/operation';
import {
  listStationMessagesRequest,
  listStationMessagesResponse,
  readAllMessagesResponse,
  readMessageRequest,
  readMessageResponse,
  unreadCountResponse,
} from './station-message.contract';

const base = '/ea/stationMessageSendRecord';
const tags = ['messages'];

/** spec §7: the four station-message calls, each on the caller's own inbox. */
export const stationMessageOperations = {
  list: defineOperation({
    method: 'GET',
    path: `${base}/queryStationMessageList`,
    access: 'signedIn',
    summary: 'Your messages, newest first, optionally within whole days startTime..endTime',
    tags,
    query: listStationMessagesRequest,
    answer: listStationMessagesResponse,
    scope: 'own',
  }),
  unreadCount: defineOperation({
    method: 'GET',
    path: `${base}/queryUnReadMessage`,
    access: 'signedIn',
    summary: 'How many of your messages are unread (the bell badge)',
    tags,
    answer: unreadCountResponse,
    scope: 'own',
  }),
  read: defineOperation({
    method: 'GET',
    path: `${base}/readMessage`,
    access: 'signedIn',
    summary: 'Open one of your messages and mark it read',
    tags,
    query: readMessageRequest,
    answer: readMessageResponse,
    scope: 'own',
  }),
  readAll: defineOperation({
    method: 'GET',
    path: `${base}/readAllMessages`,
    access: 'signedIn',
    summary: 'Mark all your messages read; answers how many changed',
    tags,
    answer: readAllMessagesResponse,
    scope: 'own',
  }),
};
