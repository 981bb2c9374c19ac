import {
  checkMerge,
  type MergeCheck,
  type MergeConfirmation,
  type PlanContext,
} from '@lading/planner';
import { mergeCheckContext, plannedOf } from './plan-context';
import { changed } from './workbench-ops';
import { groupKeyOf, type WorkbenchState, type WorkContainer } from './workbench-state';
import type { MergeResult } from './workbench-merge';

/**
 * Moving one container line, all of it, into another container of its group (the keyboard's
 * "Move to…"). A person combining loads by hand: the rules of a merge apply (spec §5) — the
 * target must not be overloaded, RDDs over 30 days apart need a confirmation.
 */

const byKey = (state: WorkbenchState, key: string) =>
  state.containers.find((container) => container.key === key);

/** The containers a line of `fromKey` may move to: the others of its group. */
export const moveTargets = (state: WorkbenchState, fromKey: string): WorkContainer[] => {
  const source = byKey(state, fromKey);
  if (!source) return [];
  return state.containers.filter((c) => c.key !== fromKey && groupKeyOf(c) === groupKeyOf(source));
};

/**
 * What moving the line would give, refuse or ask to confirm: the planner's merge check of the
 * target with a container holding only that line.
 */
export function moveLinePreview(
  state: WorkbenchState,
  fromKey: string,
  toKey: string,
  poLineId: number,
  context: PlanContext,
): MergeCheck | undefined {
  const source = byKey(state, fromKey);
  const target = byKey(state, toKey);
  const line = source?.lines.find((l) => l.poLineId === poLineId);
  if (!source || !target || !line) return undefined;
  return checkMerge(
    plannedOf(target, state.lines),
    plannedOf({ ...source, lines: [line] }, state.lines),
    mergeCheckContext(context),
  );
}

/** Moves the line when nothing refuses it and every confirmation was given. */
export function moveLine(
  state: WorkbenchState,
  fromKey: string,
  toKey: string,
  poLineId: number,
  context: PlanContext,
  confirmed: readonly MergeConfirmation[],
): MergeResult {
  const check = moveLinePreview(state, fromKey, toKey, poLineId, context);
  if (!check) return { ok: false, refusals: [], confirmations: [] };
  const unconfirmed = check.confirmations.filter((code) => !confirmed.includes(code));
  if (check.refusals.length || unconfirmed.length) {
    return { ok: false, refusals: check.refusals, confirmations: unconfirmed };
  }
  const moving = byKey(state, fromKey)!.lines.find((l) => l.poLineId === poLineId)!;
  const containers = state.containers.map((c) => {
    if (c.key === fromKey) return { ...c, lines: c.lines.filter((l) => l.poLineId !== poLineId) };
    if (c.key !== toKey) return c;
    // one row per PO line per container: a part already there takes the moved quantity
    const there = c.lines.some((l) => l.poLineId === poLineId);
    return {
      ...c,
      lines: there
        ? c.lines.map((l) => (l.poLineId === poLineId ? { ...l, qty: l.qty + moving.qty } : l))
        : [...c.lines, moving],
    };
  });
  return { ok: true, state: changed(state, containers) };
}
