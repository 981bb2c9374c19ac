import { BUILT_IN_GROUPS, type GroupItem, type Page } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';

useTestContext({ admin: true });

const createGroup = async (name: string, description = '') => {
  const answer = await t.call<GroupItem>('POST', '/api/role/create', {
    token: admin,
    body: { name, description },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const allGroups = async () =>
  (await t.call<GroupItem[]>('GET', '/api/role/listAll', { token: admin })).body.data;

describe('GET /api/role/list and /api/role/listAll', () => {
  it('lists the 14 built-in groups, seed order, all marked built in', async () => {
    const answer = await t.call<GroupItem[]>('GET', '/api/role/listAll', { token: admin });
    expect(answer.status).toBe(200);
    const builtIn = answer.body.data.filter((group) => group.builtin === 1);
    expect(builtIn.map((group) => group.name)).toEqual([...BUILT_IN_GROUPS]);
    const superAdmin = builtIn.find((group) => group.name === '超级管理员');
    expect(superAdmin?.userCount).toBeGreaterThanOrEqual(1);
  });

  it('pages, with the total of every group', async () => {
    const first = await t.call<Page<GroupItem>>('GET', '/api/role/list', {
      token: admin,
      query: { pageNum: 1, pageSize: 5 },
    });
    const third = await t.call<Page<GroupItem>>('GET', '/api/role/list', {
      token: admin,
      query: { pageNum: 3, pageSize: 5 },
    });
    const total = (await allGroups()).length;
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total, pageNum: 1, pageSize: 5 });
    expect(first.body.data.list.map((group) => group.name)).toEqual(BUILT_IN_GROUPS.slice(0, 5));
    expect(third.body.data.list.map((group) => group.name)).toEqual(BUILT_IN_GROUPS.slice(10, 14));
  });

  it('filters by keyword on name or description, case-insensitively, and counts users', async () => {
    const group = await createGroup('Keyword Crew', 'Handles QUAYSIDE paperwork');
    await t.buildUser({ group: group.name });
    await t.buildUser({ group: group.name });
    const byDescription = await t.call<Page<GroupItem>>('GET', '/api/role/list', {
      token: admin,
      query: { keyword: 'quayside' },
    });
    expect(byDescription.body.data.total).toBe(1);
    expect(byDescription.body.data.list[0]).toMatchObject({
      id: group.id,
      userCount: 2,
      builtin: 0,
    });
    const byName = await t.call<Page<GroupItem>>('GET', '/api/role/list', {
      token: admin,
      query: { keyword: 'supplier' },
    });
    const matches = (await allGroups()).filter((row) =>
      `${row.name} ${row.description}`.toLowerCase().includes('supplier'),
    );
    expect(byName.body.data.list.map((row) => row.name)).toEqual(matches.map((row) => row.name));
    expect(matches.map((row) => row.name)).toEqual(
      expect.arrayContaining(['7-Supplier', '11-Supplier QRC']),
    );
  });

  it('refuses a page size over 100 with a field message', async () => {
    const answer = await t.call('GET', '/api/role/list', {
      token: admin,
      query: { pageSize: 500 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Page size: must be at most 100');
  });
});

describe('POST /api/role/create', () => {
  it('creates a custom group and writes an audit row', async () => {
    const created = await createGroup('Night Shift', 'Weekend loading team');
    expect(created).toMatchObject({
      name: 'Night Shift',
      description: 'Weekend loading team',
      builtin: 0,
      userCount: 0,
    });
    expect((await allGroups()).map((group) => group.name)).toContain('Night Shift');
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'group.create')
      .where('entity_id', '=', String(created.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'group', actor_name: 'admin' });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      name: 'Night Shift',
      description: 'Weekend loading team',
    });
  });

  it('refuses a duplicate name with 409, in English and Chinese', async () => {
    const en = await t.call('POST', '/api/role/create', { token: admin, body: { name: '1-SCM' } });
    expect(en.status).toBe(409);
    expect(en.body).toEqual({ code: 409, message: 'Name already exists', data: null });
    const zh = await t.call('POST', '/api/role/create', {
      token: admin,
      body: { name: '1-SCM' },
      lang: 'zh',
    });
    expect(zh.body.message).toBe('名称已存在');
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const before = (await allGroups()).length;
    const empty = await t.call('POST', '/api/role/create', { token: admin, body: { name: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Name: cannot be empty');
    expect(empty.body.data).toEqual({
      errors: [{ field: 'name', message: 'Name: cannot be empty' }],
    });
    const long = await t.call('POST', '/api/role/create', {
      token: admin,
      body: { name: 'x'.repeat(51) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Name: must be at most 50 characters');
    const unknown = await t.call('POST', '/api/role/create', {
      token: admin,
      body: { name: 'Extra', builtin: 1 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('builtin: is not an accepted field');
    const wrongType = await t.call('POST', '/api/role/create', {
      token: admin,
      body: { name: 42 },
      lang: 'zh',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('名称：类型应为 string');
    expect((await allGroups()).length).toBe(before);
  });
});

describe('POST /api/role/update/:id', () => {
  it('keeps built-in names but lets their description change', async () => {
    const scm = (await allGroups()).find((group) => group.name === '1-SCM')!;
    const rename = await t.call('POST', `/api/role/update/${scm.id}`, {
      token: admin,
      body: { name: 'SCM', description: scm.description },
      lang: 'zh',
    });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe('内置用户组“1-SCM”不能改名或删除');
    const described = await t.call<GroupItem>('POST', `/api/role/update/${scm.id}`, {
      token: admin,
      body: { name: '1-SCM', description: 'Supply chain, Shenzhen office' },
    });
    expect(described.status).toBe(200);
    expect(described.body.data).toMatchObject({
      id: scm.id,
      name: '1-SCM',
      description: 'Supply chain, Shenzhen office',
    });
  });

  it('renames a custom group, refuses a taken name, answers 404 for no such group', async () => {
    const group = await createGroup('Day Shift');
    const renamed = await t.call<GroupItem>('POST', `/api/role/update/${group.id}`, {
      token: admin,
      body: { name: 'Early Shift', description: 'from 6 am' },
    });
    expect(renamed.body.data).toMatchObject({
      id: group.id,
      name: 'Early Shift',
      description: 'from 6 am',
    });
    const taken = await t.call('POST', `/api/role/update/${group.id}`, {
      token: admin,
      body: { name: '2-View' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Name already exists');
    const missing = await t.call('POST', '/api/role/update/999999', {
      token: admin,
      body: { name: 'Ghost' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The record does not exist');
  });
});

describe('POST /api/role/delete/:id', () => {
  it('refuses a built-in group', async () => {
    const view = (await allGroups()).find((group) => group.name === '2-View')!;
    const answer = await t.call('POST', `/api/role/delete/${view.id}`, { token: admin });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Built-in group "2-View" cannot be renamed or deleted');
  });

  it('refuses a group that still has users', async () => {
    const group = await createGroup('Occupied');
    await t.buildUser({ group: group.name });
    const answer = await t.call('POST', `/api/role/delete/${group.id}`, { token: admin });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Group "Occupied" still has 1 users; move them first');
    expect((await allGroups()).map((row) => row.id)).toContain(group.id);
  });

  it('deletes an empty custom group (with its grants), then answers 404', async () => {
    const group = await createGroup('Short Lived');
    const home = await t.db.kysely
      .selectFrom('menus')
      .select('id')
      .where('name', '=', 'home')
      .executeTakeFirstOrThrow();
    const menus = await t.call('POST', '/api/role/allocMenu', {
      token: admin,
      body: { roleId: group.id, menuIds: [home.id] },
    });
    expect(menus.status).toBe(200);
    const first = await t.call('POST', `/api/role/delete/${group.id}`, { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.data).toBeNull();
    expect((await allGroups()).map((row) => row.id)).not.toContain(group.id);
    const grants = await t.db.kysely
      .selectFrom('group_menus')
      .select('menu_id')
      .where('group_id', '=', group.id)
      .execute();
    expect(grants).toEqual([]);
    const second = await t.call('POST', `/api/role/delete/${group.id}`, { token: admin });
    expect(second.status).toBe(404);
  });
});

describe('who may call /api/role/*', () => {
  it('answers 401 without a token', async () => {
    const read = await t.call('GET', '/api/role/list');
    const write = await t.call('POST', '/api/role/create', { body: { name: 'Anon' } });
    expect([read.status, write.status]).toEqual([401, 401]);
    expect(read.body.message).toBe(
      'You have been logged out, you can cancel staying on this page or login again',
    );
  });

  it('answers 403 to a group without the resources, on read and write', async () => {
    const scm = await t.signedInUser('1-SCM');
    const read = await t.call('GET', '/api/role/listAll', { token: scm.token });
    expect(read.status).toBe(403);
    expect(read.body.message).toBe('Access denied: you lack the permission "View groups"');
    const write = await t.call('POST', '/api/role/create', {
      token: scm.token,
      body: { name: 'Sneaky' },
    });
    expect(write.status).toBe(403);
    const zh = await t.call('POST', '/api/role/delete/1', { token: scm.token, lang: 'zh' });
    expect(zh.body.message).toBe('无权访问：缺少权限“管理用户组及权限”');
    expect((await allGroups()).map((group) => group.name)).not.toContain('Sneaky');
  });

  it('lets 10-Administrator read and write', async () => {
    const administrator = await t.signedInUser('10-Administrator');
    const read = await t.call('GET', '/api/role/list', { token: administrator.token });
    expect(read.status).toBe(200);
    const write = await t.call<GroupItem>('POST', '/api/role/create', {
      token: administrator.token,
      body: { name: 'Made By Administrator' },
    });
    expect(write.status).toBe(200);
    expect(write.body.data.name).toBe('Made By Administrator');
  });
});
