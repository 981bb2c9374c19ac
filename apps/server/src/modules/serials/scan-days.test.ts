import { describe, expect, it } from 'vitest';
import { dayStartIn, scanDayRange } from './scan-days';

describe('scan days in the company time zone', () => {
  it('starts a day at its midnight in the zone', () => {
    expect(dayStartIn('2025-03-01', 'UTC')).toBe('2025-03-01T00:00:00.000Z');
    expect(dayStartIn('2025-03-01', 'Asia/Shanghai')).toBe('2025-02-28T16:00:00.000Z');
    expect(dayStartIn('2025-03-01', 'Asia/Kolkata')).toBe('2025-02-28T18:30:00.000Z');
    expect(dayStartIn('2025-01-01', 'America/Los_Angeles')).toBe('2025-01-01T08:00:00.000Z');
  });

  it('follows daylight saving time on the day it changes', () => {
    // New York moves its clocks at 02:00: the day starts in winter time, the next in summer time
    expect(dayStartIn('2025-03-09', 'America/New_York')).toBe('2025-03-09T05:00:00.000Z');
    expect(dayStartIn('2025-03-10', 'America/New_York')).toBe('2025-03-10T04:00:00.000Z');
    // Santiago skips its midnight: the day starts at the first moment after the gap
    expect(dayStartIn('2024-09-08', 'America/Santiago')).toBe('2024-09-08T04:00:00.000Z');
  });

  it('turns an inclusive day range into a start and an exclusive end', () => {
    expect(scanDayRange({ from: '2025-03-01', to: '2025-03-31' }, 'Asia/Shanghai')).toEqual({
      start: '2025-02-28T16:00:00.000Z',
      end: '2025-03-31T16:00:00.000Z',
    });
    expect(scanDayRange({ to: '2024-12-31' }, 'UTC')).toEqual({ end: '2025-01-01T00:00:00.000Z' });
    expect(scanDayRange({}, 'UTC')).toEqual({});
  });
});
