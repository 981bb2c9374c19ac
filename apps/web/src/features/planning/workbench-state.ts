import type { ContainerTypeCode, DestinationCountry, PlannableLineItem } from '@lading/shared';
import type { OpenLinesFilter } from './usePlanning';

/**
 * The workbench's state, kept in the browser until saved (docs/decisions "Planning": the
 * planner runs here; the server is the authority on save and release). Quantities per PO
 * line: what is left to plan = the server's plannable qty + what the saved draft holds (a
 * save replaces the draft) − what the workbench's containers hold now.
 */

/** A PO line the workbench knows: from the open lines or from the saved draft. */
export interface LineInfo {
  poLineId: number;
  poNumber: string;
  lineNo: number;
  supplierId: number;
  supplierCode: string;
  productId: number;
  productCode: string;
  productName: string;
  loadingPointId: number;
  loadingPointName: string;
  destinationCountry: DestinationCountry;
  rdd: string;
  /** The server's order − shipped − planned (planned counts the saved draft). */
  plannableQty: number;
  packageCbm: number;
  packageGrossKg: number;
  piecesPerPackage: number;
}

export interface WorkLine {
  poLineId: number;
  qty: number;
}

export interface Named {
  id: number;
  name: string;
}

export interface WorkContainer {
  /** '1', '2'… shown as #1, #2: stays while the workbench is open. */
  key: string;
  containerType: ContainerTypeCode;
  loadingPointId: number;
  loadingPointName: string;
  destinationCountry: DestinationCountry;
  lines: WorkLine[];
  etd: string | null;
  shippingLine: Named | null;
  owner: Named | null;
  notes: string;
}

export interface WorkbenchState {
  lines: Record<number, LineInfo>;
  /** Quantity per PO line in the saved draft (as last loaded or saved). */
  held: Record<number, number>;
  containers: WorkContainer[];
  nextKey: number;
  /** Changed since loaded or saved. */
  dirty: boolean;
  /** When the saved draft was saved; null without one. */
  savedAt: string | null;
  /** The saved draft's container ids, in the workbench's order (valid while not dirty). */
  savedIds: number[];
}

export const emptyWorkbench = (): WorkbenchState => ({
  lines: {},
  held: {},
  containers: [],
  nextKey: 1,
  dirty: false,
  savedAt: null,
  savedIds: [],
});

export const lineInfoOf = (item: PlannableLineItem): LineInfo => ({
  poLineId: item.poLineId,
  poNumber: item.poNumber,
  lineNo: item.lineNo,
  supplierId: item.supplierId,
  supplierCode: item.supplierCode,
  productId: item.productId,
  productCode: item.productCode,
  productName: item.productName,
  loadingPointId: item.loadingPointId,
  loadingPointName: item.loadingPointName,
  destinationCountry: item.destinationCountry,
  rdd: item.rdd,
  plannableQty: item.plannableQty,
  packageCbm: item.packageCbm,
  packageGrossKg: item.packageGrossKg,
  piecesPerPackage: item.piecesPerPackage,
});

/**
 * The server's latest open lines for `filter` (every page): their quantities and units
 * replace what was known; a known line of the filter that is not among them has nothing
 * left to plan on the server any more.
 */
export function withOpenLines(
  state: WorkbenchState,
  items: readonly PlannableLineItem[],
  filter: OpenLinesFilter,
): WorkbenchState {
  const lines = { ...state.lines };
  for (const info of Object.values(lines)) {
    if (matchesFilter(info, filter)) lines[info.poLineId] = { ...info, plannableQty: 0 };
  }
  for (const item of items) lines[item.poLineId] = lineInfoOf(item);
  return { ...state, lines };
}

/** Quantity per PO line in the workbench's containers. */
export function inContainers(state: WorkbenchState): Map<number, number> {
  const qty = new Map<number, number>();
  for (const container of state.containers) {
    for (const line of container.lines) {
      qty.set(line.poLineId, (qty.get(line.poLineId) ?? 0) + line.qty);
    }
  }
  return qty;
}

/** What a PO line can still give: open qty for the workbench. */
export function availableQty(state: WorkbenchState, poLineId: number, used?: Map<number, number>) {
  const info = state.lines[poLineId];
  if (!info) return 0;
  const taken = (used ?? inContainers(state)).get(poLineId) ?? 0;
  return info.plannableQty + (state.held[poLineId] ?? 0) - taken;
}

export const matchesFilter = (info: LineInfo, filter: OpenLinesFilter): boolean =>
  (!filter.supplierId || info.supplierId === filter.supplierId) &&
  (!filter.productId || info.productId === filter.productId) &&
  (!filter.loadingPointId || info.loadingPointId === filter.loadingPointId) &&
  (!filter.destinationCountry || info.destinationCountry === filter.destinationCountry) &&
  (!filter.rddFrom || info.rdd >= filter.rddFrom) &&
  (!filter.rddTo || info.rdd <= filter.rddTo);

export interface OpenLine extends LineInfo {
  /** Left to plan in the workbench. */
  openQty: number;
}

/** The left panel: known lines matching the filter with quantity left, by RDD then line. */
export function openLinesOf(state: WorkbenchState, filter: OpenLinesFilter): OpenLine[] {
  const used = inContainers(state);
  return Object.values(state.lines)
    .filter((info) => matchesFilter(info, filter))
    .map((info) => ({ ...info, openQty: availableQty(state, info.poLineId, used) }))
    .filter((line) => line.openQty > 0)
    .sort((a, b) => (a.rdd < b.rdd ? -1 : a.rdd > b.rdd ? 1 : a.poLineId - b.poLineId));
}

/** Loading point × destination: what one container may hold (DOMAIN "Planning"). */
export const groupKeyOf = (c: { loadingPointId: number; destinationCountry: string }) =>
  `${c.loadingPointId}|${c.destinationCountry}`;
