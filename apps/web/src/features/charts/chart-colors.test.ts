import { describe, expect, it } from 'vitest';
import { PALETTE } from '../../app/palette';
import { BAND_COLORS, CHART_COLORS, LATE_COLORS } from './chart-colors';

describe('the chart palette', () => {
  it("starts with the theme's primary, success, warning and error", () => {
    expect(CHART_COLORS.slice(0, 4)).toEqual([
      PALETTE.primary,
      PALETTE.success,
      PALETTE.warning,
      PALETTE.error,
    ]);
  });

  it("draws bands and lateness in the theme's success, warning and error", () => {
    expect(BAND_COLORS).toEqual({
      high: PALETTE.success,
      mid: PALETTE.warning,
      low: PALETTE.error,
    });
    expect(LATE_COLORS).toEqual({ late: PALETTE.error, onTime: PALETTE.success });
  });
});
