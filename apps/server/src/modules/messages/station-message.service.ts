import {
  endOfRange,
  startOfRange,
  type Language,
  type ListStationMessagesRequest,
  type StationMessage,
  type StationMessageType,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import { NotFound } from '../../platform/http/errors';
import { sanitizeMessageHtml } from './sanitize-message';
import { stationMessageRepository } from './station-message.repository';

export interface OutgoingStationMessage {
  type: StationMessageType;
  /** English title */
  title: string;
  /** Chinese title */
  titleCn: string;
  /** HTML, the English body — or the one body every reader reads; sanitized before stored */
  html: string;
  /**
   * HTML, the Chinese body of a generated message (sanitized the same way). Without it a
   * zh reader reads `html` — a message written once, in one language, for everyone.
   */
  htmlCn?: string;
  recipientIds: readonly number[];
}

/**
 * What other modules call to tell users something (ready dates, container changes…).
 * Pass the caller's transaction so the message lands with the change it reports.
 * Unknown and duplicate recipients are dropped; returns how many inboxes got it.
 */
export async function sendStationMessage(
  db: Queryable,
  message: OutgoingStationMessage,
  at: Date = new Date(),
): Promise<number> {
  const wanted = [...new Set(message.recipientIds)];
  if (wanted.length === 0) return 0;
  const recipients = await stationMessageRepository.existingUserIds(db, wanted);
  if (recipients.length === 0) return 0;
  const iso = at.toISOString();
  const messageId = await stationMessageRepository.insertMessage(db, {
    type: message.type,
    title: message.title.slice(0, 200),
    titleCn: message.titleCn.slice(0, 200),
    content: sanitizeMessageHtml(message.html),
    contentCn: message.htmlCn === undefined ? null : sanitizeMessageHtml(message.htmlCn),
    at: iso,
  });
  await stationMessageRepository.insertRecipients(db, messageId, recipients, iso);
  return recipients.length;
}

/** The caller's inbox, each body in the caller's language (`lang`) where it has one. */
export async function listStationMessages(
  db: Queryable,
  userId: number,
  lang: Language,
  request: ListStationMessagesRequest,
) {
  const { total, list } = await stationMessageRepository.page(
    db,
    userId,
    lang,
    {
      from: request.startTime ? startOfRange(request.startTime) : undefined,
      to: request.endTime ? endOfRange(request.endTime) : undefined,
    },
    request,
  );
  return pageAnswer(list, total, request);
}

export const countUnreadStationMessages = (db: Queryable, userId: number) =>
  stationMessageRepository.countUnread(db, userId);

/** Opens one message of the caller's inbox and marks it read; another user's id is a 404. */
export async function readStationMessage(
  db: Queryable,
  userId: number,
  lang: Language,
  id: number,
  at: Date,
): Promise<StationMessage> {
  const found = await stationMessageRepository.findInInbox(db, userId, lang, id);
  if (!found) throw new NotFound();
  if (found.readStatus === 0) {
    await stationMessageRepository.markRead(db, userId, id, at.toISOString());
  }
  return { ...found, readStatus: 1 };
}

export const readAllStationMessages = (db: Queryable, userId: number, at: Date) =>
  stationMessageRepository.markRead(db, userId, 'all', at.toISOString());
