import { capacitiesFor, compareText, type ContainerCapacity } from './container-types';
import { type PlanInput, type PlanLine, type UnplannedLine } from './plan-types';
import { dayNumber, packageCm3, packageGrams, packagesFor } from './units';

/** A line ready to pack: its load in whole packages of whole cm³ and grams. */
export interface Piece {
  line: PlanLine;
  packages: number;
  /** per package */
  cm3: number;
  /** per package */
  grams: number;
  day: number;
}

/** Lines that may share a container: one loading point, one destination (DOMAIN). */
export interface PlanGroup {
  loadingPoint: string;
  destination: string;
  capacities: ContainerCapacity[];
  /** In RDD order (then supplier, then id). */
  pieces: Piece[];
}

const wholePositive = (n: number) => Number.isInteger(n) && n > 0;

function pieceOf(line: PlanLine): Piece | null {
  const day = dayNumber(line.rdd);
  const valid =
    typeof line.id === 'string' &&
    line.id !== '' &&
    wholePositive(line.plannableQty) &&
    wholePositive(line.piecesPerPackage) &&
    Number.isFinite(line.packageCbm) &&
    line.packageCbm > 0 &&
    Number.isFinite(line.packageKg) &&
    line.packageKg >= 0 &&
    day !== null;
  if (!valid) return null;
  return {
    line,
    packages: packagesFor(line.plannableQty, line.piecesPerPackage),
    cm3: packageCm3(line.packageCbm),
    grams: packageGrams(line.packageKg),
    day,
  };
}

export const comparePieces = (a: Piece, b: Piece): number =>
  a.day - b.day ||
  compareText(a.line.supplier, b.line.supplier) ||
  compareText(a.line.id, b.line.id);

/**
 * Validates the lines and groups them by (loading point, destination), groups in code order.
 * A line that cannot be planned is returned with its reason instead of being dropped silently.
 */
export function planGroups(input: PlanInput): { groups: PlanGroup[]; unplanned: UnplannedLine[] } {
  const unplanned: UnplannedLine[] = [];
  const seen = new Set<string>();
  const byKey = new Map<string, PlanGroup>();
  for (const line of input.lines) {
    if (seen.has(line.id)) {
      unplanned.push({ lineId: line.id, reason: 'duplicateLine' });
      continue;
    }
    seen.add(line.id);
    const piece = pieceOf(line);
    if (!piece) {
      unplanned.push({ lineId: line.id, reason: 'invalidLine' });
      continue;
    }
    const key = JSON.stringify([line.loadingPoint, line.destination]);
    let group = byKey.get(key);
    if (!group) {
      group = {
        loadingPoint: line.loadingPoint,
        destination: line.destination,
        capacities: capacitiesFor(line.destination, input),
        pieces: [],
      };
      byKey.set(key, group);
    }
    if (group.capacities.length === 0) {
      unplanned.push({ lineId: line.id, reason: 'noContainerType' });
    } else if (!group.capacities.some((c) => piece.cm3 <= c.cm3 && piece.grams <= c.grams)) {
      unplanned.push({ lineId: line.id, reason: 'packageTooLarge' });
    } else {
      group.pieces.push(piece);
    }
  }
  const groups = [...byKey.values()]
    .filter((group) => group.pieces.length > 0)
    .sort(
      (a, b) =>
        compareText(a.loadingPoint, b.loadingPoint) || compareText(a.destination, b.destination),
    );
  for (const group of groups) group.pieces.sort(comparePieces);
  return { groups, unplanned };
}
