import type { GroupRef, Page, UserItem } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { groupId } from '../../test/access-rows';
import { admin, t, useTestContext } from '../../test/harness';

/** Listing users, their group, and who may use the user screens at all. */
useTestContext({ admin: true });

const list = (query: Record<string, string | number>, token = admin) =>
  t.call<Page<UserItem>>('GET', '/api/admin/list', { token, query });

describe('GET /api/admin/list', () => {
  it('pages the users newest first, with a total over all pages', async () => {
    const made = [];
    for (let i = 1; i <= 5; i++)
      made.push(await t.buildUser({ group: '2-View', nickname: `Pager ${i}` }));
    const newestFirst = made.map((user) => user.id).reverse();

    const first = await list({ keyword: 'pager', pageNum: 1, pageSize: 2 });
    const second = await list({ keyword: 'pager', pageNum: 2, pageSize: 2 });
    const third = await list({ keyword: 'pager', pageNum: 3, pageSize: 2 });

    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 5, pageNum: 1, pageSize: 2 });
    expect(
      [first, second, third].flatMap((page) => page.body.data.list.map((user) => user.id)),
    ).toEqual(newestFirst);
    expect(third.body.data.list).toHaveLength(1);
  });

  it('matches the keyword on user ID, nickname or email, ignoring case', async () => {
    const user = await t.buildUser({
      group: '2-View',
      username: 'zebraKeeper',
      nickname: 'Harbour Master',
      email: 'Quayside@Ports.example',
    });
    for (const keyword of ['ZEBRAKEE', 'harbour mas', 'QUAYSIDE@ports']) {
      const answer = await list({ keyword });
      expect(
        answer.body.data.list.map((row) => row.id),
        keyword,
      ).toEqual([user.id]);
      expect(answer.body.data.total).toBe(1);
    }
    expect((await list({ keyword: 'no-such-person' })).body.data).toMatchObject({
      list: [],
      total: 0,
    });
  });

  it('filters by group, status and locked', async () => {
    const logisticId = await groupId('3-Logistic');
    const logistic = await t.buildUser({ group: '3-Logistic' });
    const disabled = await t.buildUser({ group: '2-View', enabled: false });
    const locked = await t.buildUser({ group: '2-View', locked: true });

    const byGroup = (await list({ groupId: logisticId, pageSize: 100 })).body.data.list;
    expect(byGroup.map((user) => user.id)).toContain(logistic.id);
    expect(
      byGroup.every((user) => user.groupId === logisticId && user.groupName === '3-Logistic'),
    ).toBe(true);

    const byStatus = (await list({ status: 0, pageSize: 100 })).body.data.list;
    expect(byStatus.map((user) => user.id)).toEqual([disabled.id]);

    const byLocked = (await list({ locked: 1, pageSize: 100 })).body.data.list;
    expect(byLocked.map((user) => user.id)).toEqual([locked.id]);
    expect(byLocked[0]).toMatchObject({ locked: 1, status: 1 });
  });

  it('refuses a page size over 100 with 400 naming pageSize', async () => {
    const answer = await t.call<{ errors: { field: string; message: string }[] }>(
      'GET',
      '/api/admin/list',
      {
        token: admin,
        query: { pageSize: 101 },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([
      { field: 'pageSize', message: 'Page size: must be at most 100' },
    ]);

    const zh = await t.call('GET', '/api/admin/list', {
      token: admin,
      query: { pageSize: 101 },
      lang: 'zh',
    });
    expect(zh.body.message).toBe('每页条数：不能大于 100');
  });

  it('never answers with a password or its hash', async () => {
    await t.buildUser({ group: '2-View', password: 'Hidden!pw9' });
    const answer = await list({ pageSize: 100 });
    const text = JSON.stringify(answer.body);
    expect(answer.body.data.list.length).toBeGreaterThan(1);
    expect(text).not.toMatch(/password|argon2|Hidden!pw9/i);
  });
});

