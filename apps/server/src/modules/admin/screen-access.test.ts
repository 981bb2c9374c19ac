import {
  BUILT_IN_GROUPS,
  SCREEN_ENTRIES,
  isReadOperation,
  pathOf,
  readResourcesOfScreens,
  screenEntry,
  type AnyOperation,
  type MenuNode,
  type ResourceItem,
  type Screen,
  type UserInfoResponse,
} from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed/demo';
import { createGroup, menuId } from '../../test/access-rows';
import { admin, t, useTestContext } from '../../test/harness';

/*
 * Issue 13 "screens once": the menus are the shared screen tree's, and every screen in a
 * group's menu loads — the group holds the resource of each read operation the screen
 * calls. Checked on the demo database, through the permission tables and real calls.
 */
useTestContext({ admin: true, config: { seedDemo: true } });

const flatten = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

const treeNames = SCREEN_ENTRIES.map((item) => item.entry.name);

const demoGroups = BUILT_IN_GROUPS.filter((group) => group !== '超级管理员');

const signIn = (group: (typeof demoGroups)[number]) =>
  t.login(DEMO_USERS[group], t.config.demoPassword);

const info = async (token: string) =>
  (await t.call<UserInfoResponse>('GET', '/api/admin/info', { token })).body.data;

/** The screens of a menu tree (its folders left out). */
const screensOf = (menus: readonly MenuNode[]): Screen[] =>
  flatten(menus)
    .map((menu) => screenEntry(menu.name))
    .filter((entry): entry is Screen => entry !== undefined && !('children' in entry));

/** Each path parameter filled with something of the right shape: the answer may be 404. */
const sampleParams = (op: AnyOperation) =>
  Object.fromEntries(
    [...op.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => [
      name,
      name === 'code' ? '40HQ' : '1',
    ]),
  );

describe('the menus are the screens of the shared tree', () => {
  it('has one menu per entry of the tree, under its folder, and no other', async () => {
    const rows = await t.db.kysely
      .selectFrom('menus as m')
      .leftJoin('menus as p', 'p.id', 'm.parent_id')
      .select(['m.name', 'p.name as parent'])
      .execute();
    expect(rows.map((row) => row.name).sort()).toEqual([...treeNames].sort());
    for (const row of rows) {
      const item = SCREEN_ENTRIES.find((entry) => entry.entry.name === row.name)!;
      expect(row.parent, row.name).toBe(item.parent);
    }
  });

  it('gives the administrator exactly the tree, in its order', async () => {
    const menus = (await info(admin)).menus;
    expect(flatten(menus).map((menu) => menu.name)).toEqual(treeNames);
  });

  it('gives every demo group only entries of the tree, each screen under its folder', async () => {
    for (const group of demoGroups) {
      const menus = (await info(await signIn(group))).menus;
      for (const menu of flatten(menus)) expect(treeNames, group).toContain(menu.name);
      for (const folder of menus) {
        for (const child of folder.children) {
          const item = SCREEN_ENTRIES.find((entry) => entry.entry.name === child.name)!;
          expect(item.parent, `${group}: ${child.name}`).toBe(folder.name);
        }
      }
    }
  });
});

describe('every screen in a demo group’s menu loads', () => {
  it('the group holds the resource of every read operation of its screens', async () => {
    for (const group of demoGroups) {
      const data = await info(await signIn(group));
      const needed = readResourcesOfScreens(screensOf(data.menus).map((screen) => screen.name));
      const missing = needed.filter((key) => !data.permissions.includes(key));
      expect(missing, group).toEqual([]);
    }
  });

  it('answers no 403 to the read operations of its screens (real calls)', async () => {
    for (const group of demoGroups) {
      const token = await signIn(group);
      const operations = new Set(
        screensOf((await info(token)).menus).flatMap((screen) =>
          screen.operations.filter(isReadOperation),
        ),
      );
      for (const op of operations) {
        const url = `/api${pathOf(op.path, sampleParams(op))}`;
        const answer = await t.call('GET', url, { token });
        expect(answer.status, `${group}: GET ${url} ${answer.body.message}`).not.toBe(403);
      }
    }
  });

  it('the fixed cases: 3-Logistic’s revision history, 2-View’s and 5-OPM’s supplier screens', async () => {
    const cases = [
      ['3-Logistic', 'modificationRecord'],
      ['2-View', 'manufacturer'],
      ['5-OPM', 'owner'],
      ['5-OPM', 'manufacturer'],
    ] as const;
    for (const [group, name] of cases) {
      const token = await signIn(group);
      const names = flatten((await info(token)).menus).map((menu) => menu.name);
      expect(names, group).toContain(name);
      const screen = screenEntry(name) as Screen;
      for (const op of screen.operations.filter(isReadOperation)) {
        const answer = await t.call('GET', `/api${pathOf(op.path, sampleParams(op))}`, { token });
        expect(answer.status, `${group} ${name}: ${op.path}`).toBe(200);
      }
    }
  });
});

describe('granting a group a screen grants the resources its reads need', () => {
  const resourcesOf = async (groupId: number) =>
    (await t.call<ResourceItem[]>('GET', `/api/role/listResource/${groupId}`, { token: admin }))
      .body.data;

  it('adds them when the menus are saved, and keeps them when resources are saved', async () => {
    const groupId = (await createGroup('Risk Readers')).id;
    const saved = await t.call('POST', '/api/role/allocMenu', {
      token: admin,
      body: { roleId: groupId, menuIds: [await menuId('riskbuyPo')] },
    });
    expect(saved.status).toBe(200);
    const needed = readResourcesOfScreens(['riskbuyPo']);
    expect(needed.length).toBeGreaterThan(0);
    const held = await resourcesOf(groupId);
    expect(held.map((resource) => resource.key).sort()).toEqual([...needed].sort());

    const dropped = await t.call('POST', '/api/role/allocResource', {
      token: admin,
      body: { roleId: groupId, resourceIds: [] },
    });
    expect(dropped.status).toBe(422);
    expect(dropped.body.message).toMatch(
      /^The group keeps the screen "Risk Buy PO", which needs ".+"; take the screen from its menus first$/,
    );
    expect(await resourcesOf(groupId)).toEqual(held);

    await t.call('POST', '/api/role/allocMenu', {
      token: admin,
      body: { roleId: groupId, menuIds: [] },
    });
    const freed = await t.call('POST', '/api/role/allocResource', {
      token: admin,
      body: { roleId: groupId, resourceIds: [] },
      lang: 'zh',
    });
    expect(freed.status).toBe(200);
  });
});
