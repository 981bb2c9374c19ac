import {
  planContainers,
  type Plan,
  type PlanContext,
  type PlanLine,
  type UnplannedReason,
} from '@lading/planner';
import type { ContainerTypeCode, DestinationCountry } from '@lading/shared';
import {
  availableQty,
  groupKeyOf,
  type LineInfo,
  type Named,
  type WorkbenchState,
  type WorkContainer,
  type WorkLine,
} from './workbench-state';

/**
 * The workbench's operations (spec §2 preArrange): pure functions from one state to the
 * next, the planner doing the arithmetic. Each marks the workbench changed.
 */

/** The next state with these containers, marked changed. */
export const changed = (
  state: WorkbenchState,
  containers: WorkContainer[],
  nextKey = state.nextKey,
) => ({
  ...state,
  containers,
  nextKey,
  dirty: true,
});

const blank = (
  key: string,
  spec: {
    containerType: ContainerTypeCode;
    loadingPointId: number;
    loadingPointName: string;
    destinationCountry: DestinationCountry;
  },
  lines: WorkLine[] = [],
): WorkContainer => ({
  key,
  containerType: spec.containerType,
  loadingPointId: spec.loadingPointId,
  loadingPointName: spec.loadingPointName,
  destinationCountry: spec.destinationCountry,
  lines,
  etd: null,
  shippingLine: null,
  owner: null,
  notes: '',
});

/** Adds `qty` of a PO line to a container's lines (one row per PO line per container). */
function withLine(lines: readonly WorkLine[], poLineId: number, qty: number): WorkLine[] {
  return lines.some((line) => line.poLineId === poLineId)
    ? lines.map((line) => (line.poLineId === poLineId ? { ...line, qty: line.qty + qty } : line))
    : [...lines, { poLineId, qty }];
}

export interface UnplannedLine {
  line: LineInfo;
  reason: UnplannedReason;
}

/**
 * The chosen lines as the planner takes them, each with all it can give once the
 * workbench's containers are gone (auto-plan replaces them).
 */
export function planLinesOf(state: WorkbenchState, poLineIds: readonly number[]): PlanLine[] {
  const cleared = { ...state, containers: [] };
  const lines: PlanLine[] = [];
  for (const id of new Set(poLineIds)) {
    const info = state.lines[id];
    const qty = availableQty(cleared, id);
    if (!info || qty <= 0) continue;
    lines.push({
      id: String(id),
      plannableQty: qty,
      piecesPerPackage: info.piecesPerPackage,
      packageCbm: info.packageCbm,
      packageKg: info.packageGrossKg,
      rdd: info.rdd,
      loadingPoint: String(info.loadingPointId),
      destination: info.destinationCountry,
      supplier: info.supplierCode,
    });
  }
  return lines;
}

/** A planner's plan as the workbench's containers (keys 1, 2…) and its unplanned lines. */
export function workbenchPlanOf(
  plan: Plan,
  lines: WorkbenchState['lines'],
): { containers: WorkContainer[]; unplanned: UnplannedLine[] } {
  const containers = plan.containers.map((planned, index) => {
    const lineInfos = planned.lines.map((line) => lines[Number(line.lineId)]!);
    return blank(
      String(index + 1),
      {
        containerType: planned.containerType as ContainerTypeCode,
        loadingPointId: Number(planned.loadingPoint),
        loadingPointName: lineInfos[0]?.loadingPointName ?? '',
        destinationCountry: planned.destination as DestinationCountry,
      },
      planned.lines.map((line) => ({ poLineId: Number(line.lineId), qty: line.qty })),
    );
  });
  return {
    containers,
    unplanned: plan.unplanned.flatMap((u) => {
      const line = lines[Number(u.lineId)];
      return line ? [{ line, reason: u.reason }] : [];
    }),
  };
}

/**
 * Auto-plan: the workbench's containers are replaced by the planner's plan of the chosen
 * lines (the first plan; the workbench improves it in a worker, plan-improve-client.ts).
 */
export function autoPlan(
  state: WorkbenchState,
  poLineIds: readonly number[],
  context: PlanContext,
): { state: WorkbenchState; unplanned: UnplannedLine[] } {
  const plan = planContainers({ ...context, lines: planLinesOf(state, poLineIds) });
  const { containers, unplanned } = workbenchPlanOf(plan, state.lines);
  return { state: changed(state, containers, containers.length + 1), unplanned };
}

export function addContainer(
  state: WorkbenchState,
  spec: Parameters<typeof blank>[1],
): WorkbenchState {
  const key = String(state.nextKey);
  return changed(state, [...state.containers, blank(key, spec)], state.nextKey + 1);
}

