// Small classic bin-packing instances with proven optima for the bounds' and the search's tests
// (not exported by the package). Copied from ../shared/bench/bin-packing so that tests do not
// read ../shared (CI may not have it); the bench runs them all.
import { randomBetween, seededRandom, shuffled } from '@lading/shared';
import type { ContainerType, PlanInput, PlanLine } from '../plan-types';

/** One capacity and one size per item (Scholl, Falkenauer). */
export interface OneDimInstance {
  name: string;
  capacity: number;
  opt: number;
  sizes: number[];
}

/** [CBM side, kg side] capacity and sizes (vector packing). */
export interface TwoDimInstance {
  name: string;
  capacity: [number, number];
  opt: number;
  sizes: [number, number][];
}

export type ClassicInstance = OneDimInstance | TwoDimInstance;

/**
 * Scholl data set 1, N1C1W1_A (capacity 100, optimum 25: BPPLib LB = UB), from
 * ../shared/bench/bin-packing/scholl-1.json — source LucasGPellegrini/T2-IC:scholl/bin1data.zip
 * (commit cb403a34168224798fe12e0deb919bc60898d90a).
 */
export const SCHOLL_N1C1W1_A: OneDimInstance = {
  name: 'N1C1W1_A',
  capacity: 100,
  opt: 25,
  sizes: [
    99, 99, 96, 96, 92, 92, 91, 88, 87, 86, 85, 76, 74, 72, 69, 67, 67, 62, 61, 56, 52, 51, 49, 46,
    44, 42, 40, 40, 33, 33, 30, 30, 29, 28, 28, 27, 25, 24, 23, 22, 21, 20, 17, 14, 13, 11, 10, 7,
    7, 3,
  ],
};

/**
 * Scholl data set 2, N1W1B1R0 (capacity 1000, optimum 18: BPPLib LB = UB; L2 gives 17), from
 * ../shared/bench/bin-packing/scholl-2.json — source LucasGPellegrini/T2-IC:scholl/bin2data.zip.
 */
export const SCHOLL_N1W1B1R0: OneDimInstance = {
  name: 'N1W1B1R0',
  capacity: 1000,
  opt: 18,
  sizes: [
    395, 394, 394, 391, 390, 389, 388, 384, 383, 382, 380, 379, 376, 371, 368, 365, 360, 360, 354,
    350, 346, 346, 344, 342, 340, 335, 335, 333, 330, 330, 328, 327, 317, 316, 311, 310, 310, 306,
    300, 300, 297, 296, 295, 294, 294, 286, 285, 278, 275, 275,
  ],
};

/**
 * 2-D triplets vp2-classF_60_3_0 (capacity 100 × 100, optimum 20 by construction), from
 * ../shared/bench/bin-packing/vector2d-triplets.json — source
 * Vectorpack/experiments_vector_paper:data/Triplet_instances.tar.gz (classF_60_3_0.vbp,
 * dimensions 1–2; commit 09a07d92dab1a134de38f0a0e661c5eab512dd9e). MIT.
 */
export const VECTOR_F60_0: TwoDimInstance = {
  name: 'vp2-classF_60_3_0',
  capacity: [100, 100],
  opt: 20,
  sizes: [
    [41, 49],
    [27, 25],
    [32, 26],
    [43, 48],
    [26, 26],
    [31, 26],
    [44, 38],
    [26, 25],
    [30, 37],
    [39, 39],
    [26, 25],
    [35, 36],
    [40, 42],
    [25, 28],
    [35, 30],
    [43, 42],
    [26, 29],
    [31, 29],
    [48, 48],
    [25, 25],
    [27, 27],
    [42, 46],
    [25, 27],
    [33, 27],
    [47, 38],
    [25, 29],
    [28, 33],
    [43, 48],
    [28, 25],
    [29, 27],
    [45, 39],
    [25, 26],
    [30, 35],
    [45, 44],
    [27, 27],
    [28, 29],
    [48, 47],
    [26, 26],
    [26, 27],
    [41, 44],
    [29, 25],
    [30, 31],
    [40, 39],
    [30, 25],
    [30, 36],
    [44, 45],
    [25, 25],
    [31, 30],
    [46, 38],
    [27, 28],
    [27, 34],
    [48, 41],
    [25, 27],
    [27, 32],
    [44, 38],
    [25, 31],
    [31, 31],
    [43, 43],
    [27, 28],
    [30, 29],
  ],
};

/** The shared seeded generator (mulberry32), under the name the tests use. */
export const seeded = seededRandom;
export const shuffle = shuffled;
const uniform = randomBetween;

/**
 * Falkenauer-style triplets: capacity 1000, a ∈ U[380,490], b ∈ U[250,⌊(1000−a)/2⌋],
 * c = 1000 − a − b; every bin of an optimal plan holds one exact triplet (optimum n/3).
 */
export function triplets(count: number, seed: number): OneDimInstance {
  const random = seeded(seed);
  const sizes: number[] = [];
  for (let i = 0; i < count; i++) {
    const a = uniform(random, 380, 490);
    const b = uniform(random, 250, Math.floor((1000 - a) / 2));
    sizes.push(a, b, 1000 - a - b);
  }
  return {
    name: `triplets-${count}-${seed}`,
    capacity: 1000,
    opt: count,
    sizes: shuffle(sizes, random),
  };
}

/** 2-D triplets: each resource an independent triplet of 1000 (optimum n/3 by construction). */
export function vectorTriplets(count: number, seed: number): TwoDimInstance {
  const random = seeded(seed);
  const sizes: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const one = () => {
      const a = uniform(random, 380, 490);
      const b = uniform(random, 250, Math.floor((1000 - a) / 2));
      return [a, b, 1000 - a - b];
    };
    const [x, y] = [one(), shuffle(one(), random)];
    for (let j = 0; j < 3; j++) sizes.push([x[j]!, y[j]!]);
  }
  return {
    name: `vector-triplets-${count}-${seed}`,
    capacity: [1000, 1000],
    opt: count,
    sizes: shuffle(sizes, random),
  };
}

/** `n` sizes uniform in [low, high] (no known optimum: the bound is the reference). */
export function uniformSizes(n: number, low: number, high: number, seed: number): number[] {
  const random = seeded(seed);
  return Array.from({ length: n }, () => uniform(random, low, high));
}

/**
 * The instance as planner input: every item one line of one package of size/1000 m³ (and, in
 * 2-D, its second size in kg), one container type of the capacity, one RDD, one group.
 */
export function classicInput(
  instance: ClassicInstance,
  ids = (i: number) => `L${i + 1}`,
): PlanInput {
  const [volumeCap, weightCap] =
    typeof instance.capacity === 'number' ? [instance.capacity, undefined] : instance.capacity;
  const sizes: ReadonlyArray<number | [number, number]> = instance.sizes;
  const lines: PlanLine[] = sizes.map((size, index) => {
    const [volume, weight] = typeof size === 'number' ? [size, 0] : size;
    return {
      id: ids(index),
      plannableQty: 1,
      piecesPerPackage: 1,
      packageCbm: volume / 1_000,
      packageKg: weight,
      rdd: '2027-03-01',
      loadingPoint: 'Ningbo',
      destination: 'NG',
      supplier: 'S1',
    };
  });
  const type: ContainerType = {
    code: 'BIN',
    usableCbm: volumeCap / 1_000,
    maxPayloadKg: weightCap ?? 1_000_000,
    pallets: 0,
    cost: 1,
  };
  return { lines, containerTypes: [type], options: { allowMixedRdd: true } };
}
