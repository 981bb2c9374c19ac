import type { PlanningDraft, SaveDraftRequest } from '@lading/shared';
import { inContainers, type WorkbenchState, type WorkContainer } from './workbench-state';

/**
 * The workbench and the server's draft: open it, send it (PUT replaces the draft), and
 * what saving and releasing change in what the draft holds.
 */

/** The saved draft, opened: its containers, and what it holds per PO line. */
export function fromDraft(state: WorkbenchState, draft: PlanningDraft | null): WorkbenchState {
  const lines = { ...state.lines };
  const held: Record<number, number> = {};
  const containers = (draft?.containers ?? []).map((container, index): WorkContainer => {
    for (const line of container.lines) {
      held[line.poLineId] = (held[line.poLineId] ?? 0) + line.qty;
      if (!lines[line.poLineId]) {
        lines[line.poLineId] = {
          poLineId: line.poLineId,
          poNumber: line.poNumber,
          lineNo: line.lineNo,
          supplierId: line.supplierId,
          supplierCode: line.supplierCode,
          productId: line.productId,
          productCode: line.productCode,
          productName: line.productName,
          // the server keeps a container's lines at its loading point and destination
          loadingPointId: container.loadingPointId,
          loadingPointName: container.loadingPointName,
          destinationCountry: container.destinationCountry,
          rdd: line.rdd,
          plannableQty: 0,
          // the line's package, as the open lines have it: the plan totals as before saving
          packageCbm: line.packageCbm,
          packageGrossKg: line.packageGrossKg,
          piecesPerPackage: line.piecesPerPackage,
        };
      }
    }
    return {
      // the draft's own numbering (draftNumbers), as the shipping plan names it
      key: String(container.draftNo ?? index + 1),
      containerType: container.containerType,
      loadingPointId: container.loadingPointId,
      loadingPointName: container.loadingPointName,
      destinationCountry: container.destinationCountry,
      lines: container.lines.map((line) => ({ poLineId: line.poLineId, qty: line.qty })),
      etd: container.etd,
      shippingLine:
        container.shippingLineId !== null
          ? { id: container.shippingLineId, name: container.shippingLineName ?? '' }
          : null,
      owner:
        container.ownerUserId !== null
          ? { id: container.ownerUserId, name: container.ownerName ?? '' }
          : null,
      notes: container.notes,
    };
  });
  return {
    lines,
    held,
    containers,
    nextKey: nextKeyAfter(containers),
    dirty: false,
    savedAt: draft?.updatedAt ?? null,
    savedIds: (draft?.containers ?? []).map((container) => container.id),
  };
}

const nextKeyAfter = (containers: readonly WorkContainer[]) =>
  Math.max(0, ...containers.map((container) => Number(container.key) || 0)) + 1;

/** The body of planningOperations.saveDraft: the whole workbench, in its order. */
export function toSaveRequest(state: WorkbenchState): SaveDraftRequest {
  return {
    containers: state.containers.map((container) => ({
      containerType: container.containerType,
      loadingPointId: container.loadingPointId,
      destinationCountry: container.destinationCountry,
      lines: container.lines.map((line) => ({ poLineId: line.poLineId, qty: line.qty })),
      etd: container.etd,
      shippingLineId: container.shippingLine?.id ?? null,
      ownerUserId: container.owner?.id ?? null,
      notes: container.notes,
    })),
  };
}

/**
 * The saved containers under the numbers the server gives them (#1, #2… in the draft's
 * order), so the workbench and the shipping plan name each alike; old key → new key.
 */
export function savedKeys(state: WorkbenchState, draft: PlanningDraft | null) {
  const renamed = new Map<string, string>();
  for (const [index, container] of state.containers.entries()) {
    const draftNo = draft?.containers[index]?.draftNo;
    renamed.set(container.key, draftNo != null ? String(draftNo) : container.key);
  }
  return renamed;
}

/**
 * Saved: the draft now holds what the workbench holds, numbered as the server numbers it. The
 * server's plannable quantities moved by the difference (read again later; this keeps the
 * panel right meanwhile).
 */
export function afterSave(state: WorkbenchState, draft: PlanningDraft | null): WorkbenchState {
  const renamed = savedKeys(state, draft);
  const containers = state.containers.map((container) => ({
    ...container,
    key: renamed.get(container.key) ?? container.key,
  }));
  const now: Record<number, number> = {};
  for (const [poLineId, qty] of inContainers(state)) now[poLineId] = qty;
  const lines = { ...state.lines };
  for (const id of new Set([...Object.keys(state.held), ...Object.keys(now)].map(Number))) {
    const info = lines[id];
    if (info) {
      lines[id] = {
        ...info,
        plannableQty: info.plannableQty + (state.held[id] ?? 0) - (now[id] ?? 0),
      };
    }
  }
  return {
    ...state,
    lines,
    containers,
    nextKey: nextKeyAfter(containers),
    held: now,
    dirty: false,
    savedAt: draft?.updatedAt ?? null,
    savedIds: (draft?.containers ?? []).map((container) => container.id),
  };
}

/**
 * Released: those containers left the saved draft (now Unshipped, still planned on the
 * server), so the draft holds that much less and the workbench stays as saved.
 */
export function afterRelease(state: WorkbenchState, keys: readonly string[]): WorkbenchState {
  const held = { ...state.held };
  const savedIds: number[] = [];
  const containers: WorkContainer[] = [];
  for (const [index, container] of state.containers.entries()) {
    if (!keys.includes(container.key)) {
      containers.push(container);
      const id = state.savedIds[index];
      if (id !== undefined) savedIds.push(id);
      continue;
    }
    for (const line of container.lines) {
      held[line.poLineId] = (held[line.poLineId] ?? 0) - line.qty;
      if (held[line.poLineId] === 0) delete held[line.poLineId];
    }
  }
  return { ...state, held, containers, savedIds };
}
