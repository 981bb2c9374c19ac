import {
  containerTotals,
  draftNumbers,
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
import { containerRepository, type ContainerRecord } from './container.repository';
import { planningRefs, type PlanningLineRecord } from './planning-refs.repository';
import { trackingOf, trackingRefsOf, type TrackingRefs } from './container-tracking-view';

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

/**
 * What lines load. A Draft's lines by today's package, as the workbench totals them
 * (containerTotals); a released container's as stored when it was planned, so a later edit
 * of a product's packaging never rewrites a shipment's figures.
 */
function loadOf(lines: readonly ContainerLineRecord[], draft: boolean) {
  if (draft) {
    return containerTotals(lines.map((line) => ({ ...packageUnitOf(line).unit, qty: line.qty })));
  }
  const total = { lineCount: lines.length, qty: 0, cm3: 0, grams: 0 };
  for (const line of lines) {
    total.qty += line.qty;
    total.cm3 += line.cbm_milli * 1000;
    total.grams += line.gross_g;
  }
  return { ...total, cbm: total.cm3 / 1e6, kg: kgOfGrams(total.grams) };
}

function toLineItem(row: ContainerLineRecord, draft: boolean): ContainerLineItem {
  const { unit } = packageUnitOf(row);
  const load = loadOf([row], draft);
  return {
    id: row.id,
    containerId: row.container_id,
    ...poLineRefOf(row.po_line_id, row),
    rdd: row.rdd,
    qty: row.qty,
    cbm: load.cbm,
    grossKg: load.kg,
    // the package as the open lines answer it, so a reloaded draft totals as it was planned
    ...unit,
    readyDate: row.ready_date,
    originalReadyDate: row.original_ready_date,
    confirmReadyDate: row.confirm_ready_date as ConfirmReadyDate,
  };
}

const earliestRddOf = (lines: readonly ContainerLineRecord[]) =>
  lines.reduce<string | null>(
    (min, line) => (min === null || line.rdd < min ? line.rdd : min),
    null,
  );

function toItem(
  row: ContainerRecord,
  lines: readonly ContainerLineRecord[],
  draftNo: number | null,
  capacities: Capacities,
  trackingRefs: TrackingRefs,
): ContainerItem {
  const load = loadOf(lines, row.status === 'Draft');
  const suppliers = [...new Set(lines.map((line) => line.supplier_code))];
  const { usableCm3, maxPayloadG } = capacityOf(
    capacities,
    row.container_type,
    row.destination_country,
  );
  const overloadReasons: OverloadReason[] = [];
  if (load.cm3 > usableCm3) overloadReasons.push('cbm');
  if (load.grams > maxPayloadG) overloadReasons.push('weight');
  return {
    id: row.id,
    draftNo,
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
    ...trackingOf(row, earliestRddOf(lines), trackingRefs),
    version: row.version,
    suppliers: [...suppliers].sort(),
    lineCount: load.lineCount,
    qty: load.qty,
    cbm: load.cbm,
    grossKg: load.kg,
    usableCbm: usableCm3 / 1e6,
    maxPayloadKg: kgOfGrams(maxPayloadG),
    utilizationPct: usableCm3 > 0 ? Math.round((load.cm3 * 1000) / usableCm3) / 10 : 0,
    overloaded: overloadReasons.length > 0,
    overloadReasons,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Containers with their lines, totalled from the lines by the shared rule (containerTotals)
 * and a Draft container numbered within its planner's draft (draftNumbers), as the workbench
 * totals and numbers them.
 */
async function viewContainers(db: Queryable, rows: readonly ContainerRecord[]) {
  const ids = rows.map((row) => row.id);
  const linesOf = new Map<number, ContainerLineRecord[]>();
  for (const line of await containerLineRepository.ofContainers(db, ids)) {
    linesOf.set(line.container_id, [...(linesOf.get(line.container_id) ?? []), line]);
  }
  const planners = rows
    .filter((row) => row.status === 'Draft')
    .map((row) => row.created_by_user_id);
  const numbers = draftNumbers(
    (await containerRepository.draftMembersOf(db, [...new Set(planners)])).map((member) => ({
      id: member.id,
      plannerId: member.created_by_user_id,
    })),
  );
  const capacities = await planningRefs.capacities(db);
  const trackingRefs = await trackingRefsOf(db, rows);
  return rows.map((row) => {
    const lines = linesOf.get(row.id) ?? [];
    const item = toItem(row, lines, numbers.get(row.id) ?? null, capacities, trackingRefs);
    return { item, lines };
  });
}

/** Containers as list items. */
export async function describeContainers(
  db: Queryable,
  rows: readonly ContainerRecord[],
): Promise<ContainerItem[]> {
  if (!rows.length) return [];
  return (await viewContainers(db, rows)).map(({ item }) => item);
}

/** Containers with their lines. */
export async function detailContainers(
  db: Queryable,
  rows: readonly ContainerRecord[],
): Promise<ContainerDetail[]> {
  if (!rows.length) return [];
  return (await viewContainers(db, rows)).map(({ item, lines }) => ({
    ...item,
    lines: lines.map((line) => toLineItem(line, item.status === 'Draft')),
  }));
}
