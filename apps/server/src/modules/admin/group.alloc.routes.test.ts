import { GROUP_RESOURCES } from '../../db/seed/group-access';
import type { MenuItem, ResourceItem } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { createGroup, groupId, menuId, resourceId } from '../../test/access-rows';
import { admin, t, useTestContext } from '../../test/harness';

useTestContext({ admin: true });

const menusOf = async (id: number) =>
  (await t.call<MenuItem[]>('GET', `/api/role/listMenu/${id}`, { token: admin })).body.data.map(
    (m) => m.name,
  );

describe('GET /api/role/listMenu/:roleId and /api/role/listResource/:roleId', () => {
  it("answers a built-in group's seeded menus and resources", async () => {
    const scm = await groupId('1-SCM');
    const menus = await t.call<MenuItem[]>('GET', `/api/role/listMenu/${scm}`, { token: admin });
    expect(menus.status).toBe(200);
    const names = menus.body.data.map((menu) => menu.name);
    expect(names).toEqual(
      expect.arrayContaining(['home', 'production', 'product', 'information', 'point']),
    );
    expect(names).not.toContain('user');
    const resources = await t.call<ResourceItem[]>('GET', `/api/role/listResource/${scm}`, {
      token: admin,
    });
    expect(resources.status).toBe(200);
    expect(resources.body.data.map((resource) => resource.key).sort()).toEqual(
      [...(GROUP_RESOURCES['1-SCM'] as readonly string[])].sort(),
    );
  });

  it('answers 404 for no such group and 400 for a bad id', async () => {
    const missing = await t.call('GET', '/api/role/listMenu/999999', { token: admin });
    expect(missing.status).toBe(404);
    const bad = await t.call('GET', '/api/role/listResource/abc', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Group: must be an ID written in digits only, such as 42');
  });
});

describe('POST /api/role/allocMenu', () => {
  it('replaces the set, and a child menu brings its parent', async () => {
    const group = await createGroup('Menu Crew');
    const first = await t.call<MenuItem[]>('POST', '/api/role/allocMenu', {
      token: admin,
      body: { roleId: group.id, menuIds: [await menuId('home'), await menuId('riskbuyPo')] },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.map((menu) => menu.name).sort()).toEqual(['home', 'riskbuyPo', 'stock']);
    const second = await t.call<MenuItem[]>('POST', '/api/role/allocMenu', {
      token: admin,
      body: { roleId: group.id, menuIds: [await menuId('shippingDetails')] },
    });
    expect(second.body.data.map((menu) => menu.name).sort()).toEqual([
      'reportForms',
      'shippingDetails',
    ]);
    expect((await menusOf(group.id)).sort()).toEqual(['reportForms', 'shippingDetails']);
    const cleared = await t.call<MenuItem[]>('POST', '/api/role/allocMenu', {
      token: admin,
      body: { roleId: group.id, menuIds: [] },
    });
    expect(cleared.body.data).toEqual([]);
  });

  it('refuses an unknown menu id with 422 and changes nothing', async () => {
    const group = await createGroup('Careful Crew');
    await t.call('POST', '/api/role/allocMenu', {
      token: admin,
      body: { roleId: group.id, menuIds: [await menuId('home')] },
    });
    const answer = await t.call('POST', '/api/role/allocMenu', {
      token: admin,
      body: { roleId: group.id, menuIds: [await menuId('stock'), 999999] },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Menu 999999 does not exist');
    const zh = await t.call('POST', '/api/role/allocMenu', {
      token: admin,
      body: { roleId: group.id, menuIds: [999998] },
      lang: 'zh',
    });
    expect(zh.body.message).toBe('菜单 999998 不存在');
    expect(await menusOf(group.id)).toEqual(['home']);
  });

  it('refuses a malformed body with 400 naming the field', async () => {
    const answer = await t.call('POST', '/api/role/allocMenu', {
      token: admin,
      body: { roleId: 1, menuIds: 'all' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Menus: must be array');
    const missing = await t.call('POST', '/api/role/allocMenu', {
      token: admin,
      body: { menuIds: [] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Group: cannot be empty');
  });

  it('answers 404 for no such group', async () => {
    const answer = await t.call('POST', '/api/role/allocMenu', {
      token: admin,
      body: { roleId: 999999, menuIds: [] },
    });
    expect(answer.status).toBe(404);
  });
});

describe('POST /api/role/allocResource', () => {
  it("takes effect at once on the group's users", async () => {
    const group = await createGroup('Auditors');
    const auditor = await t.signedInUser(group.name);
    const listUsers = () => t.call('GET', '/api/admin/list', { token: auditor.token });
    const viewGroup = await groupId('2-View');
    const registerUser = () =>
      t.call('POST', '/api/admin/register', {
        token: auditor.token,
        body: {
          username: 'blocked',
          password: 'secret123',
          nickname: 'Blocked',
          groupId: viewGroup,
        },
      });
    expect((await listUsers()).status).toBe(403);

    const granted = await t.call<ResourceItem[]>('POST', '/api/role/allocResource', {
      token: admin,
      body: { roleId: group.id, resourceIds: [await resourceId('admin.user.read')] },
    });
    expect(granted.status).toBe(200);
    expect(granted.body.data.map((resource) => resource.key)).toEqual(['admin.user.read']);
    expect((await listUsers()).status).toBe(200);
    const write = await registerUser();
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('Access denied: you lack the permission "Manage users"');
    const blocked = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'blocked')
      .execute();
    expect(blocked).toEqual([]);

    const revoked = await t.call<ResourceItem[]>('POST', '/api/role/allocResource', {
      token: admin,
      body: { roleId: group.id, resourceIds: [] },
    });
    expect(revoked.body.data).toEqual([]);
    expect((await listUsers()).status).toBe(403);
  });

  it('refuses an unknown resource id with 422 and changes nothing', async () => {
    const group = await createGroup('Resource Crew');
    const suppliersRead = await resourceId('suppliers.read');
    await t.call('POST', '/api/role/allocResource', {
      token: admin,
      body: { roleId: group.id, resourceIds: [suppliersRead] },
    });
    const answer = await t.call('POST', '/api/role/allocResource', {
      token: admin,
      body: { roleId: group.id, resourceIds: [999999] },
      lang: 'zh',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('资源 999999 不存在');
    const kept = await t.call<ResourceItem[]>('GET', `/api/role/listResource/${group.id}`, {
      token: admin,
    });
    expect(kept.body.data.map((resource) => resource.id)).toEqual([suppliersRead]);
  });
});

describe('who may grant', () => {
  it('answers 401 without a token', async () => {
    const answer = await t.call('POST', '/api/role/allocMenu', {
      body: { roleId: 1, menuIds: [] },
    });
    expect(answer.status).toBe(401);
  });

  it('answers 403 to 1-SCM on read and write, and changes nothing', async () => {
    const scm = await t.signedInUser('1-SCM');
    const scmGroup = await groupId('1-SCM');
    const read = await t.call('GET', `/api/role/listMenu/${scmGroup}`, { token: scm.token });
    expect(read.status).toBe(403);
    const write = await t.call('POST', '/api/role/allocResource', {
      token: scm.token,
      body: { roleId: scmGroup, resourceIds: [await resourceId('admin.group.write')] },
    });
    expect(write.status).toBe(403);
    const resources = await t.call<ResourceItem[]>('GET', `/api/role/listResource/${scmGroup}`, {
      token: admin,
    });
    expect(resources.body.data.map((resource) => resource.key).sort()).toEqual(
      [...(GROUP_RESOURCES['1-SCM'] as readonly string[])].sort(),
    );
  });

  it('lets 10-Administrator grant menus', async () => {
    const administrator = await t.signedInUser('10-Administrator');
    const group = await createGroup('Granted By Administrator');
    const answer = await t.call<MenuItem[]>('POST', '/api/role/allocMenu', {
      token: administrator.token,
      body: { roleId: group.id, menuIds: [await menuId('home')] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((menu) => menu.name)).toEqual(['home']);
  });
});
