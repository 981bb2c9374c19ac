import { describe, expect, it } from 'vitest';
import { poLineOpenQty, poLinePlannableQty, poLineStatus } from './po-line-status';
import { rowTotalUsdCents } from './order-constants';

const line = (
  orderQty: number,
  plannedQty: number,
  shippedQty: number,
  closed = false,
  cancelled = false,
) => ({
  orderQty,
  plannedQty,
  shippedQty,
  closed,
  cancelled,
});

describe('poLineStatus', () => {
  it.each([
    [line(100, 0, 0), 'Open'],
    [line(100, 40, 0), 'PartiallyPlanned'],
    [line(100, 100, 0), 'Planned'],
    [line(100, 60, 40), 'PartiallyShipped'],
    [line(100, 0, 40), 'PartiallyShipped'],
    [line(100, 0, 100), 'Shipped'],
    [line(100, 0, 120), 'Shipped'],
    [line(100, 40, 0, true), 'Closed'],
    [line(100, 0, 0, false, true), 'Cancelled'],
    [line(100, 0, 0, true, true), 'Cancelled'],
  ] as const)('%o → %s', (q, status) => {
    expect(poLineStatus(q)).toBe(status);
  });
});

describe('derived quantities', () => {
  it('open = order − shipped, plannable = open − planned', () => {
    expect(poLineOpenQty(line(100, 30, 20))).toBe(80);
    expect(poLinePlannableQty(line(100, 30, 20))).toBe(50);
  });
  it('never negative; nothing plannable once closed or cancelled', () => {
    expect(poLineOpenQty(line(100, 0, 150))).toBe(0);
    expect(poLinePlannableQty(line(100, 120, 0))).toBe(0);
    expect(poLinePlannableQty(line(100, 0, 0, true))).toBe(0);
    expect(poLinePlannableQty(line(100, 0, 0, false, true))).toBe(0);
  });
});

describe('rowTotalUsdCents', () => {
  it('qty × price × (1 − discount) × rate, rounded to the cent', () => {
    expect(rowTotalUsdCents(10, 1_000, 0, 'USD')).toBe(10_000);
    expect(rowTotalUsdCents(10, 1_000, 12.5, 'USD')).toBe(8_750);
    expect(rowTotalUsdCents(10, 1_000, 0, 'CNY')).toBe(1_400);
    expect(rowTotalUsdCents(3, 333, 0, 'EUR')).toBe(1_079);
    expect(rowTotalUsdCents(5, 999, 100, 'USD')).toBe(0);
  });
});
