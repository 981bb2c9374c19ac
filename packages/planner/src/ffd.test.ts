import { describe, expect, it } from 'vitest';
import { planFirstFitDecreasing } from './ffd';
import { STANDARD_TYPES } from './testing/plan-arbitraries';
import { planLine } from './testing/builders';

describe('planFirstFitDecreasing (the bench baseline)', () => {
  it('pours lines, biggest first, into the first 40HQ with room', () => {
    const plan = planFirstFitDecreasing({
      lines: [
        planLine('L1', { plannableQty: 40 }),
        planLine('L2', { plannableQty: 50 }),
        planLine('L3', { plannableQty: 10 }),
      ],
      containerTypes: STANDARD_TYPES,
    });
    expect(
      plan.containers.map((c) => [c.containerType, c.lines.map((l) => [l.lineId, l.qty])]),
    ).toEqual([
      [
        '40HQ',
        [
          ['L1', 18],
          ['L2', 50],
        ],
      ],
      [
        '40HQ',
        [
          ['L1', 22],
          ['L3', 10],
        ],
      ],
    ]);
  });
});
