import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { endDateDisabled, messageRange, startDateDisabled } from './date-range';
import { messageTarget } from './message-targets';

describe('message date range (spec §5)', () => {
  it('runs from 00:00:00 of the start day to 23:59:59 of the end day', () => {
    const range = messageRange(dayjs('2026-11-01T15:00'), dayjs('2026-11-03T08:00'));
    expect(range.valid).toBe(true);
    if (!range.valid) return;
    expect(dayjs(range.startTime).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-01 00:00:00');
    expect(dayjs(range.endTime).format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2026-11-03 23:59:59.999');
  });

  it('refuses an end before the start; one day is fine', () => {
    expect(messageRange(dayjs('2026-11-03'), dayjs('2026-11-01')).valid).toBe(false);
    expect(messageRange(dayjs('2026-11-03'), dayjs('2026-11-03')).valid).toBe(true);
    expect(messageRange(null, dayjs('2026-11-03'))).toMatchObject({
      valid: true,
      startTime: undefined,
    });
  });

  it('greys out the days that would break the rule', () => {
    expect(endDateDisabled(dayjs('2026-11-03'))(dayjs('2026-11-02'))).toBe(true);
    expect(endDateDisabled(dayjs('2026-11-03'))(dayjs('2026-11-03'))).toBe(false);
    expect(startDateDisabled(dayjs('2026-11-03'))(dayjs('2026-11-04'))).toBe(true);
  });
});

describe('where a message leads (spec §2)', () => {
  it('follows the type', () => {
    expect(messageTarget(1)).toBe('/reportForms/shippingDetails?confirmReadyDate=-1,3');
    expect(messageTarget(2)).toBe('/reportForms/shippingDetails?confirmReadyDate=0,3&owner=1');
    expect(messageTarget(3)).toBe('/reportForms/shippingDetails?confirmReadyDate=1');
    expect(messageTarget(4)).toBe('/reportForms/shippingDetails?confirmReadyDate=2');
    expect(messageTarget(5)).toBe('/reportForms/containerChangeHistory');
    expect(messageTarget(9)).toBeUndefined();
  });
});
