import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../database';
import type { Database } from '../schema';

/**
 * Dependencies for a service called inside the seed's open transaction: its own
 * `transaction()` joins that one (Kysely has no nested transactions), and the clock says when
 * the edit is dated. The edits read no setting and nothing of the database but its queries:
 * anything else read throws.
 */
export function depsWithin(db: Queryable, at: Date): AppDeps {
  const unexpected = (what: string) =>
    new Proxy(
      {},
      {
        get: (_, key) => {
          throw new Error(`demo seed: ${what}.${String(key)} is not expected to be read`);
        },
      },
    );
  const kysely: Kysely<Database> = db.isTransaction
    ? new Proxy(db, {
        get: (target, key) => {
          if (key === 'transaction') {
            return () => ({
              execute: <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
                work(target as Transaction<Database>),
            });
          }
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        },
      })
    : (db as Kysely<Database>);
  return {
    db: new Proxy(unexpected('db') as AppDeps['db'], {
      get: (target, key) => (key === 'kysely' ? kysely : Reflect.get(target, key)),
    }),
    config: unexpected('config') as AppDeps['config'],
    clock: () => at,
  };
}
