import type { UserItem } from '@lading/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  createTestContext,
  errorFields,
  t,
  type TestContext,
  useTestContext,
} from '../../test/harness';

/*
 * Password lengths (issue 12): up to 64 everywhere; at least 8 for a new or changed one
 * (create user, reset, change, supplier accounts); sign-in never checks the minimum.
 */
useTestContext({ admin: true });

const LONGEST = 'L'.repeat(63) + '9';
let viewGroupId: number;
let supplierId: number;

beforeAll(async () => {
  viewGroupId = (await t.buildUser({ group: '2-View' })).groupId;
  supplierId = (await t.buildSupplier()).id;
});

const register = (context: TestContext, token: string, username: string, password: string) =>
  context.call<UserItem>('POST', '/api/admin/register', {
    token,
    body: { username, password, nickname: username, groupId: viewGroupId },
  });

describe('new passwords', () => {
  it('accepts 64 characters, which then sign in, and refuses 65 naming the field', async () => {
    expect((await register(t, admin, 'longest', LONGEST)).status).toBe(200);
    expect(await t.login('longest', LONGEST)).toEqual(expect.any(String));
    const tooLong = await register(t, admin, 'toolong', LONGEST + 'x');
    expect(tooLong.status).toBe(400);
    expect(errorFields(tooLong)).toEqual(['password']);
    expect(tooLong.body.message).toBe('Password: must be at most 64 characters');
  });

  it('refuses 7 characters when creating, resetting, changing and for supplier accounts', async () => {
    const seven = 'seven77';
    const created = await register(t, admin, 'sevenchars', seven);
    expect(created.status).toBe(400);
    expect(created.body.message).toBe('Password: must be at least 8 characters');

    const user = await t.signedInUser('2-View', { password: 'eight888' });
    const reset = await t.call('POST', `/api/admin/update/${user.id}`, {
      token: admin,
      body: { nickname: 'Seven', password: seven },
      lang: 'zh',
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe('密码：至少 8 个字符');

    const changed = await t.call('POST', '/api/admin/changePassword', {
      token: user.token,
      body: { oldPassword: 'eight888', newPassword: seven, retypeNewPassword: seven },
    });
    expect(changed.status).toBe(400);
    expect(errorFields(changed)).toEqual(['newPassword', 'retypeNewPassword']);

    const account = await t.call('POST', '/api/supplier-accounts', {
      token: admin,
      body: {
        username: 'sevensupp',
        password: seven,
        nickname: 'Seven',
        group: '7-Supplier',
        supplierId,
      },
    });
    expect(account.status).toBe(400);
    expect(errorFields(account)).toEqual(['password']);
    const resetAccount = await t.call('POST', `/api/supplier-accounts/${user.id}/password`, {
      token: admin,
      body: { password: seven },
    });
    expect(resetAccount.status).toBe(400);
    expect(errorFields(resetAccount)).toEqual(['password']);
  });

  it('changes to 64 characters', async () => {
    const user = await t.signedInUser('2-View', { password: 'eight888' });
    const changed = await t.call('POST', '/api/admin/changePassword', {
      token: user.token,
      body: { oldPassword: 'eight888', newPassword: LONGEST, retypeNewPassword: LONGEST },
    });
    expect(changed.status).toBe(200);
    expect(await t.login(user.username, LONGEST)).toEqual(expect.any(String));
  });
});

describe('passwords set under the older rules', () => {
  it('still sign in: a 6-character one, a 3-character one', async () => {
    for (const password of ['abc123', 'pwd']) {
      const user = await t.buildUser({ group: '2-View', password });
      expect(await t.login(user.username, password)).toEqual(expect.any(String));
    }
  });
});

describe('a higher minimum set with LADING_PASSWORD_MIN_LENGTH', () => {
  let strict: TestContext;
  let strictAdmin: string;
  beforeAll(async () => {
    strict = await createTestContext({ config: { passwordMinLength: 12 } });
    strictAdmin = await strict.adminToken();
  });
  afterAll(() => strict.close());

  it('refuses a shorter new password naming the limit, in both languages', async () => {
    const refused = await register(strict, strictAdmin, 'elevenchar', 'eleven-char');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The password must have at least 12 characters');
    const zh = await strict.call('POST', '/api/admin/register', {
      token: strictAdmin,
      body: { username: 'elevenzh', password: 'eleven-char', nickname: 'z', groupId: viewGroupId },
      lang: 'zh',
    });
    expect(zh.body.message).toBe('密码至少需要 12 个字符');
    expect((await register(strict, strictAdmin, 'twelvechar', 'twelve-chars')).status).toBe(200);
  });

  it('refuses it when changing, and lets a shorter existing password sign in', async () => {
    const user = await strict.signedInUser('2-View', { password: 'eight888' });
    const changed = await strict.call('POST', '/api/admin/changePassword', {
      token: user.token,
      body: { oldPassword: 'eight888', newPassword: 'nine-9999', retypeNewPassword: 'nine-9999' },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toBe('The password must have at least 12 characters');
    expect(await strict.login(user.username, 'eight888')).toEqual(expect.any(String));
  });
});