describe('GET /api/admin/role/:id and POST /api/admin/role/update', () => {
  it("answers a user's group as a list of one", async () => {
    const user = await t.buildUser({ group: '4-MQ' });
    const answer = await t.call<GroupRef[]>('GET', `/api/admin/role/${user.id}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { id: await groupId('4-MQ'), name: '4-MQ', description: expect.any(String) },
    ]);
  });

  it('moves a user to another group', async () => {
    const user = await t.buildUser({ group: '4-MQ' });
    const opmId = await groupId('5-OPM');
    const moved = await t.call<GroupRef[]>('POST', '/api/admin/role/update', {
      token: admin,
      body: { adminId: user.id, roleIds: [opmId] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.map((group) => group.name)).toEqual(['5-OPM']);

    const row = (await list({ keyword: user.username })).body.data.list[0];
    expect(row).toMatchObject({ id: user.id, groupId: opmId, groupName: '5-OPM' });
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'user.role')
      .where('entity_id', '=', String(user.id))
      .execute();
    expect(audit).toEqual([
      {
        before_json: JSON.stringify({ groupId: user.groupId }),
        after_json: JSON.stringify({ groupId: opmId }),
      },
    ]);
  });

  it('refuses two groups with 400: a user has exactly one group', async () => {
    const user = await t.buildUser({ group: '4-MQ' });
    const body = { adminId: user.id, roleIds: [await groupId('5-OPM'), await groupId('6-DDC')] };
    const answer = await t.call<{ errors: { field: string }[] }>('POST', '/api/admin/role/update', {
      token: admin,
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('A user has exactly one group');
    expect(answer.body.data.errors.map((error) => error.field)).toEqual(['roleIds']);
    const zh = await t.call('POST', '/api/admin/role/update', { token: admin, body, lang: 'zh' });
    expect(zh.body.message).toContain('一个用户只能属于一个用户组');
    const still = await t.call<GroupRef[]>('GET', `/api/admin/role/${user.id}`, { token: admin });
    expect(still.body.data.map((group) => group.name)).toEqual(['4-MQ']);
  });

  it('refuses moving a user without suppliers into a supplier group with 422', async () => {
    const user = await t.buildUser({ group: '4-MQ' });
    const answer = await t.call('POST', '/api/admin/role/update', {
      token: admin,
      body: { adminId: user.id, roleIds: [await groupId('7-Supplier')] },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('A supplier user needs at least one supplier');
    const still = await t.call<GroupRef[]>('GET', `/api/admin/role/${user.id}`, { token: admin });
    expect(still.body.data.map((group) => group.name)).toEqual(['4-MQ']);

    const supplier = await t.buildSupplier();
    const linked = await t.buildUser({ group: '7-Supplier', supplierIds: [supplier.id] });
    const moved = await t.call<GroupRef[]>('POST', '/api/admin/role/update', {
      token: admin,
      body: { adminId: linked.id, roleIds: [await groupId('11-Supplier QRC')] },
    });
    expect(moved.body.data.map((group) => group.name)).toEqual(['11-Supplier QRC']);
  });

  it('answers 422 for an unknown group and 404 for an unknown user', async () => {
    const user = await t.buildUser({ group: '4-MQ' });
    const noGroup = await t.call('POST', '/api/admin/role/update', {
      token: admin,
      body: { adminId: user.id, roleIds: [999_999] },
    });
    expect(noGroup.status).toBe(422);
    expect(noGroup.body.message).toBe('The group does not exist');
    const noUser = await t.call('GET', '/api/admin/role/999999', { token: admin });
    expect(noUser.status).toBe(404);
  });
});

describe('who may use the user administration calls', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/list'],
      ['POST', '/api/admin/register'],
      ['POST', '/api/admin/delete/1'],
    ] as const) {
      const answer = await t.call(method, url);
      expect(answer.status, url).toBe(401);
      expect(answer.body.code).toBe(401);
    }
  });

  it("answers 403 to a '1-SCM' user on list and register, and writes nothing", async () => {
    const scm = await t.signedInUser('1-SCM');
    const before = await list({ pageSize: 1 });
    const listed = await t.call('GET', '/api/admin/list', { token: scm.token });
    expect(listed.status).toBe(403);
    expect(listed.body.message).toBe('Access denied: you lack the permission "View users"');

    const body = {
      username: 'scmMade',
      password: 'secret12',
      nickname: 'SCM made',
      groupId: scm.groupId,
    };
    const registered = await t.call('POST', '/api/admin/register', {
      token: scm.token,
      body,
      lang: 'zh',
    });
    expect(registered.status).toBe(403);
    expect(registered.body.message).toBe('无权访问：缺少权限“管理用户”');
    expect((await list({ pageSize: 1 })).body.data.total).toBe(before.body.data.total);
  });

  it("lets a '10-Administrator' user list and register users", async () => {
    const administrator = await t.signedInUser('10-Administrator');
    const listed = await list({ keyword: administrator.username }, administrator.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.list.map((user) => user.id)).toEqual([administrator.id]);

    const registered = await t.call<UserItem>('POST', '/api/admin/register', {
      token: administrator.token,
      body: {
        username: 'madeByAdmin10',
        password: 'secret12',
        nickname: 'By 10',
        groupId: await groupId('2-View'),
      },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.data).toMatchObject({ username: 'madeByAdmin10', groupName: '2-View' });
  });
});
