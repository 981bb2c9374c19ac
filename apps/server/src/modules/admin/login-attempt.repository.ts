import type { Queryable } from '../../db/database';

/**
 * Failed sign-ins within a window, counted before the password is read (docs/decisions,
 * issue 12). The account's own count, which decides its lock, is taken later, in the
 * transaction that records the failure (countAccountFailuresSince).
 */
export interface FailureCounts {
  /** of this user ID from this address */
  accountAtAddress: number;
  /** from this address, over every user ID */
  address: number;
}

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

  /** Two index reads: (username, attempted_at) and (client_address, attempted_at). */
  async countFailuresSince(
    db: Queryable,
    by: { username: string; clientAddress: string },
    since: string,
  ): Promise<FailureCounts> {
    const failuresSince = db
      .selectFrom('login_attempts')
      .where('succeeded', '=', 0)
      .where('attempted_at', '>', since);
    const ofAccountAtAddress = await failuresSince
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username', '=', by.username)
      .where('client_address', '=', by.clientAddress)
      .executeTakeFirstOrThrow();
    const ofAddress = await failuresSince
      .select((eb) => eb.fn.countAll<number>().as('address'))
      .where('client_address', '=', by.clientAddress)
      .executeTakeFirstOrThrow();
    return {
      accountAtAddress: Number(ofAccountAtAddress.n),
      address: Number(ofAddress.address),
    };
  },

  /**
   * Failures of one user ID from every address: read again inside the transaction that
   * records a failure, after the account's row is held, to decide its lock.
   */
  async countAccountFailuresSince(db: Queryable, username: string, since: string) {
    const row = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username', '=', username)
      .where('succeeded', '=', 0)
      .where('attempted_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Forgets a user ID's failures: all of them (an administrator's unlock) or one address's. */
  async clearFailures(
    db: Queryable,
    by: { username: string; clientAddress?: string | undefined },
  ): Promise<void> {
    let query = db
      .deleteFrom('login_attempts')
      .where('succeeded', '=', 0)
      .where('username', '=', by.username);
    if (by.clientAddress !== undefined) {
      query = query.where('client_address', '=', by.clientAddress);
    }
    await query.execute();
  },

  async pruneBefore(db: Queryable, before: string): Promise<void> {
    await db.deleteFrom('login_attempts').where('attempted_at', '<', before).execute();
  },
};
