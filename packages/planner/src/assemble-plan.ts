import { compareText, type ContainerCapacity } from './container-types';
import type { PlanGroup, Piece } from './plan-groups';
import type { ContainerLine, Plan, PlannedContainer, UnplannedLine } from './plan-types';

/** A line's share of one container, in packages. */
export interface Part {
  piece: Piece;
  packages: number;
}

/** A container as the packing algorithms build it, before quantities are given out. */
export interface PackedContainer {
  capacity: ContainerCapacity;
  parts: Part[];
}

const firstDay = (container: PackedContainer): number =>
  Math.min(...container.parts.map((part) => part.piece.day));

/**
 * Turns packed containers into the plan: containers in group order, then by their earliest RDD
 * (then the order they were packed), numbered 1, 2…; each part's quantity is its packages ×
 * pieces per package, except that the line's partial last package (when its quantity is not a
 * multiple) is taken off the line's last part in plan order — so the parts add up to exactly
 * the plannable quantity and every other part is whole packages.
 */
export function assemblePlan(
  packed: ReadonlyArray<{ group: PlanGroup; containers: PackedContainer[] }>,
  unplanned: UnplannedLine[],
): Plan {
  const ordered: Array<{ group: PlanGroup; container: PackedContainer }> = [];
  for (const { group, containers } of packed) {
    const days = containers.map(firstDay);
    const order = containers.map((_, index) => index).sort((a, b) => days[a]! - days[b]! || a - b);
    for (const index of order) ordered.push({ group, container: containers[index]! });
  }
  const lastPart = new Map<string, ContainerLine>();
  const containers: PlannedContainer[] = ordered.map(({ group, container }, index) => {
    const lines = container.parts
      .filter((part) => part.packages > 0)
      .map((part): ContainerLine => {
        const { line } = part.piece;
        const containerLine: ContainerLine = {
          lineId: line.id,
          supplier: line.supplier,
          rdd: line.rdd,
          qty: part.packages * line.piecesPerPackage,
          piecesPerPackage: line.piecesPerPackage,
          packageCbm: line.packageCbm,
          packageKg: line.packageKg,
        };
        lastPart.set(line.id, containerLine);
        return containerLine;
      })
      .sort(
        (a, b) =>
          compareText(a.rdd, b.rdd) ||
          compareText(a.supplier, b.supplier) ||
          compareText(a.lineId, b.lineId),
      );
    return {
      id: String(index + 1),
      containerType: container.capacity.code,
      loadingPoint: group.loadingPoint,
      destination: group.destination,
      lines,
    };
  });
  for (const { pieces } of packed.map((entry) => entry.group)) {
    for (const piece of pieces) {
      const last = lastPart.get(piece.line.id);
      if (last) last.qty -= piece.packages * piece.line.piecesPerPackage - piece.line.plannableQty;
    }
  }
  return { containers, unplanned };
}
