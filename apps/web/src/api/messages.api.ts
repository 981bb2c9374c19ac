import type { ListStationMessagesRequest, Page, StationMessage } from '@lading/shared';
import { http } from './http';

const base = '/ea/stationMessageSendRecord';

/** spec §7 station-message calls. */
export const messagesApi = {
  list: (query: Partial<ListStationMessagesRequest>) =>
    http.get<Page<StationMessage>>(`${base}/queryStationMessageList`, query),
  unreadCount: () => http.get<number>(`${base}/queryUnReadMessage`),
  read: (id: number) => http.get<StationMessage>(`${base}/readMessage`, { id }),
  readAll: () => http.get<number>(`${base}/readAllMessages`),
};
