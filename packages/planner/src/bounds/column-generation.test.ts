import { beforeAll, describe, expect, it } from 'vitest';
import {
  SCHOLL_N1C1W1_A,
  SCHOLL_N1W1B1R0,
  triplets,
  VECTOR_F60_0,
} from '../testing/classic-instances';
import { bruteForceBins, randomVectorInstance } from '../testing/exact-bin-packing';
import { createBoundSolver, type BoundSolver } from './highs-master';
import { classesOfSizes, classesOfVectors, type VectorItemClass } from './item-classes';
import { martelloTothL2 } from './martello-toth';

let solver: BoundSolver;
beforeAll(async () => {
  solver = await createBoundSolver();
});

const oneD = (sizes: readonly number[]): VectorItemClass[] =>
  classesOfSizes(sizes).map((item) => ({ sizes: [item.size], count: item.count }));

describe('Gilmore–Gomory LP bound (HiGHS)', () => {
  it('is n / (copies per bin) for one size, rounded up', () => {
    // 4s in 10: two per bin → LP = 3 / 2 = 1.5 → 2
    const lp = solver.gilmoreGomoryBound([{ sizes: [4], count: 3 }], [10]);
    expect(lp.lpValue).toBeCloseTo(1.5);
    expect(lp.bound).toBe(2);
    expect(lp.converged).toBe(true);
    // 300 cartons, 136 to a container → 3
    const cartons = solver.gilmoreGomoryBound([{ sizes: [500_000], count: 300 }], [68_000_000]);
    expect(cartons.bound).toBe(3);
  });

  it('closes the gap L2 leaves on Scholl N1W1B1R0 (L2 17, optimum 18)', () => {
    const items = oneD(SCHOLL_N1W1B1R0.sizes);
    const lp = solver.gilmoreGomoryBound(items, [SCHOLL_N1W1B1R0.capacity]);
    expect(lp.converged).toBe(true);
    expect(lp.bound).toBe(SCHOLL_N1W1B1R0.opt);
    const easy = solver.gilmoreGomoryBound(oneD(SCHOLL_N1C1W1_A.sizes), [100]);
    expect(easy.bound).toBe(SCHOLL_N1C1W1_A.opt);
  });

  it('finds n/3 on generated triplets, where L2 never exceeds it', () => {
    const { sizes } = triplets(20, 7);
    const items = oneD(sizes);
    expect(martelloTothL2(classesOfSizes(sizes), 1000)).toBeLessThanOrEqual(20);
    expect(solver.gilmoreGomoryBound(items, [1000]).bound).toBe(20);
  });

  it('handles CBM and kg together (2-D triplets, optimum 20)', () => {
    const items = classesOfVectors(VECTOR_F60_0.sizes);
    const lp = solver.gilmoreGomoryBound(items, VECTOR_F60_0.capacity);
    expect(lp.bound).toBe(VECTOR_F60_0.opt);
  });

  it('still gives a valid (Farley) bound when stopped after one round', () => {
    const items = oneD(SCHOLL_N1W1B1R0.sizes);
    const lp = solver.gilmoreGomoryBound(items, [1000], { maxIterations: 1 });
    expect(lp.converged).toBe(false);
    expect(lp.iterations).toBe(1);
    expect(lp.bound).toBeGreaterThan(0);
    expect(lp.bound).toBeLessThanOrEqual(SCHOLL_N1W1B1R0.opt);
  });

  it('stops at the time limit it is given', () => {
    let clock = 0;
    const lp = solver.gilmoreGomoryBound(oneD(SCHOLL_N1W1B1R0.sizes), [1000], {
      timeLimitMs: 5,
      now: () => (clock += 10),
    });
    expect(lp.iterations).toBe(1);
    expect(lp.bound).toBeLessThanOrEqual(SCHOLL_N1W1B1R0.opt);
  });

  it('never exceeds the optimum on small random 2-D instances (brute force)', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const { items, capacity } = randomVectorInstance(seed, 7);
      const lp = solver.gilmoreGomoryBound(items, capacity);
      expect(lp.bound).toBeLessThanOrEqual(bruteForceBins(items, capacity));
    }
  });
});
