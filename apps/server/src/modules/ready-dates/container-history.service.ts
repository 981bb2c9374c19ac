import type {
  ContainerChangeHistoryItem,
  ContainerStatus,
  ListContainerChangeHistoryQuery,
  Page,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Scope } from '../../platform/permissions/scope';
import { containerHistoryRepository } from './container-history.repository';

/** GET /api/container-changes — the change history of every container in scope. */
export async function listContainerChangeHistory(
  db: Queryable,
  scope: Scope,
  query: ListContainerChangeHistoryQuery,
): Promise<Page<ContainerChangeHistoryItem>> {
  const { total, list } = await containerHistoryRepository.page(db, scope, query, query);
  return pageAnswer(
    list.map((row) => ({
      id: row.id,
      containerId: row.container_id,
      shipmentNo: row.shipment_no,
      containerNo: row.container_no,
      containerStatus: row.status as ContainerStatus,
      at: row.at,
      actorUserId: row.shown_actor_user_id,
      actorName: row.shown_actor_name,
      field: row.field,
      before: row.before_value,
      after: row.after_value,
      reason: row.reason,
    })),
    total,
    query,
  );
}
