import type { ContainerLoading, LoadContainerRequest, LoadingLineItem } from '@lading/shared';

/** What the details page holds per open line: the quantity to load now and a reason. */
export interface LineInput {
  qty: number;
  reason: string;
}

export const onHandIn = (line: LoadingLineItem, warehouseId: number | undefined) =>
  line.onHand.find((row) => row.warehouseId === warehouseId)?.qty ?? 0;

/** The default of a line: what remains, as far as the warehouse holds it. */
export const defaultQty = (line: LoadingLineItem, warehouseId: number | undefined) =>
  Math.max(0, Math.min(line.remainingQty, onHandIn(line, warehouseId)));

export const defaultInputs = (
  lines: readonly LoadingLineItem[],
  warehouseId: number | undefined,
): Record<number, LineInput> =>
  Object.fromEntries(
    lines
      .filter((line) => line.remainingQty > 0)
      .map((line) => [line.containerLineId, { qty: defaultQty(line, warehouseId), reason: '' }]),
  );

/** Less than remains: a shortfall, which needs a reason. */
export const isShort = (line: LoadingLineItem, input: LineInput | undefined) =>
  input !== undefined && input.qty < line.remainingQty;

export type LineProblem = 'overPlanned' | 'overOnHand' | 'reasonRequired' | null;

/** What the page says of a line before posting (the server checks the same). */
export function problemOf(
  line: LoadingLineItem,
  input: LineInput | undefined,
  warehouseId: number | undefined,
): LineProblem {
  if (!input) return null;
  if (input.qty > line.remainingQty) return 'overPlanned';
  if (input.qty > onHandIn(line, warehouseId)) return 'overOnHand';
  // nothing loaded and no reason: the line is left for a later load (not sent)
  if (isShort(line, input) && input.qty > 0 && !input.reason.trim()) return 'reasonRequired';
  return null;
}

/** The load's lines: every open line with something to load or closed with a reason. */
export function loadLinesOf(
  lines: readonly LoadingLineItem[],
  inputs: Record<number, LineInput>,
): LoadContainerRequest['lines'] {
  return lines
    .filter((line) => line.remainingQty > 0)
    .map((line) => ({ line, input: inputs[line.containerLineId] }))
    .filter(({ input }) => input && (input.qty > 0 || input.reason.trim()))
    .map(({ line, input }) => ({
      containerLineId: line.containerLineId,
      qty: input!.qty,
      shortfallReason: isShort(line, input) ? input!.reason.trim() : '',
    }));
}

/** Whether the container's loading is complete: every line loaded in full or closed. */
export const loadingState = (data: ContainerLoading) =>
  data.container.loadingCompletedAt ? 'completed' : 'loading';
