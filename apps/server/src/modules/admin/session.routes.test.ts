import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, errorFields, t, useTestContext } from '../../test/harness';

useTestContext();

const login = (username: string, password: string, lang?: 'zh' | 'en') =>
  t.call<{ token: string; tokenHead: string }>('POST', '/api/admin/login', {
    body: { username, password },
    ...(lang ? { lang } : {}),
  });

describe('POST /api/admin/login', () => {
  it('signs in with an opaque token and tokenHead "Bearer "', async () => {
    const answer = await login('admin', ADMIN_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.tokenHead).toBe('Bearer ');
    expect(answer.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.kysely.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(answer.body.data.token);
  });

  it('trims the user ID', async () => {
    expect((await login('  admin  ', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('gives one message for a wrong password and an unknown user, in both languages', async () => {
    const wrongPassword = await login('admin', 'wrong-pass');
    const unknownUser = await login('nobody-here', ADMIN_PASSWORD);
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('Incorrect user ID or password');
    expect(unknownUser.body).toEqual(wrongPassword.body);
    expect((await login('nobody-here', 'x12', 'zh')).body.message).toBe('用户名或密码错误');
  });

  it('applies the limits: user ID 3–24 (spec §5), password 3–64 (issue 12), naming the field', async () => {
    const cases: [string, string, string][] = [
      ['ab', 'secret', 'username'],
      ['a'.repeat(25), 'secret', 'username'],
      ['   ab   ', 'secret', 'username'],
      ['admin', 'ab', 'password'],
      ['admin', 'p'.repeat(65), 'password'],
    ];
    for (const [username, password, field] of cases) {
      const answer = await login(username, password);
      expect(answer.status, `${username}/${password}`).toBe(400);
      expect(errorFields(answer)[0]).toBe(field);
    }
    const missing = await t.call('POST', '/api/admin/login', { body: { username: 'admin' } });
    expect(missing.body.message).toBe('Password: cannot be empty');
    const extra = await t.call('POST', '/api/admin/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD, remember: true },
      lang: 'zh',
    });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe('remember：不是可接受的字段');
  });

  it('audits every sign-in, failed or not', async () => {
    const rows = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .execute();
    expect(rows.some((row) => row.action === 'login')).toBe(true);
    expect(
      rows.some((row) => row.action === 'login.failed' && row.entity_id === 'nobody-here'),
    ).toBe(true);
  });
});

describe('POST /api/admin/logout and sessions', () => {
  it('revokes the session at once; a second logout is harmless', async () => {
    const token = await t.adminToken();
    expect((await t.call('GET', '/api/admin/info', { token })).status).toBe(200);
    const out = await t.call('POST', '/api/admin/logout', { token });
    expect(out.body).toEqual({ code: 200, message: 'Success', data: null });
    const after = await t.call('GET', '/api/admin/info', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(
      'You have been logged out, you can cancel staying on this page or login again',
    );
    expect((await t.call('POST', '/api/admin/logout', { token })).status).toBe(200);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'logout')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('expires a session after 7 days with the spec timeout message', async () => {
    const token = await t.adminToken();
    t.advanceClock(7 * 24 * 60 * 60 * 1000 - 60_000);
    expect((await t.call('GET', '/api/admin/info', { token })).status).toBe(200);
    t.advanceClock(2 * 60_000);
    const expired = await t.call('GET', '/api/admin/info', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(
      'Session Timeout, You have been logged out due to inactivity, please login again',
    );
  });

  it('keeps sessions apart: one logout does not end another', async () => {
    const first = await t.adminToken();
    const second = await t.adminToken();
    await t.call('POST', '/api/admin/logout', { token: first });
    expect((await t.call('GET', '/api/admin/info', { token: second })).status).toBe(200);
  });

  it('refuses a token given without the Bearer head', async () => {
    const token = await t.adminToken();
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/info',
      headers: { authorization: token },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('POST /api/admin/checkIsLogin', () => {
  it('tells whether the account has a live session elsewhere, given its credentials', async () => {
    const user = await t.buildUser({ group: '3-Logistic', password: 'pass1234' });
    const ask = () =>
      t.call<boolean>('POST', '/api/admin/checkIsLogin', {
        body: { username: user.username, password: 'pass1234' },
      });
    expect((await ask()).body.data).toBe(false);
    const token = await t.login(user.username, 'pass1234');
    expect((await ask()).body.data).toBe(true);
    await t.call('POST', '/api/admin/logout', { token });
    expect((await ask()).body.data).toBe(false);
  });

  it('answers nothing without the right password', async () => {
    const answer = await t.call('POST', '/api/admin/checkIsLogin', {
      body: { username: 'admin', password: 'nope-nope' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeNull();
  });
});
