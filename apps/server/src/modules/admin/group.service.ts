import type {
  AllocMenuRequest,
  AllocResourceRequest,
  GroupItem,
  ListGroupsRequest,
  MenuItem,
  Page,
  ResourceItem,
  SaveGroupRequest,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { BusinessRule, Conflict, found } from '../../platform/http/errors';
import { groupRepository } from './group.repository';
import { menuRepository } from './menu.repository';
import { toMenuItem } from './menu.service';
import { resourceRepository } from './resource.repository';
import { grantScreenReads, screenReadLost } from '../../platform/permissions/screen-grants';

type GroupRow = NonNullable<Awaited<ReturnType<typeof groupRepository.findById>>>;

const toGroupItem = (row: GroupRow & { userCount: number | string | null }): GroupItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  builtin: row.builtin,
  userCount: Number(row.userCount ?? 0),
  createdAt: row.created_at,
});

/** The group of this name (a supplier account's), refused as unknown when there is none. */
export async function requireGroupNamed(db: Queryable, name: string): Promise<GroupRow> {
  const group = await groupRepository.findByName(db, name);
  if (!group) throw new BusinessRule('admin.unknownGroup');
  return group;
}

async function requireGroup(db: Queryable, id: number): Promise<GroupRow> {
  return found(await groupRepository.findById(db, id));
}

async function groupItem(db: Queryable, id: number): Promise<GroupItem> {
  const group = await requireGroup(db, id);
  return toGroupItem({ ...group, userCount: await groupRepository.countUsers(db, id) });
}

export async function listGroups(
  deps: AppDeps,
  request: ListGroupsRequest,
): Promise<Page<GroupItem>> {
  const { total, list } = await groupRepository.page(deps.db.kysely, request, request);
  return pageAnswer(list.map(toGroupItem), total, request);
}

export async function listAllGroups(deps: AppDeps): Promise<GroupItem[]> {
  return (await groupRepository.page(deps.db.kysely, {}, 'all')).list.map(toGroupItem);
}

export async function createGroup(
  deps: AppDeps,
  actor: Actor,
  request: SaveGroupRequest,
): Promise<GroupItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    if (await groupRepository.findByName(trx, request.name))
      throw new Conflict('common.nameExists');
    const id = await groupRepository.insert(trx, { ...request, at: deps.clock().toISOString() });
    await appendAudit(trx, actor, {
      action: 'group.create',
      entity: 'group',
      entityId: id,
      after: request,
    });
    return groupItem(trx, id);
  });
}

/** Built-in groups keep their names (the role checks of spec §6 read them). */
export async function updateGroup(
  deps: AppDeps,
  actor: Actor,
  id: number,
  request: SaveGroupRequest,
): Promise<GroupItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireGroup(trx, id);
    if (before.builtin && request.name !== before.name) {
      throw new Conflict('group.builtin', { name: before.name });
    }
    const same = await groupRepository.findByName(trx, request.name);
    if (same && same.id !== id) throw new Conflict('common.nameExists');
    await groupRepository.update(trx, id, request);
    await appendAudit(trx, actor, {
      action: 'group.update',
      entity: 'group',
      entityId: id,
      before: { name: before.name, description: before.description },
      after: request,
    });
    return groupItem(trx, id);
  });
}

export async function deleteGroup(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const group = await requireGroup(trx, id);
    if (group.builtin) throw new Conflict('group.builtin', { name: group.name });
    const count = await groupRepository.countUsers(trx, id);
    if (count > 0) throw new Conflict('group.hasUsers', { name: group.name, count });
    await groupRepository.delete(trx, id);
    await appendAudit(trx, actor, {
      action: 'group.delete',
      entity: 'group',
      entityId: id,
      before: { name: group.name, description: group.description },
    });
  });
}

export async function groupMenus(deps: AppDeps, groupId: number): Promise<MenuItem[]> {
  await requireGroup(deps.db.kysely, groupId);
  return (await menuRepository.ofGroup(deps.db.kysely, groupId)).map(toMenuItem);
}

export async function groupResources(deps: AppDeps, groupId: number): Promise<ResourceItem[]> {
  await requireGroup(deps.db.kysely, groupId);
  return resourceRepository.ofGroup(deps.db.kysely, groupId);
}

/**
 * Replaces a group's menus; a granted menu brings its parents, so the tree stays whole,
 * and a granted screen brings the read resources it needs (screen-grants.ts).
 */
export async function allocMenus(
  deps: AppDeps,
  actor: Actor,
  request: AllocMenuRequest,
): Promise<MenuItem[]> {
  const db = deps.db.kysely;
  await db.transaction().execute(async (trx) => {
    await requireGroup(trx, request.roleId);
    const wanted = [...new Set(request.menuIds)];
    const existing = await menuRepository.existingIds(trx, wanted);
    const missing = wanted.filter((id) => !existing.has(id));
    if (missing.length) throw new BusinessRule('menu.unknownIds', { ids: missing.join(', ') });
    const all = await menuRepository.all(trx);
    const parentOf = new Map(all.map((menu) => [menu.id, menu.parent_id]));
    const granted = new Set<number>();
    for (const id of wanted) {
      for (let at: number | null | undefined = id; at; at = parentOf.get(at)) granted.add(at);
    }
    const before = await groupRepository.menuIds(trx, request.roleId);
    await groupRepository.replaceMenus(trx, request.roleId, [...granted]);
    const addedResourceIds = await grantScreenReads(trx, request.roleId);
    await appendAudit(trx, actor, {
      action: 'group.allocMenu',
      entity: 'group',
      entityId: request.roleId,
      before: { menuIds: before.sort((a, b) => a - b) },
      after: {
        menuIds: [...granted].sort((a, b) => a - b),
        ...(addedResourceIds.length
          ? { addedResourceIds: addedResourceIds.sort((a, b) => a - b) }
          : {}),
      },
    });
  });
  return groupMenus(deps, request.roleId);
}

/** Replaces a group's resources, keeping those its screens read with (refused otherwise). */
export async function allocResources(
  deps: AppDeps,
  actor: Actor,
  request: AllocResourceRequest,
): Promise<ResourceItem[]> {
  const db = deps.db.kysely;
  await db.transaction().execute(async (trx) => {
    await requireGroup(trx, request.roleId);
    const wanted = [...new Set(request.resourceIds)];
    const existing = await resourceRepository.existingIds(trx, wanted);
    const missing = wanted.filter((id) => !existing.has(id));
    if (missing.length) throw new BusinessRule('resource.unknownIds', { ids: missing.join(', ') });
    const lost = await screenReadLost(trx, request.roleId, wanted);
    if (lost) {
      throw new BusinessRule('group.screenNeedsResource', {
        screenZh: lost.menu.title,
        screenEn: lost.menu.entitle,
        resource: lost.resource.name,
      });
    }
    const before = await groupRepository.resourceIds(trx, request.roleId);
    await groupRepository.replaceResources(trx, request.roleId, wanted);
    await appendAudit(trx, actor, {
      action: 'group.allocResource',
      entity: 'group',
      entityId: request.roleId,
      before: { resourceIds: before.sort((a, b) => a - b) },
      after: { resourceIds: wanted.sort((a, b) => a - b) },
    });
  });
  return groupResources(deps, request.roleId);
}
