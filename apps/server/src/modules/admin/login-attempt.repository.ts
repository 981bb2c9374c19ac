import type { Queryable } from '../../db/database';

/** Sign-in attempts kept in the database so throttling holds across server processes. */
export const loginAttemptRepository = {
  async record(
    db: Queryable,
    attempt: { username: string; clientAddress: string; succeeded: boolean; at: string },
  ): Promise<void> {
    await db
      .insertInto('login_attempts')
      .values({
        username: attempt.username,
        client_address: attempt.clientAddress,
        succeeded: attempt.succeeded ? 1 : 0,
        attempted_at: attempt.at,
      })
      .execute();
  },

  async countFailuresSince(
    db: Queryable,
    by: { username: string } | { clientAddress: string },
    since: string,
  ): Promise<number> {
    let query = db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('succeeded', '=', 0)
      .where('attempted_at', '>', since);
    query =
      'username' in by
        ? query.where('username', '=', by.username)
        : query.where('client_address', '=', by.clientAddress);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async pruneBefore(db: Queryable, before: string): Promise<void> {
    await db.deleteFrom('login_attempts').where('attempted_at', '<', before).execute();
  },
};
