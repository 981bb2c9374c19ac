import { describe, expect, it } from 'vitest';
import { addDays, readyDateLimits, readyDateWarnings } from './ready-date-warnings';

// RDD 2027-03-31 with 30 days at sea: ready by 2027-03-01. PO of 2027-01-01 with a
// 45-day lead time: ready by 2027-02-15.
const limits = readyDateLimits({
  rdd: '2027-03-31',
  transitDays: 30,
  poDate: '2027-01-01',
  leadTimeDays: 45,
});

describe('ready-date warnings', () => {
  it('adds calendar days across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-03-31', -30)).toBe('2027-03-01');
  });

  it('computes the latest dates without a warning', () => {
    expect(limits).toEqual({ rddReadyBy: '2027-03-01', leadTimeReadyBy: '2027-02-15' });
  });

  it('warns for neither, one, the other or both — the limit day itself is fine', () => {
    expect(readyDateWarnings('2027-02-15', limits)).toEqual([]);
    expect(readyDateWarnings('2027-02-16', limits)).toEqual(['longerThanLeadTime']);
    expect(readyDateWarnings('2027-03-02', limits)).toEqual([
      'cannotMeetRdd',
      'longerThanLeadTime',
    ]);
    const lateOnly = readyDateLimits({
      rdd: '2027-03-31',
      transitDays: 30,
      poDate: '2027-01-01',
      leadTimeDays: 90,
    });
    expect(readyDateWarnings('2027-03-02', lateOnly)).toEqual(['cannotMeetRdd']);
  });

  it('without a transit time the RDD itself is the limit; without a lead time, no lead warning', () => {
    const bare = readyDateLimits({
      rdd: '2027-03-31',
      transitDays: null,
      poDate: '2027-01-01',
      leadTimeDays: 0,
    });
    expect(bare).toEqual({ rddReadyBy: '2027-03-31', leadTimeReadyBy: null });
    expect(readyDateWarnings('2027-03-31', bare)).toEqual([]);
    expect(readyDateWarnings('2027-12-01', bare)).toEqual(['cannotMeetRdd']);
  });
});
