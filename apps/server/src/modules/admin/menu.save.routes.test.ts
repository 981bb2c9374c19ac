import type { MenuItem, MenuNode, UserInfoResponse } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { menuId } from '../../test/access-rows';
import { admin, t, useTestContext } from '../../test/harness';
import { createMenu, flatten, getMenu, newMenu } from './menu.test-support';

useTestContext({ admin: true });

describe('POST /api/menu/create', () => {
  it('adds a top-level menu that the administrator’s info then shows', async () => {
    const created = await createMenu('customsDesk', { icon: 'FlagOutlined', sort: 5 });
    expect(created).toMatchObject({
      name: 'customsDesk',
      parentId: 0,
      level: 0,
      sort: 5,
      hidden: 0,
      keepAlive: 0,
    });
    const info = await t.call<UserInfoResponse>('GET', '/api/admin/info', { token: admin });
    expect(info.status).toBe(200);
    const names = flatten<MenuNode>(info.body.data.menus).map((menu) => menu.name);
    expect(names).toContain('customsDesk');
    const scm = await t.signedInUser('1-SCM');
    const scmInfo = await t.call<UserInfoResponse>('GET', '/api/admin/info', { token: scm.token });
    expect(flatten<MenuNode>(scmInfo.body.data.menus).map((menu) => menu.name)).not.toContain(
      'customsDesk',
    );
  });

  it('adds a third level but refuses a fourth', async () => {
    const third = await createMenu('productPhotos', { parentId: await menuId('product') });
    expect(third).toMatchObject({ level: 2, parentId: await menuId('product') });
    const fourth = await t.call('POST', '/api/menu/create', {
      token: admin,
      body: newMenu('photoCrops', { parentId: third.id }),
    });
    expect(fourth.status).toBe(422);
    expect(fourth.body.message).toBe('Menus go at most three levels deep');
    const zh = await t.call('POST', '/api/menu/create', {
      token: admin,
      body: newMenu('photoCrops', { parentId: third.id }),
      lang: 'zh',
    });
    expect(zh.body.message).toBe('菜单最多三级');
    const stored = await t.db.kysely
      .selectFrom('menus')
      .select('id')
      .where('name', '=', 'photoCrops')
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses an unknown parent, a duplicate name and bad input', async () => {
    const orphan = await t.call('POST', '/api/menu/create', {
      token: admin,
      body: newMenu('orphan', { parentId: 999999 }),
    });
    expect(orphan.status).toBe(422);
    expect(orphan.body.message).toBe('The parent menu does not exist');
    const duplicate = await t.call('POST', '/api/menu/create', {
      token: admin,
      body: newMenu('home'),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Name already exists');
    const pattern = await t.call('POST', '/api/menu/create', {
      token: admin,
      body: newMenu('9 lives'),
    });
    expect(pattern.status).toBe(400);
    expect(pattern.body.data).toEqual({
      errors: [{ field: 'name', message: expect.stringMatching(/^Name: /) }],
    });
    const noTitle = await t.call('POST', '/api/menu/create', {
      token: admin,
      body: { name: 'untitled', entitle: 'Untitled' },
      lang: 'zh',
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('中文标题：不能为空');
  });
});

describe('POST /api/menu/update/:id', () => {
  it('moves a menu with its children and re-levels them', async () => {
    const parent = await createMenu('bondedStore');
    const child = await createMenu('bondedStock', { parentId: parent.id });
    const moved = await t.call<MenuItem>('POST', `/api/menu/update/${parent.id}`, {
      token: admin,
      body: newMenu('bondedStore', { parentId: await menuId('stock'), title: '保税仓' }),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      parentId: await menuId('stock'),
      level: 1,
      title: '保税仓',
    });
    expect((await getMenu(child.id)).body.data).toMatchObject({ parentId: parent.id, level: 2 });
  });

  it('refuses moving a menu under itself or its own child, and too deep a move', async () => {
    const parent = await createMenu('transitHub');
    const child = await createMenu('transitDock', { parentId: parent.id });
    const underChild = await t.call('POST', `/api/menu/update/${parent.id}`, {
      token: admin,
      body: newMenu('transitHub', { parentId: child.id }),
    });
    expect(underChild.status).toBe(422);
    expect(underChild.body.message).toBe(
      'A menu cannot be its own parent or sit under its own sub-menu',
    );
    const underSelf = await t.call('POST', `/api/menu/update/${parent.id}`, {
      token: admin,
      body: newMenu('transitHub', { parentId: parent.id }),
    });
    expect(underSelf.status).toBe(422);
    const tooDeep = await t.call('POST', `/api/menu/update/${parent.id}`, {
      token: admin,
      body: newMenu('transitHub', { parentId: await menuId('product') }),
    });
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.body.message).toBe('Menus go at most three levels deep');
    expect((await getMenu(parent.id)).body.data).toMatchObject({ parentId: 0, level: 0 });
    expect((await getMenu(child.id)).body.data).toMatchObject({ parentId: parent.id, level: 1 });
  });

  it('refuses taking another menu’s name', async () => {
    const menu = await createMenu('renameMe');
    const answer = await t.call('POST', `/api/menu/update/${menu.id}`, {
      token: admin,
      body: newMenu('stock'),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Name already exists');
  });
});
