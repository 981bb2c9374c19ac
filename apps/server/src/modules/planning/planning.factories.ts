import {
  PLANNED_CONTAINER_STATUSES,
  plannedCbmMilli,
  plannedGrossGrams,
  type ContainerStatus,
  type ContainerTypeCode,
  type DestinationCountry,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { takePlannedQty } from '../orders/po-line.service';
import { containerLineRepository } from './container-line.repository';
import { containerRepository } from './container.repository';
import { packageUnitOf } from './container-view';
import { planningRefs } from './planning-refs.repository';

let counter = 0;

export interface ContainerSpec {
  status?: ContainerStatus;
  containerType?: ContainerTypeCode;
  loadingPointId: number;
  destinationCountry?: DestinationCountry;
  createdByUserId: number;
  shipmentNo?: string | null;
  containerNo?: string | null;
  promisedDeliveryDate?: string | null;
  lines?: { poLineId: number; qty: number }[];
  at?: string;
}

/**
 * A container with lines, written straight through the repositories (no audit, no
 * messages) — shared by the tests and the demo seed. CBM and kg are computed as a saved
 * draft computes them; a status that counts as planned takes the PO lines' quantity the
 * same conditional way, and throws when it is not there to take.
 */
export async function buildContainer(db: Queryable, spec: ContainerSpec) {
  const n = ++counter;
  const at = spec.at ?? new Date().toISOString();
  const status = spec.status ?? 'Unshipped';
  const draft = status === 'Draft';
  const id = await containerRepository.insert(db, {
    shipment_no: spec.shipmentNo !== undefined ? spec.shipmentNo : draft ? null : `SH-T${n}`,
    container_no: spec.containerNo ?? null,
    container_type: spec.containerType ?? '40HQ',
    status,
    loading_point_id: spec.loadingPointId,
    destination_country: spec.destinationCountry ?? 'NG',
    owner_user_id: null,
    created_by_user_id: spec.createdByUserId,
    shipping_line_id: null,
    etd: null,
    eta: null,
    atd: null,
    ata: null,
    ready_date: null,
    original_ready_date: null,
    loading_date: null,
    promised_delivery_date: spec.promisedDeliveryDate ?? (draft ? null : '2027-03-01'),
    created_at: at,
    updated_at: at,
  });
  const lines = spec.lines ?? [];
  const records = new Map(
    (
      await planningRefs.linesById(
        db,
        ALL_SUPPLIERS,
        lines.map((line) => line.poLineId),
      )
    ).map((row) => [row.id, row]),
  );
  const planned = (PLANNED_CONTAINER_STATUSES as readonly string[]).includes(status);
  for (const line of lines) {
    if (planned && !(await takePlannedQty(db, ALL_SUPPLIERS, line.poLineId, line.qty))) {
      throw new Error(`buildContainer: ${line.qty} of PO line ${line.poLineId} is not plannable`);
    }
  }
  await containerLineRepository.insertMany(
    db,
    lines.map((line) => {
      const { unit } = packageUnitOf(records.get(line.poLineId)!);
      return {
        container_id: id,
        po_line_id: line.poLineId,
        qty: line.qty,
        cbm_milli: plannedCbmMilli(line.qty, unit),
        gross_g: plannedGrossGrams(line.qty, unit),
        ready_date: null,
        original_ready_date: null,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  return { id };
}
