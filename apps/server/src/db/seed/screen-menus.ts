import {
  LABELS,
  SCREEN_TREE,
  isScreenGroup,
  screensGranted,
  type ScreenTreeEntry,
} from '@lading/shared';
import type { Queryable } from '../database';
import { grantScreenReadsToAllGroups } from '../../platform/permissions/screen-grants';
import { GROUP_MENUS } from './group-access';

const SORT_STEP = 10;

/** The menu row of a tree entry: titles from the `screens` labels, flags as the tree has them. */
function menuValues(entry: ScreenTreeEntry, sort: number) {
  const screen = isScreenGroup(entry) ? undefined : entry;
  return {
    name: entry.name,
    title: LABELS.zh.screens[entry.titleKey],
    entitle: LABELS.en.screens[entry.titleKey],
    icon: entry.icon,
    hidden: screen?.hidden ? 1 : 0,
    sort,
    keep_alive: screen?.keepAlive ? 1 : 0,
  };
}

/** The names each built-in group's menus cover (every entry for 'all'). */
function grantedNames(group: string): Set<string> | 'all' | undefined {
  const grant = GROUP_MENUS[group as keyof typeof GROUP_MENUS];
  if (grant === undefined || grant === 'all') return grant;
  return new Set(screensGranted(grant).map((entry) => entry.name));
}

/**
 * Brings the screen tree (packages/shared/src/screens) into the menus table: an entry the
 * table lacks is inserted under its folder (spec order as descending sort) and granted to
 * the built-in groups group-access.ts gives it; menus already there keep what the
 * administrators made of them (titles, icons, sort, flags). Then every group gets the read
 * resources its screens need. Runs on the first start (all of it) and on every later one
 * (a screen added to the tree appears). Menus of screens that were removed go by migration.
 */
export async function syncScreenMenus(db: Queryable, at: string): Promise<void> {
  const existing = new Map(
    (await db.selectFrom('menus').select(['id', 'name']).execute()).map((row) => [
      row.name,
      row.id,
    ]),
  );
  const inserted: { id: number; name: string }[] = [];
  const insert = async (
    entries: readonly ScreenTreeEntry[],
    parentId: number | null,
    level: number,
  ) => {
    for (const [index, entry] of entries.entries()) {
      let id = existing.get(entry.name);
      if (id === undefined) {
        ({ id } = await db
          .insertInto('menus')
          .values({
            ...menuValues(entry, (entries.length - index) * SORT_STEP),
            parent_id: parentId,
            level,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow());
        inserted.push({ id, name: entry.name });
      }
      if (isScreenGroup(entry)) await insert(entry.children, id, level + 1);
    }
  };
  await insert(SCREEN_TREE, null, 0);

  if (inserted.length) {
    const groups = await db.selectFrom('user_groups').select(['id', 'name']).execute();
    for (const group of groups) {
      const names = grantedNames(group.name);
      if (!names) continue;
      const menuIds = inserted
        .filter((menu) => names === 'all' || names.has(menu.name))
        .map((menu) => menu.id);
      if (menuIds.length === 0) continue;
      await db
        .insertInto('group_menus')
        .values(menuIds.map((menuId) => ({ group_id: group.id, menu_id: menuId })))
        .execute();
    }
  }
  await grantScreenReadsToAllGroups(db);
}
