import type { Page, UserItem } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, t, useTestContext } from '../../test/harness';

/*
 * Sign-in throttling and locking (docs/decisions, issue 12), with small
 * numbers: 3 failures of a user ID at one address → 429 there; 6 of a user ID from anywhere →
 * locked 2 minutes; 8 from one address over all user IDs → 429 for wrong passwords only.
 */
const WINDOW_MS = 60_000;
const LOCK_MS = 120_000;
useTestContext({
  loginPolicy: {
    windowMs: WINDOW_MS,
    maxFailuresPerAccountAddress: 3,
    lockAfterFailures: 6,
    lockMs: LOCK_MS,
    maxFailuresPerAddress: 8,
  },
});

const PASSWORD = 'right-one1';
const WRONG = 'wrong-one1';

const attempt = (username: string, password: string, address: string) =>
  t.call('POST', '/api/admin/login', { body: { username, password }, remoteAddress: address });

/** What a caller can tell apart: the status, the body and Retry-After. */
const seen = async (answer: ReturnType<typeof attempt>) => {
  const { status, body, headers } = await answer;
  return { status, body, retryAfter: headers['retry-after'] };
};

async function userRow(token: string, id: number) {
  const list = await t.call<Page<UserItem>>('GET', '/api/admin/list', {
    token,
    query: { pageSize: 100 },
  });
  return list.body.data.list.find((user) => user.id === id)!;
}

async function setLocked(id: number, locked: 0 | 1) {
  const answer = await t.call<UserItem>('POST', `/api/admin/updateStatus/${id}`, {
    token: await t.adminToken(),
    query: { locked },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('throttling one user ID at one address', () => {
  it('answers 429 there, right password included, while other addresses and IDs sign in', async () => {
    const user = await t.buildUser({ group: '1-SCM', password: PASSWORD });
    const other = await t.buildUser({ group: '1-SCM', password: PASSWORD });
    for (let i = 0; i < 3; i++) {
      expect((await attempt(user.username, WRONG, '10.0.0.1')).status).toBe(400);
    }
    const throttled = await attempt(user.username, PASSWORD, '10.0.0.1');
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toBe('Too many attempts, please try again in 1 minutes');
    expect(throttled.headers['retry-after']).toBe('60');

    expect((await attempt(user.username, PASSWORD, '10.0.0.2')).status).toBe(200);
    expect((await attempt(other.username, PASSWORD, '10.0.0.1')).status).toBe(200);
    expect((await attempt(user.username, PASSWORD, '10.0.0.1')).status).toBe(429);
    t.advanceClock(WINDOW_MS + 1_000);
    expect((await attempt(user.username, PASSWORD, '10.0.0.1')).status).toBe(200);
  });

  it('throttles an unknown user ID the same way', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await attempt('ghost-user', 'whatever1', '10.0.1.1')).status).toBe(400);
    }
    expect((await attempt('ghost-user', 'whatever1', '10.0.1.1')).status).toBe(429);
    expect((await attempt('ghost-user', 'whatever1', '10.0.1.2')).status).toBe(400);
  });

  it('forgets the failures at that address on a good sign-in', async () => {
    const user = await t.buildUser({ group: '1-SCM', password: PASSWORD });
    for (let round = 0; round < 3; round++) {
      await attempt(user.username, WRONG, '10.0.2.1');
      await attempt(user.username, WRONG, '10.0.2.1');
      expect((await attempt(user.username, PASSWORD, '10.0.2.1')).status).toBe(200);
    }
  });
});

