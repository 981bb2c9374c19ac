import type {
  ContainerChangeItem,
  ContainerDetail,
  ContainerItem,
  ListContainersQuery,
  Page,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import { NotFound } from '../../platform/http/errors';
import type { Scope } from '../../platform/permissions/scope';
import { containerChangeRepository } from './container-change.repository';
import { containerRepository } from './container.repository';
import { describeContainers, detailContainers } from './container-view';

/** Reading containers: the shipping plan's list, one container, its change history. */

/** GET /api/containers */
export async function listContainers(
  db: Queryable,
  scope: Scope,
  query: ListContainersQuery,
): Promise<Page<ContainerItem>> {
  const { total, list } = await containerRepository.page(db, scope, query, query);
  return pageAnswer(await describeContainers(db, list), total, query);
}

async function requireContainer(db: Queryable, scope: Scope, id: number) {
  const found = await containerRepository.findById(db, scope, id);
  if (!found) throw new NotFound();
  return found;
}

/** GET /api/containers/:id */
export async function getContainer(
  db: Queryable,
  scope: Scope,
  id: number,
): Promise<ContainerDetail> {
  const [detail] = await detailContainers(db, [await requireContainer(db, scope, id)]);
  return detail!;
}

/** GET /api/containers/:id/changes — oldest first. */
export async function listContainerChanges(
  db: Queryable,
  scope: Scope,
  id: number,
): Promise<ContainerChangeItem[]> {
  await requireContainer(db, scope, id);
  const rows = await containerChangeRepository.ofContainer(db, scope, id);
  return rows.map((row) => ({
    id: row.id,
    containerId: row.container_id,
    at: row.at,
    actorUserId: row.shown_actor_user_id,
    actorName: row.shown_actor_name,
    field: row.field,
    before: row.before_value,
    after: row.after_value,
    reason: row.reason,
  }));
}
