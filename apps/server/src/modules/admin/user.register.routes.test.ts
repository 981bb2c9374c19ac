import type { UserItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupId } from '../../test/access-rows';
import { admin, t, useTestContext } from '../../test/harness';

/** POST /api/admin/register: what a new user looks like, and every refusal leaves no trace. */
useTestContext({ admin: true });

let viewGroupId: number;
let supplierGroupId: number;

const userCount = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const register = (body: Record<string, unknown>, lang?: 'zh' | 'en') =>
  t.call<UserItem & { errors: { field: string; message: string }[] }>(
    'POST',
    '/api/admin/register',
    {
      token: admin,
      body,
      ...(lang ? { lang } : {}),
    },
  );

let made = 0;
const valid = (overrides: Record<string, unknown> = {}) => ({
  username: `newUser${++made}`,
  password: 'secret12',
  nickname: 'New Person',
  email: 'new.person@example.com',
  groupId: viewGroupId,
  ...overrides,
});

beforeAll(async () => {
  viewGroupId = await groupId('2-View');
  supplierGroupId = await groupId('7-Supplier');
});

describe('POST /api/admin/register', () => {
  it('creates a supplier user and answers it with its group and suppliers, never the password', async () => {
    const acme = await t.buildSupplier({ code: 'REG-B', name: 'Beta Ltd' });
    const beta = await t.buildSupplier({ code: 'REG-A', name: 'Alpha Ltd' });
    const answer = await register(
      valid({
        username: 'supplierNew',
        password: 'Pw!7secret',
        groupId: supplierGroupId,
        supplierIds: [acme.id, beta.id],
      }),
    );

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      username: 'supplierNew',
      nickname: 'New Person',
      email: 'new.person@example.com',
      status: 1,
      locked: 0,
      failedLoginCount: 0,
      groupId: supplierGroupId,
      groupName: '7-Supplier',
      supplierList: [
        { id: beta.id, code: 'REG-A', name: 'Alpha Ltd' },
        { id: acme.id, code: 'REG-B', name: 'Beta Ltd' },
      ],
      lastLoginAt: null,
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/password|argon2|Pw!7secret/i);

    // The new user can sign in with the password they were given, which is stored hashed.
    expect(await t.login('supplierNew', 'Pw!7secret')).toEqual(expect.any(String));
    const stored = await t.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'supplierNew')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('trims the user ID', async () => {
    const answer = await register(valid({ username: '  trimmedName  ' }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.username).toBe('trimmedName');
    expect(await t.login('trimmedName', 'secret12')).toEqual(expect.any(String));
  });

  it('accepts every field at its longest, in Chinese too, and links a repeated supplier once', async () => {
    const supplier = await t.buildSupplier();
    const body = valid({
      username: '用'.repeat(24),
      password: 'p'.repeat(64),
      nickname: '昵'.repeat(50),
      email: `${'e'.repeat(88)}@example.com`,
      groupId: supplierGroupId,
      supplierIds: [supplier.id, supplier.id],
    });
    const answer = await register(body);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      username: body.username,
      nickname: body.nickname,
      email: body.email,
    });
    expect(answer.body.data.supplierList.map((s) => s.id)).toEqual([supplier.id]);
    expect((await register(valid({ username: 'abc', password: 'pwd45678' }))).status).toBe(200);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a user ID under 3 characters', { username: 'ab' }, 'username'],
    ['a user ID that is under 3 characters once trimmed', { username: '   ab   ' }, 'username'],
    ['a user ID over 24 characters', { username: 'u'.repeat(25) }, 'username'],
    ['a password under 8 characters', { password: 'pwd4567' }, 'password'],
    ['a password over 64 characters', { password: 'p'.repeat(65) }, 'password'],
    ['a missing nickname', { nickname: undefined }, 'nickname'],
    ['a nickname over 50 characters', { nickname: 'n'.repeat(51) }, 'nickname'],
    ['a blank nickname', { nickname: '   ' }, 'nickname'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
    ['an unknown field', { role: 'admin' }, 'role'],
    ['a group that is not a number', { groupId: 'two' }, 'groupId'],
  ];

  it.each(refusals)(
    'refuses %s with 400 naming the field, and creates no user',
    async (_, overrides, field) => {
      const before = await userCount();
      const answer = await register(valid(overrides));
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(400);
      expect(answer.body.data.errors.map((error) => error.field)).toEqual([field]);
      expect(await userCount()).toBe(before);
    },
  );

  it('words validation messages in the caller language', async () => {
    const en = await register(valid({ username: 'ab' }));
    expect(en.body.message).toBe('User ID: must be at least 3 characters');
    const zh = await register(valid({ username: 'ab', nickname: undefined }), 'zh');
    expect(zh.body.data.errors).toEqual([
      { field: 'username', message: '用户名：至少 3 个字符' },
      { field: 'nickname', message: '昵称：不能为空' },
    ]);
  });

  it('refuses a user ID already taken with 409', async () => {
    await t.buildUser({ group: '2-View', username: 'takenName' });
    const before = await userCount();
    const en = await register(valid({ username: 'takenName' }));
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('User ID takenName already exists');
    const zh = await register(valid({ username: ' takenName ' }), 'zh');
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe('用户名 takenName 已存在');
    expect(await userCount()).toBe(before);
  });

  it('refuses an unknown group with 422', async () => {
    const before = await userCount();
    const answer = await register(valid({ groupId: 999_999 }));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('The group does not exist');
    expect(await userCount()).toBe(before);
  });

  it("refuses a '7-Supplier' user without suppliers with 422", async () => {
    const before = await userCount();
    for (const body of [
      valid({ groupId: supplierGroupId }),
      valid({ groupId: supplierGroupId, supplierIds: [] }),
    ]) {
      const answer = await register(body);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('A supplier user needs at least one supplier');
    }
    const qrc = await register(valid({ groupId: await groupId('11-Supplier QRC') }), 'zh');
    expect(qrc.status).toBe(422);
    expect(qrc.body.message).toBe('供应商用户至少需要添加一个供应商');
    expect(await userCount()).toBe(before);
  });

  it('refuses an unknown supplier with 422 naming it, and writes no partial user', async () => {
    const known = await t.buildSupplier();
    const before = await userCount();
    const links = await t.db.kysely.selectFrom('user_suppliers').selectAll().execute();
    const answer = await register(
      valid({ username: 'halfMade', groupId: supplierGroupId, supplierIds: [known.id, 999_999] }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Supplier 999999 does not exist');
    expect(await userCount()).toBe(before);
    expect(await t.db.kysely.selectFrom('user_suppliers').selectAll().execute()).toEqual(links);
    expect(
      await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'halfMade')
        .execute(),
    ).toEqual([]);
  });
});
