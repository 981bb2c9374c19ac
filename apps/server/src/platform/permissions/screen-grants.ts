import { readResourcesOfScreens, type ResourceKey } from '@lading/shared';
import type { Queryable } from '../../db/database';

/**
 * A group that holds a screen holds the resources of the screen's read operations
 * (packages/shared/src/screens): granting the screen grants them, and they cannot be taken
 * while the screen is held. So every screen in a group's menu loads (issue 13).
 */

/** The menus of these ids by name (unknown ids are left out). */
async function menuNames(db: Queryable, menuIds: readonly number[]): Promise<string[]> {
  if (menuIds.length === 0) return [];
  const rows = await db.selectFrom('menus').select('name').where('id', 'in', menuIds).execute();
  return rows.map((row) => row.name);
}

async function resourcesByKey(db: Queryable, keys: readonly ResourceKey[]) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('resources')
    .select(['id', 'resource_key as key', 'name'])
    .where('resource_key', 'in', keys)
    .orderBy('resource_key')
    .execute();
}

/** The resources (id, key, name) that the screens among these menus read with. */
export async function screenReadsOfMenus(db: Queryable, menuIds: readonly number[]) {
  return resourcesByKey(db, readResourcesOfScreens(await menuNames(db, menuIds)));
}

/** Grants a group the read resources of the screens in its menus it lacks; their ids. */
export async function grantScreenReads(db: Queryable, groupId: number): Promise<number[]> {
  const menuIds = (
    await db.selectFrom('group_menus').select('menu_id').where('group_id', '=', groupId).execute()
  ).map((row) => row.menu_id);
  const needed = await screenReadsOfMenus(db, menuIds);
  if (needed.length === 0) return [];
  const held = new Set(
    (
      await db
        .selectFrom('group_resources')
        .select('resource_id')
        .where('group_id', '=', groupId)
        .execute()
    ).map((row) => row.resource_id),
  );
  const missing = needed.filter((resource) => !held.has(resource.id)).map((r) => r.id);
  if (missing.length) {
    await db
      .insertInto('group_resources')
      .values(missing.map((resourceId) => ({ group_id: groupId, resource_id: resourceId })))
      .execute();
  }
  return missing;
}

/** Gives every group the read resources its screens need (at start-up). */
export async function grantScreenReadsToAllGroups(db: Queryable): Promise<void> {
  const groups = await db.selectFrom('user_groups').select('id').execute();
  for (const group of groups) await grantScreenReads(db, group.id);
}

/** Which screen (menu) of the group would lose a read it needs if only `kept` stayed. */
export async function screenReadLost(
  db: Queryable,
  groupId: number,
  kept: readonly number[],
): Promise<{ menu: { title: string; entitle: string }; resource: { name: string } } | undefined> {
  const keep = new Set(kept);
  const menus = await db
    .selectFrom('menus as m')
    .innerJoin('group_menus as gm', 'gm.menu_id', 'm.id')
    .select(['m.name', 'm.title', 'm.entitle'])
    .where('gm.group_id', '=', groupId)
    .orderBy('m.sort', 'desc')
    .orderBy('m.id')
    .execute();
  for (const menu of menus) {
    const needed = await resourcesByKey(db, readResourcesOfScreens([menu.name]));
    const lost = needed.find((resource) => !keep.has(resource.id));
    if (lost) return { menu, resource: lost };
  }
  return undefined;
}
