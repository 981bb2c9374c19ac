import type {
  ContainerChangeHistoryItem,
  ContainerStatus,
  ListContainerChangeHistoryQuery,
  Page,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Scope } from '../../platform/permissions/scope';
import { toContainerChangeItem } from '../planning/container.service';
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
      ...toContainerChangeItem(row),
      shipmentNo: row.shipment_no,
      containerNo: row.container_no,
      containerStatus: row.status as ContainerStatus,
    })),
    total,
    query,
  );
}
