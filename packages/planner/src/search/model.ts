import { seededRandom } from '@lading/shared';
import type { PackedContainer, Part } from '../assemble-plan';
import type { ContainerCapacity, Load } from '../container-types';
import { comparePieces, type PlanGroup, type Piece } from '../plan-groups';

/**
 * Equal packages of one group: the same cm³, grams and RDD day, whatever line they come from.
 * The search moves packages of a kind by count, so a line of 300 cartons is one object with a
 * count, not 300, and two lines of the same carton and day are interchangeable until the very
 * end, when lines are given out to containers (`toPacked`) so that as few as possible split.
 */
export interface Kind {
  cm3: number;
  grams: number;
  day: number;
  count: number;
  /** cm³ and grams as shares of the group's biggest capacity, added: the search's size. */
  weight: number;
  /** Its lines, most packages first. */
  pieces: Piece[];
}

export interface GroupModel {
  group: PlanGroup;
  /** Canonical order: biggest first, by data only (never by input order or line id). */
  kinds: Kind[];
  capacities: readonly ContainerCapacity[];
  /** Infinity when RDDs may mix. */
  windowDays: number;
  refCm3: number;
  refGrams: number;
  kindOf: Map<Piece, number>;
}

/** A container during the search: its type and the packages of each kind it holds. */
export interface Bin {
  capacity: ContainerCapacity;
  kinds: number[];
  counts: number[];
  cm3: number;
  grams: number;
  minDay: number;
  maxDay: number;
}

export function buildModel(group: PlanGroup, windowDays: number): GroupModel {
  const refCm3 = Math.max(...group.capacities.map((c) => c.cm3));
  const refGrams = Math.max(...group.capacities.map((c) => c.grams));
  const byKey = new Map<string, Kind>();
  for (const piece of group.pieces) {
    const key = `${piece.cm3}/${piece.grams}/${piece.day}`;
    let kind = byKey.get(key);
    if (!kind) {
      kind = {
        cm3: piece.cm3,
        grams: piece.grams,
        day: piece.day,
        count: 0,
        weight: piece.cm3 / refCm3 + piece.grams / refGrams,
        pieces: [],
      };
      byKey.set(key, kind);
    }
    kind.count += piece.packages;
    kind.pieces.push(piece);
  }
  const kinds = [...byKey.values()].sort(
    (a, b) => b.weight - a.weight || b.cm3 - a.cm3 || b.grams - a.grams || a.day - b.day,
  );
  const kindOf = new Map<Piece, number>();
  kinds.forEach((kind, index) => {
    kind.pieces.sort((a, b) => b.packages - a.packages || comparePieces(a, b));
    for (const piece of kind.pieces) kindOf.set(piece, index);
  });
  return { group, kinds, capacities: group.capacities, windowDays, refCm3, refGrams, kindOf };
}

export const emptyBin = (capacity: ContainerCapacity): Bin => ({
  capacity,
  kinds: [],
  counts: [],
  cm3: 0,
  grams: 0,
  minDay: Number.POSITIVE_INFINITY,
  maxDay: Number.NEGATIVE_INFINITY,
});

export const cloneBin = (bin: Bin): Bin => ({
  ...bin,
  kinds: [...bin.kinds],
  counts: [...bin.counts],
});

/** Whether a package of `day` may join the bin under the RDD window. */
export const dayFits = (model: GroupModel, bin: Bin, day: number): boolean =>
  model.windowDays === Number.POSITIVE_INFINITY ||
  bin.kinds.length === 0 ||
  Math.max(bin.maxDay, day) - Math.min(bin.minDay, day) <= model.windowDays;

/** How many more packages of kind `k` the bin takes (capacity and RDD window). */
export function room(model: GroupModel, bin: Bin, k: number): number {
  const kind = model.kinds[k]!;
  if (!dayFits(model, bin, kind.day)) return 0;
  const byCm3 = Math.floor((bin.capacity.cm3 - bin.cm3) / kind.cm3);
  const byGrams =
    kind.grams > 0
      ? Math.floor((bin.capacity.grams - bin.grams) / kind.grams)
      : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(byCm3, byGrams));
}

export function addTo(model: GroupModel, bin: Bin, k: number, n: number): void {
  const kind = model.kinds[k]!;
  const at = bin.kinds.indexOf(k);
  if (at < 0) {
    bin.kinds.push(k);
    bin.counts.push(n);
  } else {
    bin.counts[at]! += n;
  }
  bin.cm3 += n * kind.cm3;
  bin.grams += n * kind.grams;
  if (kind.day < bin.minDay) bin.minDay = kind.day;
  if (kind.day > bin.maxDay) bin.maxDay = kind.day;
}

export function removeFrom(model: GroupModel, bin: Bin, k: number, n: number): void {
  const kind = model.kinds[k]!;
  const at = bin.kinds.indexOf(k);
  if (at < 0 || bin.counts[at]! < n) throw new Error('planner search: removing what a bin lacks');
  bin.counts[at]! -= n;
  bin.cm3 -= n * kind.cm3;
  bin.grams -= n * kind.grams;
  if (bin.counts[at] === 0) {
    bin.kinds.splice(at, 1);
    bin.counts.splice(at, 1);
    bin.minDay = Number.POSITIVE_INFINITY;
    bin.maxDay = Number.NEGATIVE_INFINITY;
    for (const other of bin.kinds) {
      const day = model.kinds[other]!.day;
      if (day < bin.minDay) bin.minDay = day;
      if (day > bin.maxDay) bin.maxDay = day;
    }
  }
}

