import { readResourcesOfScreens } from '@lading/shared';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { grantMenus, groupId } from '../../test/access-rows';
import { t, useTestContext } from '../../test/harness';
import { up as removeUnbuiltScreenMenus } from '../migrations/0015-unbuilt-screen-menus';
import { prepareDatabase } from '../prepare';

useTestContext();

const menu = (name: string) =>
  t.db.kysely.selectFrom('menus').selectAll().where('name', '=', name).executeTakeFirst();

const groupsHolding = async (menuId: number) =>
  (
    await t.db.kysely
      .selectFrom('group_menus as gm')
      .innerJoin('user_groups as g', 'g.id', 'gm.group_id')
      .select('g.name')
      .where('gm.menu_id', '=', menuId)
      .orderBy('g.name')
      .execute()
  ).map((row) => row.name);

const insertMenu = async (name: string, parentId: number | null) =>
  (
    await t.db.kysely
      .insertInto('menus')
      .values({
        parent_id: parentId,
        name,
        title: name,
        entitle: name,
        icon: '',
        hidden: 0,
        sort: 0,
        keep_alive: 0,
        level: parentId === null ? 0 : 1,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('menus of an existing database follow the screen tree', () => {
  it('removes the menus of spec routes without a screen, with their grants (migration 0015)', async () => {
    // a database from before 0015: the seed of then had /datas (built since) under other ids
    const seeded = t.db.kysely.selectFrom('menus').select('id').where('name', '=', 'datas');
    const built = t.db.kysely.selectFrom('menus').select('id').where('parent_id', 'in', seeded);
    await t.db.kysely.deleteFrom('group_menus').where('menu_id', 'in', built).execute();
    await t.db.kysely.deleteFrom('group_menus').where('menu_id', 'in', seeded).execute();
    await t.db.kysely.deleteFrom('menus').where('parent_id', 'in', seeded).execute();
    await t.db.kysely.deleteFrom('menus').where('name', '=', 'datas').execute();
    const factory = (await menu('factory'))!.id;
    const traceability = await insertMenu('traceability', factory);
    const datas = await insertMenu('datas', null);
    await insertMenu('productData', datas);
    const custom = await insertMenu('customsDesk', null);
    const scm = await groupId('1-SCM');
    await grantMenus(scm, [traceability, datas]);

    await removeUnbuiltScreenMenus(t.db.kysely as Kysely<unknown>, t.db.dialect);

    for (const name of ['traceability', 'datas', 'productData'])
      expect(await menu(name), name).toBeUndefined();
    expect((await menu('customsDesk'))?.id).toBe(custom);
    expect(await menu('riskbuyPo')).toBeDefined();
    const grants = await t.db.kysely
      .selectFrom('group_menus')
      .select('menu_id')
      .where('menu_id', 'in', [traceability, datas])
      .execute();
    expect(grants).toEqual([]);
  });

  it('gives back at start-up a screen the menus lack, granted as group-access says', async () => {
    const before = (await menu('riskbuyPo'))!;
    const holders = await groupsHolding(before.id);
    expect(holders).toContain('1-SCM');
    expect(holders).not.toContain('7-Supplier');
    await t.db.kysely.deleteFrom('menus').where('id', '=', before.id).execute();

    await prepareDatabase(t.db, t.config);

    const after = (await menu('riskbuyPo'))!;
    expect(after).toMatchObject({
      parent_id: (await menu('stock'))!.id,
      title: '风险采购订单',
      entitle: 'Risk Buy PO',
      icon: 'ShoppingCartOutlined',
      hidden: 0,
      level: 1,
    });
    expect(await groupsHolding(after.id)).toEqual(holders);
  });

  it('grants at start-up the read resources a group’s screens need', async () => {
    const logistic = await groupId('3-Logistic');
    const needed = readResourcesOfScreens(['modificationRecord']);
    expect(needed.length).toBeGreaterThan(0);
    const neededIds = (
      await t.db.kysely
        .selectFrom('resources')
        .select('id')
        .where('resource_key', 'in', needed)
        .execute()
    ).map((row) => row.id);
    await t.db.kysely
      .deleteFrom('group_resources')
      .where('group_id', '=', logistic)
      .where('resource_id', 'in', neededIds)
      .execute();

    await prepareDatabase(t.db, t.config);

    const held = await t.db.kysely
      .selectFrom('group_resources')
      .select('resource_id')
      .where('group_id', '=', logistic)
      .where('resource_id', 'in', neededIds)
      .execute();
    expect(held).toHaveLength(neededIds.length);
  });
});
