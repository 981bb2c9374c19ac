import type { MenuItem, MenuTreeItem, Page } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { groupId, grantMenus, menuHolders, menuId } from '../../test/access-rows';
import { admin, t, useTestContext } from '../../test/harness';
import { createMenu, flatten, getMenu, newMenu } from './menu.test-support';

useTestContext({ admin: true });

describe('GET /api/menu/treeList, /api/menu/list/:parentId, /api/menu/:id', () => {
  it('nests every seeded menu, highest sort first', async () => {
    const answer = await t.call<MenuTreeItem[]>('GET', '/api/menu/treeList', { token: admin });
    expect(answer.status).toBe(200);
    const rows = await t.db.kysely.selectFrom('menus').select(['id', 'parent_id']).execute();
    const nodes = flatten(answer.body.data);
    expect(nodes).toHaveLength(rows.length);
    expect(new Set(nodes.map((node) => node.id)).size).toBe(rows.length);
    for (const node of nodes) {
      for (const child of node.children)
        expect(child).toMatchObject({ parentId: node.id, level: node.level + 1 });
    }
    const top = answer.body.data;
    expect(top[0]!.name).toBe('home');
    expect(top.map((node) => node.sort)).toEqual(
      [...top.map((node) => node.sort)].sort((a, b) => b - a),
    );
    const production = top.find((node) => node.name === 'production')!;
    expect(production.children.map((node) => node.name)).toContain('product');
  });

  it('pages the top level (parent 0) and a parent’s children', async () => {
    const topRows = await t.db.kysely
      .selectFrom('menus')
      .select('name')
      .where('parent_id', 'is', null)
      .orderBy('sort', 'desc')
      .orderBy('id')
      .execute();
    const second = await t.call<Page<MenuItem>>('GET', '/api/menu/list/0', {
      token: admin,
      query: { pageNum: 2, pageSize: 5 },
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ total: topRows.length, pageNum: 2, pageSize: 5 });
    expect(second.body.data.list.map((menu) => menu.name)).toEqual(
      topRows.slice(5, 10).map((row) => row.name),
    );
    const arrange = await t.call<Page<MenuItem>>(
      'GET',
      `/api/menu/list/${await menuId('arrange')}`,
      {
        token: admin,
      },
    );
    expect(arrange.body.data.list.map((menu) => menu.name)).toEqual([
      'preArrange',
      'rearrangement',
      'shippingPlan',
    ]);
  });

  it('answers one menu, 404 for no such menu', async () => {
    const product = await getMenu(await menuId('product'));
    expect(product.status).toBe(200);
    expect(product.body.data).toMatchObject({
      name: 'product',
      title: '产品列表',
      entitle: 'Product List',
      parentId: await menuId('production'),
      level: 1,
      keepAlive: 1,
      hidden: 0,
    });
    const missing = await getMenu(999999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The record does not exist');
  });
});

describe('POST /api/menu/updateHidden/:id', () => {
  it('hides and shows a menu, refusing anything but 0 or 1', async () => {
    const id = await menuId('kit');
    const hidden = await t.call<MenuItem>('POST', `/api/menu/updateHidden/${id}`, {
      token: admin,
      query: { hidden: 1 },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ name: 'kit', hidden: 1 });
    expect((await getMenu(id)).body.data.hidden).toBe(1);
    const shown = await t.call<MenuItem>('POST', `/api/menu/updateHidden/${id}`, {
      token: admin,
      query: { hidden: 0 },
    });
    expect(shown.body.data.hidden).toBe(0);
    const two = await t.call('POST', `/api/menu/updateHidden/${id}`, {
      token: admin,
      query: { hidden: 2 },
    });
    expect(two.status).toBe(400);
    expect(two.body.message).toBe('Hidden: must be at most 1');
    expect((await getMenu(id)).body.data.hidden).toBe(0);
    const missing = await t.call('POST', '/api/menu/updateHidden/999999', {
      token: admin,
      query: { hidden: 1 },
    });
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/menu/delete/:id', () => {
  it('refuses a menu with sub-menus', async () => {
    const parent = await createMenu('bondedYard');
    await createMenu('bondedBay', { parentId: parent.id });
    const answer = await t.call('POST', `/api/menu/delete/${parent.id}`, {
      token: admin,
      lang: 'zh',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('菜单“bondedYard”下还有子菜单，请先删除子菜单');
  });

  it('refuses deleting or renaming the menu of a screen (it can be hidden)', async () => {
    const kit = await menuId('kit');
    const deleted = await t.call('POST', `/api/menu/delete/${kit}`, { token: admin });
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(
      'Menu "kit" is a screen of the app; it cannot be renamed or deleted (hide it instead)',
    );
    const renamed = await t.call('POST', `/api/menu/update/${kit}`, {
      token: admin,
      body: newMenu('kits', { parentId: await menuId('production') }),
      lang: 'zh',
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe('菜单“kit”是系统页面，不能改名或删除（可设为隐藏）');
    const retitled = await t.call<MenuItem>('POST', `/api/menu/update/${kit}`, {
      token: admin,
      body: newMenu('kit', { parentId: await menuId('production'), hidden: 1 }),
    });
    expect(retitled.status).toBe(200);
    expect(retitled.body.data).toMatchObject({ name: 'kit', entitle: 'Menu kit', hidden: 1 });
  });

  it('deletes a leaf, with the groups’ grants of it', async () => {
    const leaf = await createMenu('briefLeaf');
    await grantMenus(await groupId('1-SCM'), [leaf.id]);
    const answer = await t.call('POST', `/api/menu/delete/${leaf.id}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    expect((await getMenu(leaf.id)).status).toBe(404);
    expect(await menuHolders(leaf.id)).toEqual([]);
    const again = await t.call('POST', `/api/menu/delete/${leaf.id}`, { token: admin });
    expect(again.status).toBe(404);
  });
});

describe('who may call /api/menu/*', () => {
  it('answers 401 without a token', async () => {
    expect((await t.call('GET', '/api/menu/treeList')).status).toBe(401);
    expect((await t.call('POST', '/api/menu/create', { body: newMenu('anonMenu') })).status).toBe(
      401,
    );
  });

  it('answers 403 to 1-SCM on read and write', async () => {
    const scm = await t.signedInUser('1-SCM');
    const read = await t.call('GET', '/api/menu/treeList', { token: scm.token });
    expect(read.status).toBe(403);
    expect(read.body.message).toBe('Access denied: you lack the permission "View menus"');
    const write = await t.call('POST', '/api/menu/create', {
      token: scm.token,
      body: newMenu('scmMenu'),
    });
    expect(write.status).toBe(403);
    const stored = await t.db.kysely
      .selectFrom('menus')
      .select('id')
      .where('name', '=', 'scmMenu')
      .execute();
    expect(stored).toEqual([]);
  });

  it('lets 10-Administrator read and write', async () => {
    const administrator = await t.signedInUser('10-Administrator');
    expect((await t.call('GET', '/api/menu/list/0', { token: administrator.token })).status).toBe(
      200,
    );
    const write = await t.call<MenuItem>('POST', '/api/menu/create', {
      token: administrator.token,
      body: newMenu('adminMadeMenu'),
    });
    expect(write.status).toBe(200);
    expect(write.body.data.name).toBe('adminMadeMenu');
  });
});
