import type { Language } from '@lading/shared';
import { sql } from 'kysely';
import { pagedList } from '../../db/paging';
import type { Queryable } from '../../db/database';

const inbox = (db: Queryable, userId: number) =>
  db
    .selectFrom('station_message_recipients as r')
    .innerJoin('station_messages as m', 'm.id', 'r.message_id')
    .where('r.user_id', '=', userId);

/** The inbox entry as the reader reads it: the body in their language, else the one it has. */
const columnsIn = (lang: Language) =>
  [
    'r.id as id',
    'm.title as title',
    'm.title_cn as titleCn',
    lang === 'zh'
      ? sql<string>`coalesce(m.content_cn, m.content)`.as('message')
      : 'm.content as message',
    'm.type as type',
    'r.read_status as readStatus',
    'r.receive_time as receiveTime',
  ] as const;

/** SQL for station messages: one message row, one recipient row per user (the inbox entry). */
export const stationMessageRepository = {
  async insertMessage(
    db: Queryable,
    message: {
      type: number;
      title: string;
      titleCn: string;
      content: string;
      contentCn: string | null;
      at: string;
    },
  ): Promise<number> {
    const row = await db
      .insertInto('station_messages')
      .values({
        type: message.type,
        title: message.title,
        title_cn: message.titleCn,
        content: message.content,
        content_cn: message.contentCn,
        created_at: message.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async insertRecipients(db: Queryable, messageId: number, userIds: readonly number[], at: string) {
    await db
      .insertInto('station_message_recipients')
      .values(
        userIds.map((userId) => ({
          message_id: messageId,
          user_id: userId,
          read_status: 0,
          receive_time: at,
        })),
      )
      .execute();
  },

  async existingUserIds(db: Queryable, userIds: readonly number[]): Promise<number[]> {
    const rows = await db.selectFrom('users').select('id').where('id', 'in', userIds).execute();
    return rows.map((row) => row.id);
  },

  async page(
    db: Queryable,
    userId: number,
    lang: Language,
    range: { from?: string | undefined; to?: string | undefined },
    page: { pageNum: number; pageSize: number },
  ) {
    let query = inbox(db, userId);
    if (range.from) query = query.where('r.receive_time', '>=', range.from);
    if (range.to) query = query.where('r.receive_time', '<=', range.to);
    return pagedList(
      query,
      (q) => q.select(columnsIn(lang)).orderBy('r.receive_time', 'desc').orderBy('r.id', 'desc'),
      page,
    );
  },

  async countUnread(db: Queryable, userId: number): Promise<number> {
    const row = await db
      .selectFrom('station_message_recipients')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('read_status', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  findInInbox(db: Queryable, userId: number, lang: Language, recipientId: number) {
    return inbox(db, userId)
      .select(columnsIn(lang))
      .where('r.id', '=', recipientId)
      .executeTakeFirst();
  },

  async markRead(db: Queryable, userId: number, recipientId: number | 'all', at: string) {
    let query = db
      .updateTable('station_message_recipients')
      .set({ read_status: 1, read_at: at })
      .where('user_id', '=', userId)
      .where('read_status', '=', 0);
    if (recipientId !== 'all') query = query.where('id', '=', recipientId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
};
