import type { PackedContainer, Part } from './assemble-plan';
import { cheapestHolding, holds, type ContainerCapacity, type Load } from './container-types';
import { fillContainer, loadOfWork, type Work } from './fill-container';
import { cheapestFleet, requiredFill } from './fleet';
import type { PlanGroup, Piece } from './plan-groups';

const perContainer = (piece: Piece, capacity: ContainerCapacity): number =>
  Math.min(
    Math.floor(capacity.cm3 / piece.cm3),
    piece.grams > 0 ? Math.floor(capacity.grams / piece.grams) : Number.POSITIVE_INFINITY,
  );

function sumLoad(works: readonly Work[]): Load {
  const load = { cm3: 0, grams: 0 };
  for (const work of works) {
    load.cm3 += work.left * work.piece.cm3;
    load.grams += work.left * work.piece.grams;
  }
  return load;
}

/**
 * A line whose package does not fit the group's bulk type travels on its own, in the type that
 * carries most of it per unit of cost, the last part in the cheapest type that holds it.
 */
function alone(work: Work, capacities: readonly ContainerCapacity[]): PackedContainer[] {
  let best: ContainerCapacity | undefined;
  for (const capacity of capacities) {
    const per = perContainer(work.piece, capacity);
    if (per >= 1 && (!best || per / capacity.cost > perContainer(work.piece, best) / best.cost)) {
      best = capacity;
    }
  }
  const out: PackedContainer[] = [];
  while (best && work.left > 0) {
    const packages = Math.min(work.left, perContainer(work.piece, best));
    work.left -= packages;
    const load = { cm3: packages * work.piece.cm3, grams: packages * work.piece.grams };
    const capacity = work.left === 0 ? (cheapestHolding(capacities, load) ?? best) : best;
    out.push({ capacity, parts: [{ piece: work.piece, packages }] });
  }
  return out;
}

/**
 * Packs one group (one loading point, one destination) — the "lading" algorithm:
 *
 * 1. The bulk type is the one the cheapest fleet for the whole group is made of. A line bigger
 *    than a bulk container first fills whole containers on its own (its parts stay together).
 * 2. Then, in RDD order: the earliest unplanned line anchors the next container, which may take
 *    only lines within the RDD window of it. If all of those fit one container, they go whole
 *    into the cheapest type that holds them (this is how a group ends in a 20GP).
 * 3. Otherwise the cheapest fleet for everything left says the next type and the fill each
 *    container needs on average; `fillContainer` reaches it with whole lines where it can and
 *    splits one line only when it cannot.
 */
export function packGroup(group: PlanGroup, windowDays: number): PackedContainer[] {
  const { capacities } = group;
  const out: PackedContainer[] = [];
  const works: Work[] = group.pieces.map((piece) => ({ piece, left: piece.packages }));
  const bulk = cheapestFleet(sumLoad(works), capacities).next;
  const queue: Work[] = [];
  for (const work of works) {
    const per = perContainer(work.piece, bulk);
    if (per < 1) {
      out.push(...alone(work, capacities));
      continue;
    }
    while (work.left > per) {
      out.push({ capacity: bulk, parts: [{ piece: work.piece, packages: per }] });
      work.left -= per;
    }
    queue.push(work);
  }

  const remaining = sumLoad(queue);
  let head = 0;
  for (;;) {
    while (head < queue.length && queue[head]!.left === 0) head++;
    if (head === queue.length) break;
    const anchorDay = queue[head]!.piece.day;
    const window: Work[] = [];
    const windowLoad = { cm3: 0, grams: 0 };
    for (let i = head; i < queue.length && queue[i]!.piece.day - anchorDay <= windowDays; i++) {
      const work = queue[i]!;
      if (work.left === 0) continue;
      window.push(work);
      windowLoad.cm3 += work.left * work.piece.cm3;
      windowLoad.grams += work.left * work.piece.grams;
    }
    let parts: Part[];
    let capacity = cheapestHolding(capacities, windowLoad);
    if (capacity) {
      parts = window.map((work) => ({ piece: work.piece, packages: work.left }));
    } else {
      const fleet = cheapestFleet(remaining, capacities);
      capacity = fleet.next;
      parts = fillContainer(window, capacity, requiredFill(remaining, fleet));
      if (parts.length === 0 && capacity !== bulk) {
        // the finishing type holds none of these lines: every queued line fits the bulk type
        capacity = bulk;
        parts = fillContainer(window, capacity, requiredFill(remaining, fleet));
      }
      if (parts.length === 0) throw new Error('planner: a container was left empty');
    }
    const byPiece = new Map(window.map((work) => [work.piece, work]));
    for (const part of parts) {
      const work = byPiece.get(part.piece)!;
      const load = loadOfWork({ piece: part.piece, left: part.packages });
      work.left -= part.packages;
      remaining.cm3 -= load.cm3;
      remaining.grams -= load.grams;
    }
    if (!holds(capacity, sumLoad(parts.map((p) => ({ piece: p.piece, left: p.packages }))))) {
      throw new Error('planner: a container was overloaded');
    }
    out.push({ capacity, parts });
  }
  return out;
}
