import {
  cbmOfMilli,
  kgOfGrams,
  poLinePlannableQty,
  type ConfirmReadyDate,
  type ContainerDetail,
  type ContainerItem,
  type ContainerLineItem,
  type ContainerStatus,
  type ContainerTypeCode,
  type DestinationCountry,
  type OverloadReason,
  type PackageUnit,
  type PlannableLineItem,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { containerLineRepository, type ContainerLineRecord } from './container-line.repository';
import type { ContainerRecord } from './container.repository';
import { planningRefs, type PlanningLineRecord } from './planning-refs.repository';

/**
 * How planning shows its rows: a PO line with its package units, a container with its load
 * against its capacity (usable CBM of the type; payload of the destination's loading
 * information for the type, else the type's own maximum).
 */

/** The columns of PACKAGE_UNIT_COLUMNS, as a PO line or a container line reads them. */
type PackageUnitRecord = Pick<
  PlanningLineRecord,
  | 'length_mm'
  | 'width_mm'
  | 'height_mm'
  | 'qty_per_package'
  | 'gross_weight_g'
  | 'packaging_product_id'
  | 'carton_length_mm'
  | 'carton_width_mm'
  | 'carton_height_mm'
  | 'pieces_per_carton'
  | 'carton_gross_g'
>;

/** One package of the line's product: the packaging record when entered, else the product's own. */
export function packageUnitOf(row: PackageUnitRecord) {
  const fromPackaging = row.packaging_product_id !== null;
  const mm3 = fromPackaging
    ? row.carton_length_mm! * row.carton_width_mm! * row.carton_height_mm!
    : row.length_mm * row.width_mm * row.height_mm;
  const pieces = Math.max(1, fromPackaging ? row.pieces_per_carton! : row.qty_per_package);
  const grams = fromPackaging ? row.carton_gross_g! : row.gross_weight_g * row.qty_per_package;
  const unit: PackageUnit = {
    packageCbm: mm3 / 1e9,
    packageGrossKg: grams / 1000,
    piecesPerPackage: pieces,
  };
  return {
    unit,
    source: fromPackaging ? ('packaging' as const) : ('product' as const),
    unitCbm: Math.round(mm3 / pieces / 1000) / 1e6,
    unitGrossKg: Math.round(grams / pieces) / 1000,
  };
}

/** The columns that name a PO line, as an open PO line, a container or plan line reads them. */
type PoLineRefRecord = Pick<
  PlanningLineRecord,
  | 'po_id'
  | 'po_number'
  | 'line_no'
  | 'supplier_id'
  | 'supplier_code'
  | 'supplier_name'
  | 'product_id'
  | 'product_code'
  | 'product_name'
>;

/** The PO line a row is about, by number and names (the contracts' poLineRefShape). */
export function poLineRefOf(poLineId: number, row: PoLineRefRecord) {
  return {
    poLineId,
    poId: row.po_id,
    poNumber: row.po_number,
    lineNo: row.line_no,
    supplierId: row.supplier_id,
    supplierCode: row.supplier_code,
    supplierName: row.supplier_name,
    productId: row.product_id,
    productCode: row.product_code,
    productName: row.product_name,
  };
}

export const plannableQtyOf = (row: PlanningLineRecord) =>
  poLinePlannableQty({
    orderQty: row.order_qty,
    plannedQty: row.planned_qty,
    shippedQty: row.shipped_qty,
    closed: row.closed === 1,
    cancelled: row.cancelled === 1,
  });

export function toPlannableLine(row: PlanningLineRecord): PlannableLineItem {
  const { unit, source, unitCbm, unitGrossKg } = packageUnitOf(row);
  return {
    ...poLineRefOf(row.id, row),
    itemNumber: row.item_number,
    loadingPointId: row.loading_point_id,
    loadingPointName: row.loading_point_name,
    destinationCountry: row.destination_country as DestinationCountry,
    rdd: row.rdd,
    orderQty: row.order_qty,
    plannedQty: row.planned_qty,
    shippedQty: row.shipped_qty,
    plannableQty: plannableQtyOf(row),
    ...unit,
    unitCbm,
    unitGrossKg,
    unitSource: source,
  };
}

type Capacities = Awaited<ReturnType<typeof planningRefs.capacities>>;

function capacityOf(capacities: Capacities, type: string, country: string) {
  const containerType = capacities.types.find((row) => row.code === type);
  const limit = capacities.limits.find(
    (row) => row.country === country && row.container_type === type,
  );
  return {
    usableCm3: containerType?.usable_cm3 ?? 0,
    maxPayloadG: limit?.max_payload_g ?? containerType?.max_payload_g ?? 0,
  };
}

interface Load {
  lineCount: number;
  qty: number;
  cbmMilli: number;
  grossG: number;
}

const EMPTY_LOAD: Load = { lineCount: 0, qty: 0, cbmMilli: 0, grossG: 0 };

function toLineItem(row: ContainerLineRecord): ContainerLineItem {
  return {
    id: row.id,
    containerId: row.container_id,
    ...poLineRefOf(row.po_line_id, row),
    rdd: row.rdd,
    qty: row.qty,
    cbm: cbmOfMilli(row.cbm_milli),
    grossKg: kgOfGrams(row.gross_g),
    // the package as the open lines answer it, so a reloaded draft totals as it was planned
    ...packageUnitOf(row).unit,
    readyDate: row.ready_date,
    originalReadyDate: row.original_ready_date,
    confirmReadyDate: row.confirm_ready_date as ConfirmReadyDate,
  };
}

function toItem(
  row: ContainerRecord,
  load: Load,
  suppliers: string[],
  capacities: Capacities,
): ContainerItem {
  const { usableCm3, maxPayloadG } = capacityOf(
    capacities,
    row.container_type,
    row.destination_country,
  );
  const overloadReasons: OverloadReason[] = [];
  if (load.cbmMilli * 1000 > usableCm3) overloadReasons.push('cbm');
  if (load.grossG > maxPayloadG) overloadReasons.push('weight');
  return {
    id: row.id,
    shipmentNo: row.shipment_no,
    containerNo: row.container_no,
    containerType: row.container_type as ContainerTypeCode,
    status: row.status as ContainerStatus,
    loadingPointId: row.loading_point_id,
    loadingPointName: row.loading_point_name,
    destinationCountry: row.destination_country as DestinationCountry,
    ownerUserId: row.owner_user_id,
    ownerName: row.owner_name,
    createdByUserId: row.created_by_user_id,
    createdByName: row.created_by_name,
    shippingLineId: row.shipping_line_id,
    shippingLineName: row.shipping_line_name,
    etd: row.etd,
    eta: row.eta,
    atd: row.atd,
    ata: row.ata,
    readyDate: row.ready_date,
    originalReadyDate: row.original_ready_date,
    loadingDate: row.loading_date,
    promisedDeliveryDate: row.promised_delivery_date,
    notes: row.notes,
    version: row.version,
    suppliers: [...suppliers].sort(),
    lineCount: load.lineCount,
    qty: load.qty,
    cbm: cbmOfMilli(load.cbmMilli),
    grossKg: kgOfGrams(load.grossG),
    usableCbm: usableCm3 / 1e6,
    maxPayloadKg: kgOfGrams(maxPayloadG),
    utilizationPct: usableCm3 > 0 ? Math.round((load.cbmMilli * 1e6) / usableCm3) / 10 : 0,
    overloaded: overloadReasons.length > 0,
    overloadReasons,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Containers as list items: loads and suppliers read grouped, for the given rows only. */
export async function describeContainers(
  db: Queryable,
  rows: readonly ContainerRecord[],
): Promise<ContainerItem[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const loads = new Map<number, Load>();
  for (const load of await containerLineRepository.loadsOf(db, ids)) {
    loads.set(load.container_id, {
      lineCount: Number(load.line_count),
      qty: Number(load.qty),
      cbmMilli: Number(load.cbm_milli),
      grossG: Number(load.gross_g),
    });
  }
  const suppliers = new Map<number, string[]>();
  for (const row of await containerLineRepository.suppliersOf(db, ids)) {
    const codes = suppliers.get(row.container_id);
    if (codes) codes.push(row.supplier_code);
    else suppliers.set(row.container_id, [row.supplier_code]);
  }
  const capacities = await planningRefs.capacities(db);
  return rows.map((row) =>
    toItem(row, loads.get(row.id) ?? EMPTY_LOAD, suppliers.get(row.id) ?? [], capacities),
  );
}

/** Containers with their lines; the load is summed from the lines themselves. */
export async function detailContainers(
  db: Queryable,
  rows: readonly ContainerRecord[],
): Promise<ContainerDetail[]> {
  if (!rows.length) return [];
  const lines = await containerLineRepository.ofContainers(
    db,
    rows.map((row) => row.id),
  );
  const linesOf = new Map<number, ContainerLineRecord[]>();
  for (const line of lines) {
    const own = linesOf.get(line.container_id);
    if (own) own.push(line);
    else linesOf.set(line.container_id, [line]);
  }
  const capacities = await planningRefs.capacities(db);
  return rows.map((row) => {
    const own = linesOf.get(row.id) ?? [];
    const load = own.reduce<Load>(
      (sum, line) => ({
        lineCount: sum.lineCount + 1,
        qty: sum.qty + line.qty,
        cbmMilli: sum.cbmMilli + line.cbm_milli,
        grossG: sum.grossG + line.gross_g,
      }),
      EMPTY_LOAD,
    );
    const suppliers = [...new Set(own.map((line) => line.supplier_code))];
    return { ...toItem(row, load, suppliers, capacities), lines: own.map(toLineItem) };
  });
}
