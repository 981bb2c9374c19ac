import type {
  ListResourcesRequest,
  Page,
  ResourceCategoryItem,
  ResourceItem,
  SaveResourceCategoryRequest,
  SaveResourceRequest,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { BusinessRule, Conflict, found, NotFound } from '../../platform/http/errors';
import { resourceRepository } from './resource.repository';

async function requireResource(db: Queryable, id: number): Promise<ResourceItem> {
  return found(await resourceRepository.findById(db, id));
}

async function requireCategory(db: Queryable, id: number) {
  const category = await resourceRepository.findCategoryById(db, id);
  if (!category) throw new BusinessRule('resource.unknownCategory');
  return category;
}

async function refuseTakenKey(db: Queryable, key: string, id?: number) {
  const same = await resourceRepository.findByKey(db, key);
  if (same && same.id !== id) throw new Conflict('common.nameExists');
}

export async function listResources(
  deps: AppDeps,
  request: ListResourcesRequest,
): Promise<Page<ResourceItem>> {
  const { total, list } = await resourceRepository.page(deps.db.kysely, request, request);
  return pageAnswer(list, total, request);
}

export async function listAllResources(deps: AppDeps): Promise<ResourceItem[]> {
  return (await resourceRepository.page(deps.db.kysely, {}, 'all')).list;
}

export const getResource = (deps: AppDeps, id: number) => requireResource(deps.db.kysely, id);

export async function createResource(
  deps: AppDeps,
  actor: Actor,
  request: SaveResourceRequest,
): Promise<ResourceItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await requireCategory(trx, request.categoryId);
    await refuseTakenKey(trx, request.key);
    const id = await resourceRepository.insert(trx, { ...request, at: deps.clock().toISOString() });
    const created = await requireResource(trx, id);
    await appendAudit(trx, actor, {
      action: 'resource.create',
      entity: 'resource',
      entityId: id,
      after: created,
    });
    return created;
  });
}

/** Built-in resources keep their key (routes check it); name, category and notes may change. */
export async function updateResource(
  deps: AppDeps,
  actor: Actor,
  id: number,
  request: SaveResourceRequest,
): Promise<ResourceItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireResource(trx, id);
    if (before.builtin && request.key !== before.key) {
      throw new Conflict('resource.builtin', { key: before.key });
    }
    await requireCategory(trx, request.categoryId);
    await refuseTakenKey(trx, request.key, id);
    await resourceRepository.update(trx, id, {
      ...request,
      // the routes a built-in resource opens are the code's, not an editable note
      url: before.builtin ? before.url : request.url,
    });
    const after = await requireResource(trx, id);
    await appendAudit(trx, actor, {
      action: 'resource.update',
      entity: 'resource',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export async function deleteResource(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const resource = await requireResource(trx, id);
    if (resource.builtin) throw new Conflict('resource.builtin', { key: resource.key });
    await resourceRepository.delete(trx, id);
    await appendAudit(trx, actor, {
      action: 'resource.delete',
      entity: 'resource',
      entityId: id,
      before: resource,
    });
  });
}

export async function listResourceCategories(deps: AppDeps): Promise<ResourceCategoryItem[]> {
  const rows = await resourceRepository.categories(deps.db.kysely);
  return rows.map((row) => ({ ...row, resourceCount: Number(row.resourceCount) }));
}

async function categoryItem(db: Queryable, id: number): Promise<ResourceCategoryItem> {
  const found = (await resourceRepository.categories(db)).find((row) => row.id === id);
  if (!found) throw new NotFound();
  return { ...found, resourceCount: Number(found.resourceCount) };
}

export async function createResourceCategory(
  deps: AppDeps,
  actor: Actor,
  request: SaveResourceCategoryRequest,
): Promise<ResourceCategoryItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    if (await resourceRepository.findCategoryByName(trx, request.name))
      throw new Conflict('common.nameExists');
    const id = await resourceRepository.insertCategory(trx, {
      ...request,
      at: deps.clock().toISOString(),
    });
    await appendAudit(trx, actor, {
      action: 'resourceCategory.create',
      entity: 'resourceCategory',
      entityId: id,
      after: request,
    });
    return categoryItem(trx, id);
  });
}

export async function updateResourceCategory(
  deps: AppDeps,
  actor: Actor,
  id: number,
  request: SaveResourceCategoryRequest,
): Promise<ResourceCategoryItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await resourceRepository.findCategoryById(trx, id);
    if (!before) throw new NotFound();
    const same = await resourceRepository.findCategoryByName(trx, request.name);
    if (same && same.id !== id) throw new Conflict('common.nameExists');
    await resourceRepository.updateCategory(trx, id, request);
    await appendAudit(trx, actor, {
      action: 'resourceCategory.update',
      entity: 'resourceCategory',
      entityId: id,
      before: { name: before.name, sort: before.sort },
      after: request,
    });
    return categoryItem(trx, id);
  });
}

export async function deleteResourceCategory(
  deps: AppDeps,
  actor: Actor,
  id: number,
): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const category = await resourceRepository.findCategoryById(trx, id);
    if (!category) throw new NotFound();
    const count = await resourceRepository.countInCategory(trx, id);
    if (count > 0)
      throw new Conflict('resourceCategory.hasResources', { name: category.name, count });
    await resourceRepository.deleteCategory(trx, id);
    await appendAudit(trx, actor, {
      action: 'resourceCategory.delete',
      entity: 'resourceCategory',
      entityId: id,
      before: { name: category.name, sort: category.sort },
    });
  });
}