export const binLoad = (bin: Bin): Load => ({ cm3: bin.cm3, grams: bin.grams });

/** The tighter of volume and weight, 1 = full. */
export const binFill = (bin: Bin): number =>
  Math.max(bin.cm3 / bin.capacity.cm3, bin.grams / bin.capacity.grams);

export const binsCost = (bins: readonly Bin[]): number =>
  bins.reduce((sum, bin) => sum + bin.capacity.cost, 0);

/** Packed containers (any algorithm's) as bins of kinds. */
export function fromPacked(model: GroupModel, containers: readonly PackedContainer[]): Bin[] {
  return containers.map((container) => {
    const bin = emptyBin(container.capacity);
    for (const part of container.parts) {
      if (part.packages > 0) addTo(model, bin, model.kindOf.get(part.piece)!, part.packages);
    }
    return bin;
  });
}

/**
 * Gives lines out to bins: per kind, each line (most packages first) goes whole into the bin
 * whose share of that kind fits it most tightly; a line that fits no share fills the biggest
 * and goes on with the rest. Bins come out in a canonical order (earliest RDD, then fullest).
 */
export function toPacked(model: GroupModel, bins: readonly Bin[]): PackedContainer[] {
  const ordered = bins
    .filter((bin) => bin.kinds.length > 0)
    .map((bin) => ({ bin, key: sortKey(bin) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map((entry) => entry.bin);
  const parts: Part[][] = ordered.map(() => []);
  const shares = model.kinds.map((): Array<{ bin: number; left: number }> => []);
  ordered.forEach((bin, index) => {
    bin.kinds.forEach((k, at) => shares[k]!.push({ bin: index, left: bin.counts[at]! }));
  });
  model.kinds.forEach((kind, k) => {
    const open = shares[k]!;
    for (const piece of kind.pieces) {
      let left = piece.packages;
      while (left > 0) {
        let best: { bin: number; left: number } | undefined;
        let biggest: { bin: number; left: number } | undefined;
        for (const share of open) {
          if (share.left === 0) continue;
          if (share.left >= left && (!best || share.left < best.left)) best = share;
          if (!biggest || share.left > biggest.left) biggest = share;
        }
        const share = best ?? biggest;
        if (!share) throw new Error('planner search: a kind lost packages');
        const packages = Math.min(left, share.left);
        share.left -= packages;
        left -= packages;
        const list = parts[share.bin]!;
        const same = list.find((part) => part.piece === piece);
        if (same) same.packages += packages;
        else list.push({ piece, packages });
      }
    }
  });
  return ordered.map((bin, index) => ({
    capacity: bin.capacity,
    parts: parts[index]!.sort((a, b) => comparePieces(a.piece, b.piece)),
  }));
}

function sortKey(bin: Bin): number[] {
  // a data-only key (no line ids): earliest day, then load, then kinds held
  const key = [bin.minDay, -bin.cm3, -bin.grams, -bin.capacity.cost];
  const held = bin.kinds.map((k, at) => [k, bin.counts[at]!] as const).sort((a, b) => a[0] - b[0]);
  for (const [k, count] of held) key.push(k, count);
  return key;
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return a.length - b.length;
}

/** What a group's packing is judged by, in this order (issue 21). */
export interface Score {
  cost: number;
  containers: number;
  /** Lines in more than one container. */
  splits: number;
  /** Σ over containers of (latest − earliest RDD day). */
  spread: number;
}

export function scoreOf(containers: readonly PackedContainer[]): Score {
  const seen = new Map<Piece, number>();
  let cost = 0;
  let spread = 0;
  for (const container of containers) {
    cost += container.capacity.cost;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const part of container.parts) {
      if (part.packages === 0) continue;
      seen.set(part.piece, (seen.get(part.piece) ?? 0) + 1);
      min = Math.min(min, part.piece.day);
      max = Math.max(max, part.piece.day);
    }
    if (max >= min) spread += max - min;
  }
  let splits = 0;
  for (const count of seen.values()) if (count > 1) splits++;
  return { cost, containers: containers.length, splits, spread };
}

/** Costs are sums of decimals (1.5 + 1…): equal within a hair. */
const COST_EPSILON = 1e-9;

export const compareScores = (a: Score, b: Score): number =>
  (Math.abs(a.cost - b.cost) > COST_EPSILON ? a.cost - b.cost : 0) ||
  a.containers - b.containers ||
  a.splits - b.splits ||
  a.spread - b.spread;

export const cheaper = (a: number, b: number): boolean => a < b - COST_EPSILON;

/** A hash of the group's data (never of input order): the search's seed. */
export function seedOf(model: GroupModel): number {
  let h = 2166136261;
  const mix = (n: number) => {
    h ^= n & 0xffffffff;
    h = Math.imul(h, 16777619);
    h ^= Math.floor(n / 4294967296);
    h = Math.imul(h, 16777619);
  };
  for (const kind of model.kinds) {
    mix(kind.cm3);
    mix(kind.grams);
    mix(kind.day);
    mix(kind.count);
  }
  for (const c of `${model.group.loadingPoint}\u0000${model.group.destination}`) {
    mix(c.charCodeAt(0));
  }
  return h >>> 0;
}

/** The search's only randomness (mulberry32), seeded from the group's data. */
export const prng = seededRandom;
