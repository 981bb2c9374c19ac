import type { Queryable } from '../../db/database';

/** Failed sign-ins within a window, counted three ways (docs/decisions, issue 12). */
export interface FailureCounts {
  /** of this user ID, from every address */
  account: number;
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
    const ofAccount = await failuresSince
      .select((eb) => [
        eb.fn.countAll<number>().as('account'),
        eb.fn
          .sum<number>(
            eb.case().when('client_address', '=', by.clientAddress).then(1).else(0).end(),
          )
          .as('accountAtAddress'),
      ])
      .where('username', '=', by.username)
      .executeTakeFirstOrThrow();
    const ofAddress = await failuresSince
      .select((eb) => eb.fn.countAll<number>().as('address'))
      .where('client_address', '=', by.clientAddress)
      .executeTakeFirstOrThrow();
    return {
      account: Number(ofAccount.account),
      accountAtAddress: Number(ofAccount.accountAtAddress ?? 0),
      address: Number(ofAddress.address),
    };
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
