import { describe, expect, it } from 'vitest';
import { planGroups } from '../plan-groups';
import { classicInput, VECTOR_F60_0 } from '../testing/classic-instances';
import { binsValid } from './cns';
import { fillingBins } from './greedy';
import { addTo, buildModel, emptyBin } from './model';
import { packSet } from './pack-set';
import { repairOnce } from './repair';

const model = () => buildModel(planGroups(classicInput(VECTOR_F60_0)).groups[0]!, Infinity);
const packages = (counts: number[]) => counts.reduce((sum, n) => sum + n, 0);

describe('pack set and exact repair', () => {
  it('refills a container more fully from what is set aside, losing nothing', () => {
    const m = model();
    const bin = emptyBin(m.group.capacities[0]!);
    addTo(m, bin, m.kinds.length - 1, 1);
    const aside = m.kinds.map((kind) => kind.count);
    aside[m.kinds.length - 1]! -= 1;
    const before = bin.cm3 + bin.grams;
    expect(packSet(m, bin, aside)).not.toBeNull();
    expect(bin.cm3 + bin.grams).toBeGreaterThan(before);
    expect(binsValid(m, [bin])).toBe(true);
    expect(packages(aside) + packages(bin.counts)).toBe(packages(m.kinds.map((k) => k.count)));
  });

  it('repairs only into valid containers, one fewer, with every package', () => {
    const m = model();
    const bins = fillingBins(m);
    const total = packages(m.kinds.map((k) => k.count));
    let state = 0;
    const random = () => (state = (state * 9301 + 49297) % 233280) / 233280;
    for (let i = 0; i < 50; i++) {
      const out = repairOnce(m, bins, { expired: () => false }, random);
      if (!out) continue;
      expect(out.length).toBe(bins.length - 1);
      expect(binsValid(m, out)).toBe(true);
      expect(packages(out.flatMap((bin) => bin.counts))).toBe(total);
    }
  });
});
