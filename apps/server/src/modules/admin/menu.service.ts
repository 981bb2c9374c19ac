import {
  MAX_MENU_LEVEL,
  screenEntry,
  type MenuItem,
  type MenuTreeItem,
  type Page,
  type SaveMenuRequest,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { MenuRow } from '../../db/schema';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { BusinessRule, Conflict, found } from '../../platform/http/errors';
import { buildMenuTree } from './menu-tree';
import { menuRepository } from './menu.repository';

export const toMenuItem = (row: MenuRow): MenuItem => ({
  id: row.id,
  parentId: row.parent_id ?? 0,
  name: row.name,
  title: row.title,
  entitle: row.entitle,
  icon: row.icon,
  hidden: row.hidden,
  sort: row.sort,
  keepAlive: row.keep_alive,
  level: row.level,
  createdAt: row.created_at,
});

/** A saved menu form as table columns (parentId 0 means top level). */
const menuColumns = (request: SaveMenuRequest, level: number) => ({
  parent_id: request.parentId === 0 ? null : request.parentId,
  name: request.name,
  title: request.title,
  entitle: request.entitle,
  icon: request.icon,
  hidden: request.hidden,
  sort: request.sort,
  keep_alive: request.keepAlive,
  level,
});

async function requireMenu(db: Queryable, id: number): Promise<MenuRow> {
  return found(await menuRepository.findById(db, id));
}

/** The level a menu gets under `parentId` (0 = top); refuses a fourth level or a cycle. */
async function levelUnder(db: Queryable, parentId: number, movingId?: number): Promise<number> {
  if (parentId === 0) return 0;
  let level = 0;
  for (let id: number | null = parentId; id !== null; level++) {
    if (id === movingId) throw new BusinessRule('menu.parentIsSelf');
    const parent: MenuRow | undefined = await menuRepository.findById(db, id);
    if (!parent) throw new BusinessRule('menu.unknownParent');
    id = parent.parent_id;
  }
  if (level >= MAX_MENU_LEVEL) throw new BusinessRule('menu.tooDeep');
  return level;
}

async function deepestBelow(db: Queryable, id: number): Promise<number> {
  const rows = await menuRepository.all(db);
  const depth = (menuId: number): number =>
    Math.max(0, ...rows.filter((row) => row.parent_id === menuId).map((row) => 1 + depth(row.id)));
  return depth(id);
}

export async function listMenus(
  deps: AppDeps,
  parentId: number,
  page: { pageNum: number; pageSize: number },
): Promise<Page<MenuItem>> {
  const { total, list } = await menuRepository.pageOfParent(
    deps.db.kysely,
    parentId === 0 ? null : parentId,
    page,
  );
  return pageAnswer(list.map(toMenuItem), total, page);
}

export async function menuTreeList(deps: AppDeps): Promise<MenuTreeItem[]> {
  return buildMenuTree(await menuRepository.all(deps.db.kysely), toMenuItem);
}

export async function getMenu(deps: AppDeps, id: number): Promise<MenuItem> {
  return toMenuItem(await requireMenu(deps.db.kysely, id));
}

export async function createMenu(
  deps: AppDeps,
  actor: Actor,
  request: SaveMenuRequest,
): Promise<MenuItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    if (await menuRepository.findByName(trx, request.name)) throw new Conflict('common.nameExists');
    const level = await levelUnder(trx, request.parentId);
    const id = await menuRepository.insert(trx, {
      ...menuColumns(request, level),
      created_at: deps.clock().toISOString(),
    });
    const created = await requireMenu(trx, id);
    await appendAudit(trx, actor, {
      action: 'menu.create',
      entity: 'menu',
      entityId: id,
      after: toMenuItem(created),
    });
    return toMenuItem(created);
  });
}

export async function updateMenu(
  deps: AppDeps,
  actor: Actor,
  id: number,
  request: SaveMenuRequest,
): Promise<MenuItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireMenu(trx, id);
    // A screen's menu keeps its name: the web's route and the group grants go by it.
    if (request.name !== before.name && screenEntry(before.name))
      throw new Conflict('menu.builtin', { name: before.name });
    const sameName = await menuRepository.findByName(trx, request.name);
    if (sameName && sameName.id !== id) throw new Conflict('common.nameExists');
    const level = await levelUnder(trx, request.parentId, id);
    if (level + (await deepestBelow(trx, id)) >= MAX_MENU_LEVEL)
      throw new BusinessRule('menu.tooDeep');
    await menuRepository.update(trx, id, menuColumns(request, level));
    await relevelChildren(trx, id, level);
    const after = await requireMenu(trx, id);
    await appendAudit(trx, actor, {
      action: 'menu.update',
      entity: 'menu',
      entityId: id,
      before: toMenuItem(before),
      after: toMenuItem(after),
    });
    return toMenuItem(after);
  });
}

async function relevelChildren(db: Queryable, id: number, level: number) {
  const { list } = await menuRepository.pageOfParent(db, id, { pageNum: 1, pageSize: 1000 });
  for (const child of list) {
    if (child.level !== level + 1) await menuRepository.update(db, child.id, { level: level + 1 });
    await relevelChildren(db, child.id, level + 1);
  }
}

export async function deleteMenu(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const menu = await requireMenu(trx, id);
    // A screen's menu would come back at the next start (seed/screen-menus.ts): hide it.
    if (screenEntry(menu.name)) throw new Conflict('menu.builtin', { name: menu.name });
    if ((await menuRepository.countChildren(trx, id)) > 0) {
      throw new Conflict('menu.hasChildren', { name: menu.name });
    }
    await menuRepository.delete(trx, id);
    await appendAudit(trx, actor, {
      action: 'menu.delete',
      entity: 'menu',
      entityId: id,
      before: toMenuItem(menu),
    });
  });
}

export async function updateMenuHidden(
  deps: AppDeps,
  actor: Actor,
  id: number,
  hidden: number,
): Promise<MenuItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireMenu(trx, id);
    await menuRepository.update(trx, id, { hidden });
    await appendAudit(trx, actor, {
      action: 'menu.hidden',
      entity: 'menu',
      entityId: id,
      before: { hidden: before.hidden },
      after: { hidden },
    });
    return toMenuItem({ ...before, hidden });
  });
}
