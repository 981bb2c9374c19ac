import { describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';

useTestContext({
  loginPolicy: {
    lockAfterFailures: 3,
    maxFailuresPerAccount: 5,
    maxFailuresPerAddress: 8,
    windowMs: 60_000,
  },
});

const attempt = (username: string, password: string, address = '10.0.0.1') =>
  t.call('POST', '/api/admin/login', {
    body: { username, password },
    remoteAddress: address,
  });

describe('account locking', () => {
  it('locks after repeated failures, ends live sessions, and only an administrator unlocks', async () => {
    const user = await t.buildUser({ group: '1-SCM', password: 'right-one' });
    const token = await t.login(user.username, 'right-one');
    for (let i = 0; i < 3; i++)
      expect((await attempt(user.username, 'wrong-one')).status).toBe(400);

    expect((await t.call('GET', '/api/admin/info', { token })).status).toBe(401);
    const locked = await attempt(user.username, 'right-one');
    expect(locked.status).toBe(403);
    expect(locked.body.message).toMatch(/locked/);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'user.lock')
      .where('entity_id', '=', String(user.id))
      .execute();
    expect(audit).toHaveLength(1);

    const admin = await t.adminToken();
    const unlocked = await t.call('POST', `/api/admin/updateStatus/${user.id}`, {
      token: admin,
      query: { locked: 0 },
    });
    expect(unlocked.body.data).toMatchObject({ locked: 0, failedLoginCount: 0 });
    expect((await attempt(user.username, 'right-one')).status).toBe(200);
  });

  it('resets the failure count on a good sign-in', async () => {
    const user = await t.buildUser({ group: '1-SCM', password: 'right-one' });
    await attempt(user.username, 'wrong-one');
    await attempt(user.username, 'wrong-one');
    expect((await attempt(user.username, 'right-one')).status).toBe(200);
    await attempt(user.username, 'wrong-one');
    await attempt(user.username, 'wrong-one');
    expect((await attempt(user.username, 'right-one')).status).toBe(200);
  });
});

describe('throttling', () => {
  it('throttles one user ID after too many failures, even an unknown one, with 429', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await attempt('ghost-user', 'whatever', `10.1.0.${i}`)).status).toBe(400);
    }
    const throttled = await attempt('ghost-user', 'whatever', '10.1.0.99');
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toBe('Too many attempts, please try again in 1 minutes');
    t.advanceClock(61_000);
    expect((await attempt('ghost-user', 'whatever', '10.1.0.100')).status).toBe(400);
  });

  it('throttles one client address across user IDs', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await attempt(`someone${i}`, 'whatever', '10.2.0.1')).status).toBe(400);
    }
    const throttled = await attempt('admin', 'admin123', '10.2.0.1');
    expect(throttled.status).toBe(429);
    expect((await attempt('admin', 'admin123', '10.2.0.2')).status).toBe(200);
  });
});

describe('disabled accounts', () => {
  it('cannot sign in, with a message that says so', async () => {
    const user = await t.buildUser({ group: '2-View', password: 'right-one', enabled: false });
    const answer = await t.call('POST', '/api/admin/login', {
      body: { username: user.username, password: 'right-one' },
      lang: 'zh',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('该账号已被禁用，请联系管理员启用');
  });
});
