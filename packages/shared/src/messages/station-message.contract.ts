import { z } from 'zod';
import { recordId } from '../http/record-id';
import { pageQuery } from '../http/envelope';

/**
 * spec §2 / DOMAIN: 1 please submit ready dates, 2 ready date submitted (approve),
 * 3 ready date approved, 4 ready date rejected, 5 container changed; issue 17: 6 a supplier
 * file expires soon or expired, 7 a supplier status change (AVL) asked or decided, 8 a
 * supplier file reviewed.
 */
export const STATION_MESSAGE_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type StationMessageType = (typeof STATION_MESSAGE_TYPES)[number];
export const stationMessageType = z.union(STATION_MESSAGE_TYPES.map((t) => z.literal(t)));

export const stationMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  titleCn: z.string(),
  /**
   * sanitized HTML, in the caller's language (`lang`): a generated message has a body per
   * language; one written once (or stored before, both languages at once) reads the same
   */
  message: z.string(),
  type: z.number().int(),
  /** 0 unread, 1 read */
  readStatus: z.number().int(),
  receiveTime: z.string(),
});
export type StationMessage = z.infer<typeof stationMessage>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day `YYYY-MM-DD` (a UTC day) or an instant; spec §5: the range covers whole days. */
const rangeEdge = z.union([z.string().regex(DAY), z.iso.datetime({ offset: true })]);

export const listStationMessagesRequest = pageQuery
  .extend({ startTime: rangeEdge.optional(), endTime: rangeEdge.optional() })
  .refine((q) => !q.startTime || !q.endTime || startOfRange(q.startTime) <= endOfRange(q.endTime), {
    path: ['endTime'],
    message: 'message.dateRange',
  });
export type ListStationMessagesRequest = z.infer<typeof listStationMessagesRequest>;

/** spec §5: the range runs from 00:00:00 of the start day to 23:59:59 of the end day. */
export function startOfRange(edge: string): string {
  return DAY.test(edge) ? `${edge}T00:00:00.000Z` : new Date(edge).toISOString();
}
export function endOfRange(edge: string): string {
  return DAY.test(edge) ? `${edge}T23:59:59.999Z` : new Date(edge).toISOString();
}

export const listStationMessagesResponse = z.object({
  list: z.array(stationMessage),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});

export const unreadCountResponse = z.number().int();
export const readMessageRequest = z.strictObject({ id: recordId });
export const readMessageResponse = stationMessage;
export const readAllMessagesResponse = z.number().int();

/** spec §9: the bell badge caps at 99; the unread count is polled every 60 s. */
export const BADGE_MAX = 99;
export const UNREAD_POLL_MS = 60_000;
