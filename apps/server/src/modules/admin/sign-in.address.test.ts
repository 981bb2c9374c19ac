import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestContext,
  t,
  type TestContext,
  useTestContext,
} from '../../test/harness';

/*
 * Which address sign-in counts (issue 12): with the default policy, behind TRUST_PROXY's
 * proxy 10.9.0.1 (X-Forwarded-For believed from it only), and without the setting.
 */
useTestContext({ config: { trustProxy: ['10.9.0.1'] } });

const PROXY = '10.9.0.1';

const attempt = (
  context: TestContext,
  username: string,
  password: string,
  from: { remoteAddress: string; forwardedFor?: string },
) =>
  context.call('POST', '/api/admin/login', {
    body: { username, password },
    remoteAddress: from.remoteAddress,
    ...(from.forwardedFor ? { headers: { 'x-forwarded-for': from.forwardedFor } } : {}),
  });

const lastAttemptAddress = async (context: TestContext, username: string) => {
  const row = await context.db.kysely
    .selectFrom('login_attempts')
    .select('client_address')
    .where('username', '=', username)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.client_address;
};

describe('an office behind one address', () => {
  it('does not stop the administrator after 35 failures on other accounts', async () => {
    const office = { remoteAddress: '192.0.2.10' };
    for (let i = 0; i < 35; i++) {
      expect((await attempt(t, `colleague${i}`, 'mistyped1', office)).status).toBe(400);
    }
    expect((await attempt(t, 'admin', ADMIN_PASSWORD, office)).status).toBe(200);
  });
});

describe('TRUST_PROXY set', () => {
  it("counts the client address the trusted proxy forwards, one client's failures not another's", async () => {
    const user = await t.buildUser({ group: '1-SCM', password: 'right-one1' });
    const alice = { remoteAddress: PROXY, forwardedFor: '203.0.113.5' };
    const bob = { remoteAddress: PROXY, forwardedFor: '203.0.113.6' };
    for (let i = 0; i < 10; i++) {
      expect((await attempt(t, user.username, 'wrong-one1', alice)).status).toBe(400);
    }
    expect(await lastAttemptAddress(t, user.username)).toBe('203.0.113.5');
    expect((await attempt(t, user.username, 'right-one1', alice)).status).toBe(429);
    expect((await attempt(t, user.username, 'right-one1', bob)).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    await attempt(t, 'spoofer', 'whatever1', {
      remoteAddress: '198.51.100.7',
      forwardedFor: '203.0.113.99',
    });
    expect(await lastAttemptAddress(t, 'spoofer')).toBe('198.51.100.7');
  });
});

describe('TRUST_PROXY unset', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext();
  });
  afterAll(() => plain.close());

  it('takes the socket address and ignores X-Forwarded-For', async () => {
    const from = { remoteAddress: PROXY, forwardedFor: '203.0.113.5' };
    await attempt(plain, 'behind-proxy', 'whatever1', from);
    expect(await lastAttemptAddress(plain, 'behind-proxy')).toBe(PROXY);
  });
});
