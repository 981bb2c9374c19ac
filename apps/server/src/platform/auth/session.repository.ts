import { executeCompiledOnce } from '../../db/compiled-once';
import type { Queryable } from '../../db/database';

/** SQL for sessions: rows keyed by the token's SHA-256, never the token itself. */
export const sessionRepository = {
  async insert(
    db: Queryable,
    row: {
      userId: number;
      tokenHash: string;
      now: string;
      expiresAt: string;
      clientAddress: string;
      userAgent: string;
    },
  ): Promise<number> {
    const inserted = await db
      .insertInto('sessions')
      .values({
        user_id: row.userId,
        token_hash: row.tokenHash,
        created_at: row.now,
        expires_at: row.expiresAt,
        last_seen_at: row.now,
        client_address: row.clientAddress,
        user_agent: row.userAgent,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  /**
   * The session with its user and group, live or not (the caller decides why it fails), and
   * whether the group holds `resourceKey` (never, for null). Read on every signed-in request
   * in this one query, never cached (a revocation or a withdrawn grant counts at once): it is
   * built once, then only bound.
   */
  async findByTokenHash(db: Queryable, tokenHash: string, resourceKey: string | null) {
    const [session] = await executeCompiledOnce(
      db,
      'sessions.byTokenHash',
      [resourceKey, tokenHash],
      () =>
        db
          .selectFrom('sessions as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .innerJoin('user_groups as g', 'g.id', 'u.group_id')
          .select((eb) => [
            's.id as sessionId',
            's.user_id as userId',
            's.expires_at as expiresAt',
            's.revoked_at as revokedAt',
            's.last_seen_at as lastSeenAt',
            'u.username',
            'u.enabled',
            'u.locked',
            'u.group_id as groupId',
            'g.name as groupName',
            eb
              .exists(
                eb
                  .selectFrom('group_resources as gr')
                  .innerJoin('resources as r', 'r.id', 'gr.resource_id')
                  .select('gr.resource_id')
                  .whereRef('gr.group_id', '=', 'u.group_id')
                  .where('r.resource_key', '=', resourceKey),
              )
              .as('granted'),
          ])
          .where('s.token_hash', '=', tokenHash),
    );
    return session;
  },

  async touch(db: Queryable, sessionId: number, now: string): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('id', '=', sessionId)
      .execute();
  },

  async revokeByTokenHash(
    db: Queryable,
    tokenHash: string,
    now: string,
    reason: string,
  ): Promise<{ userId: number; username: string } | undefined> {
    const live = await db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id as userId', 'u.username'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .executeTakeFirst();
    if (!live) return undefined;
    await db
      .updateTable('sessions')
      .set({ revoked_at: now, revoke_reason: reason })
      .where('id', '=', live.id)
      .execute();
    return { userId: live.userId, username: live.username };
  },

  async revokeAllForUser(db: Queryable, userId: number, now: string, reason: string) {
    const result = await db
      .updateTable('sessions')
      .set({ revoked_at: now, revoke_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Ends the user's live sessions beyond the `keep` newest; returns how many ended. */
  async revokeBeyondNewest(
    db: Queryable,
    userId: number,
    keep: number,
    now: string,
    reason: string,
  ): Promise<number> {
    const live = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const oldest = live.slice(keep).map((session) => session.id);
    if (oldest.length === 0) return 0;
    await db
      .updateTable('sessions')
      .set({ revoked_at: now, revoke_reason: reason })
      .where('id', 'in', oldest)
      .execute();
    return oldest.length;
  },

  async countLive(db: Queryable, userId: number, now: string): Promise<number> {
    const row = await db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
};
