/**
 * Column generation's pricing problem: the bin pattern of greatest dual value,
 *   max Σ vᵢxᵢ  s.t.  Σ aᵢᵣxᵢ ≤ Cᵣ (every resource r),  0 ≤ xᵢ ≤ uᵢ whole,
 * where uᵢ is the class's count (a pattern never needs more copies than there are items).
 * The answer carries a proven upper bound as well as the best pattern found, because the
 * Farley bound stays valid only with a true upper bound on the pattern value.
 */

export interface PatternClass {
  /** Dual value of one item; classes with value ≤ 0 never help a pattern. */
  value: number;
  sizes: readonly number[];
  /** Copies allowed in one pattern. */
  upTo: number;
}

export interface BestPattern {
  /** Copies per class (same order as the input). */
  copies: number[];
  value: number;
  /** ≥ the best pattern's value; equals `value` when the search finished. */
  upperBound: number;
}

/** A 1-D DP table of (binary parts) × (capacity + 1) cells stays below this. */
const DP_CELLS = 30_000_000;

export function bestPattern(
  classes: readonly PatternClass[],
  capacity: readonly number[],
  nodeLimit: number,
): BestPattern {
  const dpParts = capacity.length === 1 ? binaryParts(classes) : null;
  if (dpParts && dpParts.length * (capacity[0]! + 1) <= DP_CELLS) {
    return dynamicProgramme(classes, dpParts, capacity[0]!);
  }
  return branchAndBound(classes, capacity, nodeLimit);
}

interface Part {
  index: number;
  copies: number;
}

/** Bounded copies as 1, 2, 4… parts: a 0/1 knapsack over them makes every count 0..uᵢ. */
function binaryParts(classes: readonly PatternClass[]): Part[] {
  const parts: Part[] = [];
  classes.forEach((item, index) => {
    if (item.value <= 0) return;
    let left = item.upTo;
    for (let copies = 1; left > 0; copies *= 2) {
      const take = Math.min(copies, left);
      parts.push({ index, copies: take });
      left -= take;
    }
  });
  return parts;
}

/** Exact when the capacity is a small whole number (the classic benches: 100…100 000). */
function dynamicProgramme(
  classes: readonly PatternClass[],
  parts: readonly Part[],
  capacity: number,
): BestPattern {
  const width = capacity + 1;
  const best = new Float64Array(width);
  const taken = new Uint8Array(parts.length * width);
  parts.forEach((part, p) => {
    const item = classes[part.index]!;
    const size = item.sizes[0]! * part.copies;
    const value = item.value * part.copies;
    for (let room = capacity; room >= size; room--) {
      const withPart = best[room - size]! + value;
      if (withPart > best[room]!) {
        best[room] = withPart;
        taken[p * width + room] = 1;
      }
    }
  });
  const copies = classes.map(() => 0);
  let room = capacity;
  for (let p = parts.length - 1; p >= 0; p--) {
    if (taken[p * width + room]) {
      const part = parts[p]!;
      copies[part.index]! += part.copies;
      room -= classes[part.index]!.sizes[0]! * part.copies;
    }
  }
  const value = best[capacity]!;
  return { copies, value, upperBound: value };
}

/** Room an item takes in all resources together, each as a share of its capacity. */
const share = (sizes: readonly number[], capacity: readonly number[]) =>
  sizes.reduce((sum, size, r) => sum + size / capacity[r]!, 0);

/**
 * Depth-first branch and bound over the classes in order of value per share of the bins, most
 * copies first. A node's bound is the smallest, over resources, of the fractional (Dantzig)
 * knapsack of the classes not yet decided in that resource alone: each is a relaxation.
 * When `nodeLimit` stops the search, the root's bound is the proven upper bound.
 */
export function branchAndBound(
  classes: readonly PatternClass[],
  capacity: readonly number[],
  nodeLimit: number,
): BestPattern {
  const order = classes
    .map((item, index) => ({ ...item, index }))
    .filter((item) => item.value > 0 && item.upTo > 0)
    .sort(
      (a, b) =>
        b.value / share(b.sizes, capacity) - a.value / share(a.sizes, capacity) ||
        a.index - b.index,
    );
  // per resource, the positions in `order` by value per unit of that resource
  const byResource = capacity.map((_, r) =>
    order
      .map((_, position) => position)
      .sort((a, b) => density(order[b]!, r) - density(order[a]!, r) || a - b),
  );
  const room = [...capacity];
  const chosen = order.map(() => 0);
  let best = { value: 0, copies: [...chosen] };
  let nodes = 0;

  const fractionalBound = (from: number): number => {
    let bound = Number.POSITIVE_INFINITY;
    byResource.forEach((positions, r) => {
      let left = room[r]!;
      let value = 0;
      for (const position of positions) {
        if (position < from) continue;
        const item = order[position]!;
        const size = item.sizes[r]!;
        const copies = size === 0 ? item.upTo : Math.min(item.upTo, left / size);
        value += copies * item.value;
        left -= copies * size;
        if (left <= 0) break;
      }
      bound = Math.min(bound, value);
    });
    return bound;
  };

  const rootBound = order.length === 0 ? 0 : fractionalBound(0);
  const search = (depth: number, value: number): void => {
    if (value > best.value) best = { value, copies: [...chosen] };
    if (depth === order.length || ++nodes > nodeLimit) return;
    if (value + fractionalBound(depth) <= best.value + 1e-12) return;
    const item = order[depth]!;
    let most = item.upTo;
    item.sizes.forEach((size, r) => {
      if (size > 0) most = Math.min(most, Math.floor(room[r]! / size));
    });
    for (let copies = most; copies >= 0 && nodes <= nodeLimit; copies--) {
      item.sizes.forEach((size, r) => (room[r]! -= size * copies));
      chosen[depth] = copies;
      search(depth + 1, value + copies * item.value);
      item.sizes.forEach((size, r) => (room[r]! += size * copies));
    }
    chosen[depth] = 0;
  };
  search(0, 0);

  const copies = classes.map(() => 0);
  order.forEach((item, position) => (copies[item.index] = best.copies[position]!));
  const finished = nodes <= nodeLimit;
  return {
    copies,
    value: best.value,
    upperBound: finished ? best.value : Math.max(best.value, rootBound),
  };
}

const density = (item: PatternClass, r: number): number =>
  item.sizes[r] === 0 ? Number.POSITIVE_INFINITY : item.value / item.sizes[r]!;
