import {
  CONTAINER_STATUSES,
  PLAN_LINE_CONTAINER_STATUSES,
  cbmOfMilli,
  draftNumbers,
  type ConfirmReadyDate,
  type ContainerStatus,
  type ContainerTypeCode,
  type DestinationCountry,
  type PoLineContainerItem,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import type { Scope } from '../../platform/permissions/scope';
import { getPoLine } from '../orders/po-line.service';
import { containerRepository } from './container.repository';
import {
  poLineContainerRepository,
  type PoLineContainerRecord,
} from './po-line-containers.repository';

/**
 * The containers a PO line is planned or shipped in (the PO report's drill-down). The PO
 * line is read in the caller's scope, as GET /api/po-lines/:id reads it: another
 * supplier's line is not found. A supplier user does not see Draft containers — a draft is
 * the planner's private work until it is released (the suppliers are told then).
 */
export async function listPoLineContainers(
  db: Queryable,
  scope: Scope,
  poLineId: number,
): Promise<PoLineContainerItem[]> {
  await getPoLine(db, scope, poLineId);
  const statuses: readonly ContainerStatus[] =
    scope.kind === 'ownSuppliers' ? PLAN_LINE_CONTAINER_STATUSES : CONTAINER_STATUSES;
  const rows = await poLineContainerRepository.ofPoLine(db, poLineId, statuses);
  // a Draft container by its number in its planner's draft, as the planning screens name it
  const planners = rows
    .filter((row) => row.status === 'Draft')
    .map((row) => row.created_by_user_id);
  const numbers = draftNumbers(
    (await containerRepository.draftMembersOf(db, [...new Set(planners)])).map((member) => ({
      id: member.id,
      plannerId: member.created_by_user_id,
    })),
  );
  return rows.map((row) => toItem(row, numbers.get(row.container_id) ?? null));
}

function toItem(row: PoLineContainerRecord, draftNo: number | null): PoLineContainerItem {
  return {
    containerLineId: row.id,
    containerId: row.container_id,
    draftNo,
    containerNo: row.container_no,
    shipmentNo: row.shipment_no,
    containerType: row.container_type as ContainerTypeCode,
    status: row.status as ContainerStatus,
    loadingPointId: row.loading_point_id,
    loadingPointName: row.loading_point_name,
    destinationCountry: row.destination_country as DestinationCountry,
    etd: row.etd,
    qty: row.qty,
    cbm: cbmOfMilli(row.cbm_milli),
    readyDate: row.ready_date,
    confirmReadyDate: row.confirm_ready_date as ConfirmReadyDate,
  };
}
