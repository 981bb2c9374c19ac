import { describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';

/*
 * Wrong passwords sent at once (issue 23 §3): with the default policy (lock at 30 failures
 * of one user ID from all addresses), each guess from its own address so neither per-address
 * throttle answers first. The lock must fall exactly at the 30th failure however many arrive
 * together, on one process as on several.
 */
useTestContext();

const PASSWORD = 'right-one1';
const WRONG = 'wrong-one1';
let nextAddress = 1;

/** A client address no other attempt in this file has used. */
const freshAddress = () => {
  const n = nextAddress++;
  return `10.23.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

const attempt = (username: string, password: string) =>
  t.call('POST', '/api/admin/login', {
    body: { username, password },
    remoteAddress: freshAddress(),
  });

const guessesAtOnce = async (username: string, n: number) =>
  Promise.all(Array.from({ length: n }, () => attempt(username, WRONG)));

async function accountState(id: number) {
  const user = await t.db.kysely
    .selectFrom('users')
    .select(['failed_login_count', 'locked_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const locks = await t.db.kysely
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', 'user.lock')
    .where('entity_id', '=', String(id))
    .executeTakeFirstOrThrow();
  return {
    failures: user.failed_login_count,
    locked: user.locked_until !== null,
    lockAudits: Number(locks.n),
  };
}

describe('wrong passwords sent at once', () => {
  it('counts all 29 and does not lock', async () => {
    const user = await t.buildUser({ group: '1-SCM', password: PASSWORD });
    const answers = await guessesAtOnce(user.username, 29);
    expect(answers.map((answer) => answer.status)).toEqual(Array(29).fill(400));
    expect(await accountState(user.id)).toEqual({ failures: 29, locked: false, lockAudits: 0 });
    expect((await attempt(user.username, PASSWORD)).status).toBe(200);
  });

  it('locks at the 30th, once; the right password is then refused like a wrong one', async () => {
    const user = await t.buildUser({ group: '1-SCM', password: PASSWORD });
    const answers = await guessesAtOnce(user.username, 30);
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(400));
    expect(await accountState(user.id)).toEqual({ failures: 30, locked: true, lockAudits: 1 });

    const right = await attempt(user.username, PASSWORD);
    const wrong = await attempt(user.username, WRONG);
    expect(right.status).toBe(400);
    expect(right.body).toEqual(wrong.body);
    expect(right.body.message).toContain('30');
  });

  it('locks once when more than the limit arrive together', async () => {
    const user = await t.buildUser({ group: '1-SCM', password: PASSWORD });
    await guessesAtOnce(user.username, 45);
    expect(await accountState(user.id)).toEqual({ failures: 45, locked: true, lockAudits: 1 });
  });
});
