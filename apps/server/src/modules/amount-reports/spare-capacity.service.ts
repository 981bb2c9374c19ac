import {
  kgOfGrams,
  lineLoad,
  packageCm3,
  packageGrams,
  type ContainerTypeCode,
  type DestinationCountry,
  type ListSpareCandidatesQuery,
  type ListSpareContainersQuery,
  type SpareCandidate,
  type SpareCandidatesPage,
  type SpareContainer,
  type SpareContainersPage,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import { NotFound } from '../../platform/http/errors';
import type { Scope } from '../../platform/permissions/scope';
import { packageUnitOf } from '../planning/container-view';
import {
  spareCapacityRepository as repo,
  type SpareCandidateRecord,
  type SpareContainerRecord,
} from './spare-capacity.repository';

/**
 * /reportForms/spareReport (issue 15, our reading in docs/decisions.md): released
 * containers not yet shipped with the CBM and kg still free, and for one of them the open PO
 * lines of its loading point and destination that would fit, earliest RDD first, so a
 * planner can top it up in the workbench.
 */

const num = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

export function toSpareContainer(row: SpareContainerRecord): SpareContainer {
  const usableCm3 = num(row.usable_cm3);
  const loadedCm3 = num(row.loaded_cbm_milli) * 1000;
  return {
    id: row.id,
    shipmentNo: row.shipment_no,
    containerNo: row.container_no,
    status: row.status as SpareContainer['status'],
    containerType: row.container_type as ContainerTypeCode,
    loadingPointId: row.loading_point_id,
    loadingPointName: row.loading_point_name,
    destinationCountry: row.destination_country as DestinationCountry,
    etd: row.etd,
    readyDate: row.ready_date,
    lineCount: num(row.line_count),
    usableCbm: usableCm3 / 1e6,
    payloadKg: kgOfGrams(num(row.payload_g)),
    loadedCbm: loadedCm3 / 1e6,
    loadedKg: kgOfGrams(num(row.loaded_g)),
    freeCbm: num(row.free_cm3) / 1e6,
    freeKg: kgOfGrams(num(row.free_g)),
    utilizationPct: usableCm3 > 0 ? Math.round((loadedCm3 * 1000) / usableCm3) / 10 : 0,
  };
}

export async function listSpareContainers(
  db: Queryable,
  scope: Scope,
  query: ListSpareContainersQuery,
): Promise<SpareContainersPage> {
  const { totals, list } = await repo.page(db, scope, query, query);
  return {
    ...pageAnswer(list.map(toSpareContainer), num(totals.total), query),
    totals: {
      containers: num(totals.total),
      freeCbm: num(totals.free_cm3) / 1e6,
      freeKg: kgOfGrams(num(totals.free_g)),
    },
  };
}

/** How much of a line fits, alone, in the free space: whole packages, at most what is open. */
export function fitOf(row: SpareCandidateRecord, free: { cm3: number; grams: number }) {
  const { unit } = packageUnitOf(row);
  const plannableQty = row.order_qty - row.shipped_qty - row.planned_qty;
  const byCm3 = Math.floor(free.cm3 / Math.max(1, packageCm3(unit.packageCbm)));
  const byGrams = Math.floor(free.grams / Math.max(1, packageGrams(unit.packageGrossKg)));
  const packages = Math.max(0, Math.min(byCm3, byGrams));
  const fitQty = Math.min(plannableQty, packages * unit.piecesPerPackage);
  const load = lineLoad(fitQty, unit);
  return {
    unit,
    plannableQty,
    fitQty,
    fitCbm: load.cm3 / 1e6,
    fitKg: kgOfGrams(load.grams),
    wholeLineFits: fitQty === plannableQty,
  };
}

function toCandidate(row: SpareCandidateRecord, free: { cm3: number; grams: number }) {
  const fit = fitOf(row, free);
  return {
    id: row.id,
    poNumber: row.po_number,
    lineNo: row.line_no,
    supplierCode: row.supplier_code,
    supplierName: row.supplier_name,
    productCode: row.product_code,
    productName: row.product_name,
    rdd: row.rdd,
    plannableQty: fit.plannableQty,
    ...fit.unit,
    fitQty: fit.fitQty,
    fitCbm: fit.fitCbm,
    fitKg: fit.fitKg,
    wholeLineFits: fit.wholeLineFits,
  } satisfies SpareCandidate;
}

export async function listSpareCandidates(
  db: Queryable,
  scope: Scope,
  id: number,
  query: ListSpareCandidatesQuery,
): Promise<SpareCandidatesPage> {
  const row = await repo.one(db, scope, id);
  if (!row) throw new NotFound();
  const free = { cm3: num(row.free_cm3), grams: num(row.free_g) };
  const container = toSpareContainer(row);
  if (free.cm3 <= 0 || free.grams <= 0) {
    return { ...pageAnswer([], 0, query), container };
  }
  const { total, list } = await repo.candidates(
    db,
    scope,
    {
      loadingPointId: row.loading_point_id,
      destinationCountry: row.destination_country,
      freeCm3: free.cm3,
      freeG: free.grams,
    },
    query,
  );
  return {
    ...pageAnswer(
      list.map((line) => toCandidate(line, free)),
      total,
      query,
    ),
    container,
  };
}
