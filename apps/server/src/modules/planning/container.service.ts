import type {
  ContainerChangeItem,
  ContainerDetail,
  ContainerItem,
  ListContainersQuery,
  Page,
} from '@lading/shared';
import type { Insertable } from 'kysely';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { ContainerChangeRow, ContainerChangeTable } from '../../db/schema';
import { found } from '../../platform/http/errors';
import type { Scope } from '../../platform/permissions/scope';
import { containerChangeRepository } from './container-change.repository';
import { containerRepository } from './container.repository';
import { describeContainers, detailContainers } from './container-view';

/**
 * Reading containers: the shipping plan's list, one container, its change history; and the
 * history's rows that ready-dates' actions add.
 */

/** GET /api/containers */
export async function listContainers(
  db: Queryable,
  scope: Scope,
  query: ListContainersQuery,
): Promise<Page<ContainerItem>> {
  const { total, list } = await containerRepository.page(db, scope, query, query);
  return pageAnswer(await describeContainers(db, list), total, query);
}

/** Containers by id as list items, in id order (after a tracking change, issue 15). */
export async function containersByIds(db: Queryable, ids: readonly number[]) {
  return describeContainers(db, await containerRepository.byIds(db, ids));
}

async function requireContainer(db: Queryable, scope: Scope, id: number) {
  return found(await containerRepository.findById(db, scope, id));
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
  return rows.map(toContainerChangeItem);
}

/** A row of the change history (scopedChanges, CHANGE_COLUMNS) as the contracts show it. */
export function toContainerChangeItem(
  row: Pick<
    ContainerChangeRow,
    'id' | 'container_id' | 'at' | 'field' | 'before_value' | 'after_value' | 'reason'
  > & { shown_actor_user_id: number | null; shown_actor_name: string },
): ContainerChangeItem {
  return {
    id: row.id,
    containerId: row.container_id,
    at: row.at,
    actorUserId: row.shown_actor_user_id,
    actorName: row.shown_actor_name,
    field: row.field,
    before: row.before_value,
    after: row.after_value,
    reason: row.reason,
  };
}

/** Appends rows to the container change history (a ready date set, confirmed or moved). */
export const recordContainerChanges = (
  db: Queryable,
  rows: readonly Insertable<ContainerChangeTable>[],
) => containerChangeRepository.insertMany(db, rows);
