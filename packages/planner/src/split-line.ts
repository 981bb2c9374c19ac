import { lineLoad } from './container-metrics';
import type { ContainerLine } from './plan-types';
import { cm3ToCbm, packageCm3, typedCm3 } from './units';

/**
 * spec §5 "Split order": split a container line by quantity or by CBM into the part that stays
 * and one or more new parts. Refusals are codes (with the offending part and the limit), so
 * the server words them in the user's language.
 */
export type SplitBy = 'qty' | 'cbm';

export interface SplitRequest {
  by: SplitBy;
  /** The new parts: pieces (by qty) or m³ (by CBM); 0 leaves a part out. */
  amounts: readonly number[];
}

export type SplitRefusalCode =
  /** spec: calculate first — confirming a split that was not calculated, or is stale */
  | 'notCalculated'
  /** spec: number above 0 */
  | 'notPositive'
  /** spec: split quantities not all 0 */
  | 'allZero'
  /** spec: split quantity less than shipping quantity; split CBM less than total volume */
  | 'notLessThanLine'
  /** a quantity must be whole packages (the line's partial last package may go with one) */
  | 'notWholePackages'
  /** a CBM smaller than one package splits nothing off */
  | 'belowOnePackage';

export interface SplitRefusal {
  code: SplitRefusalCode;
  /** Index in `amounts` of the part refused. */
  part?: number;
  /** The bound broken: the line's qty or CBM, pieces per package, or one package's CBM. */
  limit?: number;
}

export interface SplitCalculation {
  lineId: string;
  /** The line's quantity when calculated: confirming against a changed line is refused. */
  qty: number;
  by: SplitBy;
  /** The part that stays first, then the new parts; quantities add up to `qty`. */
  parts: ContainerLine[];
}

export type SplitOutcome =
  { ok: true; calculation: SplitCalculation } | { ok: false; refusal: SplitRefusal };

function wholePackageQuantities(
  line: ContainerLine,
  amounts: readonly number[],
): SplitRefusal | number[] {
  const perPackage = line.piecesPerPackage;
  const partial = line.qty % perPackage;
  let partialTaken = false;
  for (const [part, amount] of amounts.entries()) {
    if (amount === 0) continue;
    const remainder = amount % perPackage;
    const takesPartial: boolean = partial !== 0 && remainder === partial && !partialTaken;
    if (!Number.isInteger(amount) || (remainder !== 0 && !takesPartial)) {
      return { code: 'notWholePackages', part, limit: perPackage };
    }
    partialTaken ||= takesPartial;
  }
  return [...amounts];
}

function quantitiesByCbm(line: ContainerLine, amounts: readonly number[]): SplitRefusal | number[] {
  const perPackage = packageCm3(line.packageCbm);
  const quantities: number[] = [];
  for (const [part, amount] of amounts.entries()) {
    const packages = Math.floor(typedCm3(amount) / perPackage);
    if (amount !== 0 && packages < 1) {
      return { code: 'belowOnePackage', part, limit: line.packageCbm };
    }
    quantities.push(packages * line.piecesPerPackage);
  }
  return quantities;
}

/** The "calculate" step: checks the request and shows the parts it would make. */
export function calculateSplit(line: ContainerLine, request: SplitRequest): SplitOutcome {
  const { amounts } = request;
  const negative = amounts.findIndex((amount) => !Number.isFinite(amount) || amount < 0);
  if (negative >= 0) return { ok: false, refusal: { code: 'notPositive', part: negative } };
  if (amounts.every((amount) => amount === 0)) return { ok: false, refusal: { code: 'allZero' } };
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (request.by === 'qty' && total >= line.qty) {
    return { ok: false, refusal: { code: 'notLessThanLine', limit: line.qty } };
  }
  const lineCm3 = lineLoad(line).cm3;
  if (request.by === 'cbm' && amounts.reduce((s, a) => s + typedCm3(a), 0) >= lineCm3) {
    return { ok: false, refusal: { code: 'notLessThanLine', limit: cm3ToCbm(lineCm3) } };
  }
  const quantities =
    request.by === 'qty' ? wholePackageQuantities(line, amounts) : quantitiesByCbm(line, amounts);
  if (!Array.isArray(quantities)) return { ok: false, refusal: quantities };
  const split = quantities.filter((qty) => qty > 0);
  const kept = line.qty - split.reduce((sum, qty) => sum + qty, 0);
  return {
    ok: true,
    calculation: {
      lineId: line.lineId,
      qty: line.qty,
      by: request.by,
      parts: [kept, ...split].map((qty) => ({ ...line, qty })),
    },
  };
}

/** Confirming: only a calculation made for this line as it stands now (spec: calculate first). */
export function confirmSplit(
  line: ContainerLine,
  calculation: SplitCalculation | undefined,
): { ok: true; parts: ContainerLine[] } | { ok: false; refusal: SplitRefusal } {
  if (!calculation || calculation.lineId !== line.lineId || calculation.qty !== line.qty) {
    return { ok: false, refusal: { code: 'notCalculated' } };
  }
  return { ok: true, parts: calculation.parts.map((part) => ({ ...part })) };
}