describe('automatic lock', () => {
  it('locks a user ID failing from many addresses, the same whatever the password, and lifts itself', async () => {
    const user = await t.buildUser({ group: '1-SCM', password: PASSWORD });
    const session = await t.login(user.username, PASSWORD);
    for (let i = 1; i <= 6; i++) {
      await attempt(user.username, WRONG, `10.1.0.${i}`);
      await attempt('ghost-locked', WRONG, `10.1.0.${i}`);
    }
    const admin = await t.adminToken();
    const row = await userRow(admin, user.id);
    expect(row).toMatchObject({ locked: 1, failedLoginCount: 6 });
    expect(Date.parse(row.lockedUntil!)).toBeGreaterThan(Date.now());

    const right = await seen(attempt(user.username, PASSWORD, '10.1.0.50'));
    const wrong = await seen(attempt(user.username, WRONG, '10.1.0.51'));
    expect(right.status).toBe(400);
    expect(right).toEqual(wrong);
    expect(right.body.message).toBe(
      'Incorrect user ID or password. After 6 failed sign-ins an account is locked for 2 minutes; an administrator can unlock it sooner',
    );
    // A user ID that does not exist answers exactly the same: the lock tells nothing.
    expect(await seen(attempt('ghost-locked', PASSWORD, '10.1.0.52'))).toEqual(right);

    // A stranger's failures do not sign the owner out.
    expect((await t.call('GET', '/api/admin/info', { token: session })).status).toBe(200);
    const locks = await t.db.kysely
      .selectFrom('audit_log')
      .select('reason')
      .where('action', '=', 'user.lock')
      .where('entity_id', '=', String(user.id))
      .execute();
    expect(locks).toEqual([{ reason: '6 failed sign-ins within 1 minutes' }]);

    t.advanceClock(LOCK_MS + 1_000);
    expect((await userRow(admin, user.id)).locked).toBe(0);
    expect((await attempt(user.username, PASSWORD, '10.1.0.53')).status).toBe(200);
    expect(await userRow(admin, user.id)).toMatchObject({
      locked: 0,
      lockedUntil: null,
      failedLoginCount: 0,
    });
  });

  it('an administrator unlocking clears every counter of the account at once', async () => {
    const user = await t.buildUser({ group: '1-SCM', password: PASSWORD });
    for (const address of ['10.3.0.1', '10.3.0.2']) {
      for (let i = 0; i < 3; i++) await attempt(user.username, WRONG, address);
    }
    expect((await attempt(user.username, PASSWORD, '10.3.0.1')).status).toBe(429);
    expect((await attempt(user.username, PASSWORD, '10.3.0.3')).status).toBe(400);

    const unlocked = await setLocked(user.id, 0);
    expect(unlocked).toMatchObject({ locked: 0, lockedUntil: null, failedLoginCount: 0 });
    expect((await attempt(user.username, PASSWORD, '10.3.0.1')).status).toBe(200);
    expect((await attempt(user.username, PASSWORD, '10.3.0.2')).status).toBe(200);
  });
});

describe("an administrator's lock", () => {
  it('answers the same whatever the password, never lifts itself, and unlocking signs in at once', async () => {
    const user = await t.buildUser({ group: '1-SCM', password: PASSWORD });
    const session = await t.login(user.username, PASSWORD);
    expect(await setLocked(user.id, 1)).toMatchObject({ locked: 1, lockedUntil: null });
    expect((await t.call('GET', '/api/admin/info', { token: session })).status).toBe(401);

    const right = await seen(attempt(user.username, PASSWORD, '10.2.0.1'));
    const wrong = await seen(attempt(user.username, WRONG, '10.2.0.2'));
    expect(right).toEqual(wrong);
    expect(right).toMatchObject({
      status: 400,
      body: { message: 'Incorrect user ID or password' },
    });

    t.advanceClock(LOCK_MS + WINDOW_MS);
    expect((await attempt(user.username, PASSWORD, '10.2.0.1')).status).toBe(400);
    await setLocked(user.id, 0);
    expect((await attempt(user.username, PASSWORD, '10.2.0.1')).status).toBe(200);
  });
});

describe('one address failing on many user IDs', () => {
  it('gets 429 for wrong passwords, but a right one to an unlocked account still signs in', async () => {
    const sprayer = '10.4.0.1';
    for (let i = 0; i < 8; i++) {
      expect((await attempt(`sprayed${i}`, 'Spring2025', sprayer)).status).toBe(400);
    }
    const member = await t.buildUser({ group: '2-View', password: PASSWORD });
    expect((await attempt(member.username, WRONG, sprayer)).status).toBe(429);
    expect((await attempt('sprayed99', 'Spring2025', sprayer)).status).toBe(429);
    expect((await attempt('admin', ADMIN_PASSWORD, sprayer)).status).toBe(200);
    expect((await attempt(member.username, PASSWORD, sprayer)).status).toBe(200);

    const locked = await t.buildUser({ group: '2-View', password: PASSWORD, locked: true });
    const right = await seen(attempt(locked.username, PASSWORD, sprayer));
    expect(right.status).toBe(429);
    expect(await seen(attempt(locked.username, WRONG, sprayer))).toEqual(right);
  });
});

describe('disabled accounts', () => {
  it('cannot sign in, with a message that says so', async () => {
    const user = await t.buildUser({ group: '2-View', password: PASSWORD, enabled: false });
    const answer = await t.call('POST', '/api/admin/login', {
      body: { username: user.username, password: PASSWORD },
      lang: 'zh',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('该账号已被禁用，请联系管理员启用');
  });
});