/** Takes a container out; its lines go back to the open lines. */
export const removeContainer = (state: WorkbenchState, key: string): WorkbenchState =>
  changed(
    state,
    state.containers.filter((container) => container.key !== key),
  );

/**
 * Move in: all that is left of each chosen open line into one container. A line loaded
 * elsewhere or going elsewhere is refused (one container, one loading point and destination).
 */
export function moveIn(
  state: WorkbenchState,
  key: string,
  poLineIds: readonly number[],
): { state: WorkbenchState; moved: LineInfo[]; refused: LineInfo[] } {
  const target = state.containers.find((container) => container.key === key);
  if (!target) return { state, moved: [], refused: [] };
  const moved: LineInfo[] = [];
  const refused: LineInfo[] = [];
  let lines = target.lines;
  for (const id of poLineIds) {
    const info = state.lines[id];
    const qty = availableQty(state, id);
    if (!info || qty <= 0) continue;
    if (groupKeyOf(info) !== groupKeyOf(target)) {
      refused.push(info);
      continue;
    }
    lines = withLine(lines, id, qty);
    moved.push(info);
  }
  if (!moved.length) return { state, moved, refused };
  const containers = state.containers.map((c) => (c.key === key ? { ...c, lines } : c));
  return { state: changed(state, containers), moved, refused };
}

/** Move out: a container line goes back to the open lines. */
export function moveOut(state: WorkbenchState, key: string, poLineId: number): WorkbenchState {
  return changed(
    state,
    state.containers.map((c) =>
      c.key === key ? { ...c, lines: c.lines.filter((line) => line.poLineId !== poLineId) } : c,
    ),
  );
}

/** Where the new parts of a split go: back to the open lines, new containers, or one container. */
export type SplitTarget = { kind: 'open' } | { kind: 'new' } | { kind: 'container'; key: string };

/** Applies a confirmed split: `kept` stays, each of `parts` goes to `target`. */
export function applySplit(
  state: WorkbenchState,
  key: string,
  poLineId: number,
  kept: number,
  parts: readonly number[],
  target: SplitTarget,
): WorkbenchState {
  const source = state.containers.find((container) => container.key === key);
  if (!source) return state;
  let nextKey = state.nextKey;
  let containers = state.containers.map((c) =>
    c.key === key
      ? { ...c, lines: c.lines.map((l) => (l.poLineId === poLineId ? { ...l, qty: kept } : l)) }
      : c,
  );
  if (target.kind === 'new') {
    for (const qty of parts) {
      containers = [...containers, blank(String(nextKey++), source, [{ poLineId, qty }])];
    }
  }
  if (target.kind === 'container') {
    const total = parts.reduce((sum, qty) => sum + qty, 0);
    containers = containers.map((c) =>
      c.key === target.key ? { ...c, lines: withLine(c.lines, poLineId, total) } : c,
    );
  }
  return changed(state, containers, nextKey);
}

/** Batch modify: what changes on every chosen container (left out: unchanged). */
export interface BatchChanges {
  containerType?: ContainerTypeCode;
  loadingPoint?: Named;
  etd?: string;
  shippingLine?: Named;
  owner?: Named;
  notes?: string;
}

/**
 * A container's loading point changes only when every line on board loads there (the
 * server keeps each line at its PO line's loading point): otherwise the lines are refused.
 */
export function batchModify(
  state: WorkbenchState,
  keys: readonly string[],
  changes: BatchChanges,
): { state: WorkbenchState; refused: LineInfo[] } {
  const chosen = state.containers.filter((c) => keys.includes(c.key));
  const point = changes.loadingPoint;
  if (point) {
    const refused = chosen
      .flatMap((c) => c.lines.map((line) => state.lines[line.poLineId]))
      .filter((info): info is LineInfo => info !== undefined && info.loadingPointId !== point.id);
    if (refused.length) return { state, refused };
  }
  const containers = state.containers.map((c) =>
    keys.includes(c.key)
      ? {
          ...c,
          ...(changes.containerType ? { containerType: changes.containerType } : {}),
          ...(point ? { loadingPointId: point.id, loadingPointName: point.name } : {}),
          ...(changes.etd ? { etd: changes.etd } : {}),
          ...(changes.shippingLine ? { shippingLine: changes.shippingLine } : {}),
          ...(changes.owner ? { owner: changes.owner } : {}),
          ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
        }
      : c,
  );
  return { state: changed(state, containers), refused: [] };
}
