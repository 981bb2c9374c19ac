import { assemblePlan, type PackedContainer } from './assemble-plan';
import { compareText, type ContainerCapacity } from './container-types';
import { planGroups, type PlanGroup, type Piece } from './plan-groups';
import { planOptions, rddWindow, type Plan, type PlanInput } from './plan-types';

interface OpenContainer extends PackedContainer {
  cm3: number;
  grams: number;
  firstDay: number;
  lastDay: number;
}

const fitting = (container: OpenContainer, piece: Piece, capacity: ContainerCapacity) =>
  Math.min(
    Math.floor((capacity.cm3 - container.cm3) / piece.cm3),
    piece.grams > 0
      ? Math.floor((capacity.grams - container.grams) / piece.grams)
      : Number.POSITIVE_INFINITY,
  );

function ffdGroup(group: PlanGroup, windowDays: number): PackedContainer[] {
  const pieces = [...group.pieces].sort(
    (a, b) => b.packages * b.cm3 - a.packages * a.cm3 || compareText(a.line.id, b.line.id),
  );
  const open: OpenContainer[] = [];
  for (const piece of pieces) {
    // the biggest type, or the biggest that takes one of its packages
    const capacity =
      group.capacities.find((c) => c.cm3 >= piece.cm3 && c.grams >= piece.grams) ??
      group.capacities[0]!;
    let left = piece.packages;
    for (const container of open) {
      if (left === 0) break;
      if (container.capacity !== capacity) continue;
      const first = Math.min(container.firstDay, piece.day);
      const last = Math.max(container.lastDay, piece.day);
      if (last - first > windowDays) continue;
      const packages = Math.min(left, fitting(container, piece, capacity));
      if (packages < 1) continue;
      container.parts.push({ piece, packages });
      container.cm3 += packages * piece.cm3;
      container.grams += packages * piece.grams;
      container.firstDay = first;
      container.lastDay = last;
      left -= packages;
    }
    while (left > 0) {
      const container: OpenContainer = {
        capacity,
        parts: [],
        cm3: 0,
        grams: 0,
        firstDay: piece.day,
        lastDay: piece.day,
      };
      const packages = Math.min(left, fitting(container, piece, capacity));
      container.parts.push({ piece, packages });
      container.cm3 = packages * piece.cm3;
      container.grams = packages * piece.grams;
      left -= packages;
      open.push(container);
    }
  }
  return open.map(({ capacity, parts }) => ({ capacity, parts }));
}

/**
 * The bench's baseline: plain first-fit decreasing on the same instance. Per group, lines by
 * decreasing CBM, each poured package by package into the first open container (of the
 * biggest type) with room and an RDD window that admits it, the rest into new ones. It keeps
 * the same hard rules as the planner (groups, RDD window, CBM and payload) but neither chooses
 * types nor tries to keep a line whole.
 */
export function planFirstFitDecreasing(input: PlanInput): Plan {
  const windowDays = rddWindow(planOptions(input));
  const { groups, unplanned } = planGroups(input);
  return assemblePlan(
    groups.map((group) => ({ group, containers: ffdGroup(group, windowDays) })),
    unplanned,
  );
}
