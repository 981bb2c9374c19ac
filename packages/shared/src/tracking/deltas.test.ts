import { describe, expect, it } from 'vitest';
import { actualTransitDays, containerDeltaDays, daysBetween } from './deltas';

describe('daysBetween', () => {
  it('counts calendar days, negative when earlier, across months and leap days', () => {
    expect(daysBetween('2026-01-30', '2026-02-02')).toBe(3);
    expect(daysBetween('2026-02-02', '2026-01-30')).toBe(-3);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-05-01', '2026-05-01')).toBe(0);
  });
  it('is null when either date is missing', () => {
    expect(daysBetween(null, '2026-01-01')).toBeNull();
    expect(daysBetween('2026-01-01', null)).toBeNull();
  });
});

describe('containerDeltaDays', () => {
  const dates = {
    originalReadyDate: '2026-03-01',
    readyDate: '2026-03-05',
    loadingDate: '2026-03-08',
    firstEtd: '2026-03-10',
    atd: '2026-03-09',
    firstEta: '2026-04-10',
    ata: '2026-04-15',
    receivingDate: '2026-04-20',
    rdd: '2026-04-18',
  };
  it('measures Δ1–Δ5 as DOMAIN defines them', () => {
    // Δ1 03-05 − 03-01 = 4; Δ2 03-08 − 03-05 = 3; Δ3 03-09 − 03-10 = −1;
    // Δ4 04-15 − 04-10 = 5; Δ5 04-20 − 04-18 = 2
    expect(containerDeltaDays(dates)).toEqual({ 1: 4, 2: 3, 3: -1, 4: 5, 5: 2 });
  });
  it('leaves a delta null until both its dates are known', () => {
    expect(
      containerDeltaDays({ ...dates, loadingDate: null, ata: null, receivingDate: null }),
    ).toEqual({ 1: 4, 2: null, 3: -1, 4: null, 5: null });
  });
  it('gives the actual transit time as ATA − ATD', () => {
    expect(actualTransitDays('2026-03-09', '2026-04-15')).toBe(37);
    expect(actualTransitDays('2026-03-09', null)).toBeNull();
  });
});
