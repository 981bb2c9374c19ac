import { defaultAtdRange } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { monthsOf, seriesOf } from './shipped-amount.service';

describe('the shipped amount chart', () => {
  it('defaults to the last 12 whole months, today included', () => {
    expect(defaultAtdRange('2026-11-26')).toEqual({ atdFrom: '2025-12-01', atdTo: '2026-11-26' });
    expect(defaultAtdRange('2027-01-31')).toEqual({ atdFrom: '2026-02-01', atdTo: '2027-01-31' });
  });

  it('has a bar for every month of the range', () => {
    expect(monthsOf('2025-11-15', '2026-02-03')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('keeps the largest series and sums the rest as others', () => {
    const months = ['2026-01', '2026-02'];
    const rows = [
      { month: '2026-01', key: 'a', label: 'A', amountCents: 100 },
      { month: '2026-02', key: 'a', label: 'A', amountCents: 50 },
      { month: '2026-01', key: 'b', label: 'B', amountCents: 120 },
      { month: '2026-02', key: 'c', label: 'C', amountCents: 30 },
      { month: '2026-01', key: 'd', label: 'D', amountCents: 10 },
    ];
    expect(seriesOf(rows, months, 3)).toEqual([
      { key: 'a', label: 'A', amountCents: [100, 50] },
      { key: 'b', label: 'B', amountCents: [120, 0] },
      { key: 'others', label: 'others', amountCents: [10, 30] },
    ]);
    expect(seriesOf(rows, months, 8).map((s) => s.key)).toEqual(['a', 'b', 'c', 'd']);
  });
});
