import type { Page, SupplierItem, UserItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';

/**
 * Editing, disabling, locking and deleting users: each change that should end a user's
 * sessions does so at once (QUALITY "Sessions"), and the audit trail never holds a password.
 */
useTestContext({ admin: true });

let adminId: number;

beforeAll(async () => {
  adminId = (
    await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow()
  ).id;
});

/** Any signed-in call: answers 200 while the session lives, 401 once it is revoked. */
const whoAmI = (token: string) => t.call('GET', '/api/admin/info', { token });
const setStatus = (id: number, query: Record<string, number>, lang?: 'zh') =>
  t.call<UserItem>('POST', `/api/admin/updateStatus/${id}`, {
    token: admin,
    query,
    ...(lang ? { lang } : {}),
  });
const tryLogin = (username: string, password: string, lang?: 'zh') =>
  t.call('POST', '/api/admin/login', { body: { username, password }, ...(lang ? { lang } : {}) });

describe('POST /api/admin/update/:id', () => {
  it('edits the profile and replaces the supplier list, which rescopes the user at once', async () => {
    const [a, b, c] = [await t.buildSupplier(), await t.buildSupplier(), await t.buildSupplier()];
    const user = await t.signedInUser('7-Supplier', { supplierIds: [a.id] });
    const answer = await t.call<UserItem>('POST', `/api/admin/update/${user.id}`, {
      token: admin,
      body: { nickname: 'Renamed', email: 'renamed@example.com', supplierIds: [c.id, b.id] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: user.id,
      nickname: 'Renamed',
      email: 'renamed@example.com',
    });
    expect(answer.body.data.supplierList.map((s) => s.id)).toEqual([b.id, c.id]);

    // No new password: the session lives on, and now sees the new suppliers only.
    expect((await whoAmI(user.token)).status).toBe(200);
    expect((await t.call('GET', `/api/suppliers/${a.id}`, { token: user.token })).status).toBe(404);
    const seen = await t.call<Page<SupplierItem>>('GET', '/api/suppliers', { token: user.token });
    expect(seen.body.data.list.map((s) => s.id)).toEqual([b.id, c.id]);
  });

  it('keeps email and avatar when the request leaves them out, and clears them on ""', async () => {
    const user = await t.buildUser({ group: '3-Logistic', email: 'kept@example.com' });
    const update = (body: Record<string, string>) =>
      t.call<UserItem>('POST', `/api/admin/update/${user.id}`, { token: admin, body });
    expect((await update({ nickname: 'Only nickname' })).body.data).toMatchObject({
      nickname: 'Only nickname',
      email: 'kept@example.com',
    });
    expect((await update({ nickname: 'Cleared', email: '' })).body.data.email).toBe('');
  });

  it('sets a new password: the old session ends at once and only the new password signs in', async () => {
    const user = await t.signedInUser('2-View');
    const answer = await t.call<UserItem>('POST', `/api/admin/update/${user.id}`, {
      token: admin,
      body: { nickname: 'Same', password: 'fresh-pass1' },
    });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toMatch(/password|fresh-pass1/i);
    expect((await whoAmI(user.token)).status).toBe(401);
    expect((await tryLogin(user.username, user.password)).status).toBe(400);
    const token = await t.login(user.username, 'fresh-pass1');
    expect((await whoAmI(token)).status).toBe(200);
  });

  it('keeps the password and the session when the password is left blank', async () => {
    const user = await t.signedInUser('2-View');
    const answer = await t.call('POST', `/api/admin/update/${user.id}`, {
      token: admin,
      body: { nickname: 'Blank pw', password: '' },
    });
    expect(answer.status).toBe(200);
    expect((await whoAmI(user.token)).status).toBe(200);
  });

  it("refuses emptying a supplier user's supplier list with 422", async () => {
    const supplier = await t.buildSupplier();
    const user = await t.buildUser({ group: '11-Supplier QRC', supplierIds: [supplier.id] });
    const answer = await t.call('POST', `/api/admin/update/${user.id}`, {
      token: admin,
      body: { nickname: 'No suppliers', supplierIds: [] },
    });
    expect(answer.status).toBe(422);
    const links = await t.db.kysely
      .selectFrom('user_suppliers')
      .select('supplier_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(links).toEqual([{ supplier_id: supplier.id }]);
  });

  it('answers 404 for an unknown user', async () => {
    const answer = await t.call('POST', '/api/admin/update/999999', {
      token: admin,
      body: { nickname: 'Nobody' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('The record does not exist');
  });
});

describe('POST /api/admin/updateStatus/:id', () => {
  it('disabling ends the session at once and refuses sign-in; enabling lets the user back', async () => {
    const user = await t.signedInUser('2-View');
    const disabled = await setStatus(user.id, { status: 0 });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.status).toBe(0);
    expect((await whoAmI(user.token)).status).toBe(401);

    const refused = await tryLogin(user.username, user.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'This account is disabled; ask an administrator to enable it',
    );
    const refusedZh = await tryLogin(user.username, user.password, 'zh');
    expect(refusedZh.body.message).toBe('该账号已被禁用，请联系管理员启用');

    expect((await setStatus(user.id, { status: 1 })).body.data.status).toBe(1);
    expect((await whoAmI(await t.login(user.username, user.password))).status).toBe(200);
  });

  it('locking ends the session; unlocking lets the user back with the failure count reset', async () => {
    const user = await t.signedInUser('2-View');
    for (let i = 0; i < 2; i++)
      expect((await tryLogin(user.username, 'wrong-pw')).status).toBe(400);

    const locked = await setStatus(user.id, { locked: 1 });
    expect(locked.body.data).toMatchObject({ locked: 1, failedLoginCount: 2 });
    expect((await whoAmI(user.token)).status).toBe(401);
    // issue 12: a locked account answers a right password as a wrong one
    const right = await tryLogin(user.username, user.password);
    expect(right.status).toBe(400);
    expect(right.body).toEqual((await tryLogin(user.username, 'wrong-pw')).body);

    const unlocked = await setStatus(user.id, { locked: 0 });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data).toMatchObject({ locked: 0, lockedUntil: null, failedLoginCount: 0 });
    expect((await whoAmI(await t.login(user.username, user.password))).status).toBe(200);
  });

  it('unlocking forgets the failed sign-ins that throttle the account, at once', async () => {
    const user = await t.buildUser({ group: '2-View' });
    for (let i = 0; i < 10; i++) await tryLogin(user.username, 'wrong-pw');
    const throttled = await tryLogin(user.username, user.password);
    expect(throttled.status).toBe(429);

    expect((await setStatus(user.id, { locked: 0 })).body.data).toMatchObject({
      locked: 0,
      failedLoginCount: 0,
    });
    expect((await tryLogin(user.username, user.password)).status).toBe(200);
  });

  it('refuses an administrator disabling or locking their own account with 422', async () => {
    const disable = await setStatus(adminId, { status: 0 });
    expect(disable.status).toBe(422);
    expect(disable.body.message).toBe('You cannot disable or lock your own account');
    const lock = await setStatus(adminId, { locked: 1 }, 'zh');
    expect(lock.status).toBe(422);
    expect(lock.body.message).toBe('不能禁用或锁定自己的账号');
    expect((await whoAmI(admin)).status).toBe(200);
  });

  it('refuses disabling, locking or deleting the last enabled super administrator with 422', async () => {
    const other = await t.signedInUser('10-Administrator');
    for (const query of [{ status: 0 }, { locked: 1 }] as Record<string, number>[]) {
      const answer = await t.call('POST', `/api/admin/updateStatus/${adminId}`, {
        token: other.token,
        query,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('At least one enabled super administrator must remain');
    }
    const deleted = await t.call('POST', `/api/admin/delete/${adminId}`, { token: other.token });
    expect(deleted.status).toBe(422);
    expect((await whoAmI(admin)).status).toBe(200);
  });

  it('refuses a call with neither status nor locked with 400, and an unknown user with 404', async () => {
    const user = await t.buildUser({ group: '2-View' });
    const answer = await t.call<{ errors: { field: string }[] }>(
      'POST',
      `/api/admin/updateStatus/${user.id}`,
      {
        token: admin,
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.map((error) => error.field)).toEqual(['status']);
    expect((await setStatus(user.id, { status: 2 })).status).toBe(400);
    expect((await setStatus(999_999, { status: 0 })).status).toBe(404);
  });
});

describe('POST /api/admin/delete/:id', () => {
  it('deletes a user: their session ends at once and they leave the list', async () => {
    const supplier = await t.buildSupplier();
    const user = await t.signedInUser('7-Supplier', { supplierIds: [supplier.id] });
    const answer = await t.call('POST', `/api/admin/delete/${user.id}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    expect((await whoAmI(user.token)).status).toBe(401);
    const listed = await t.call<Page<UserItem>>('GET', '/api/admin/list', {
      token: admin,
      query: { keyword: user.username },
    });
    expect(listed.body.data).toMatchObject({ list: [], total: 0 });
    expect((await tryLogin(user.username, user.password)).status).toBe(400);

    const again = await t.call('POST', `/api/admin/delete/${user.id}`, {
      token: admin,
      lang: 'zh',
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('记录不存在');
  });

  it('refuses an administrator deleting their own account with 422', async () => {
    const answer = await t.call('POST', `/api/admin/delete/${adminId}`, { token: admin });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('You cannot delete your own account');
    expect((await whoAmI(admin)).status).toBe(200);
  });
});

describe('the audit trail of user administration', () => {
  it('records create, status and delete, and never a password', async () => {
    const view = await t.db.kysely
      .selectFrom('user_groups')
      .select('id')
      .where('name', '=', '2-View')
      .executeTakeFirstOrThrow();
    const created = await t.call<UserItem>('POST', '/api/admin/register', {
      token: admin,
      body: {
        username: 'auditedUser',
        password: 'audit-pw-1',
        nickname: 'Audited',
        groupId: view.id,
      },
    });
    const id = created.body.data.id;
    await t.call('POST', `/api/admin/update/${id}`, {
      token: admin,
      body: { nickname: 'Audited 2', password: 'audit-pw-2' },
    });
    await setStatus(id, { status: 0 });
    await t.call('POST', `/api/admin/delete/${id}`, { token: admin });

    const rows = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'before_json', 'after_json'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.action)).toEqual([
      'user.create',
      'user.update+resetPassword',
      'user.status',
      'user.delete',
    ]);
    expect(rows.every((row) => row.actor_name === 'admin')).toBe(true);
    expect(JSON.parse(rows[2]!.after_json!)).toMatchObject({ username: 'auditedUser', enabled: 0 });

    const all = await t.db.kysely
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .execute();
    for (const row of all) {
      expect(`${row.before_json ?? ''} ${row.after_json ?? ''}`).not.toMatch(
        /password|argon2|audit-pw|secret/i,
      );
    }
  });
});
