import {
  CONTAINER_STATUSES,
  PLAN_LINE_CONTAINER_STATUSES,
  cbmOfMilli,
  type ConfirmReadyDate,
  type ContainerStatus,
  type ContainerTypeCode,
  type DestinationCountry,
  type PoLineContainerItem,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { NotFound } from '../../platform/http/errors';
import type { Scope } from '../../platform/permissions/scope';
import { poLineRepository } from '../orders/po-line.repository';
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
  if (!(await poLineRepository.findById(db, scope, poLineId))) throw new NotFound();
  const statuses: readonly ContainerStatus[] =
    scope.kind === 'ownSuppliers' ? PLAN_LINE_CONTAINER_STATUSES : CONTAINER_STATUSES;
  const rows = await poLineContainerRepository.ofPoLine(db, poLineId, statuses);
  return rows.map(toItem);
}

function toItem(row: PoLineContainerRecord): PoLineContainerItem {
  return {
    containerLineId: row.id,
    containerId: row.container_id,
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
