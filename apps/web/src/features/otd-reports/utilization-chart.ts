import { UTILIZATION_BANDS, type UtilizationMeasure, type UtilizationReport } from '@lading/shared';
import type { EChartsCoreOption } from 'echarts/core';
import { BAND_COLORS } from '../charts/chart-colors';

const COLOR = { above95: BAND_COLORS.high, from90to95: BAND_COLORS.mid, below90: BAND_COLORS.low };

/** Containers per band by month, stacked: one measure (CBM or weight) at a time. */
export function bandsOption(
  report: UtilizationReport,
  measure: UtilizationMeasure,
  bandName: (band: (typeof UTILIZATION_BANDS)[number]) => string,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: report.byMonth.map((m) => m.month) },
    yAxis: { type: 'value', minInterval: 1 },
    series: UTILIZATION_BANDS.map((band) => ({
      name: bandName(band),
      type: 'bar',
      stack: 'bands',
      color: COLOR[band],
      barMaxWidth: 40,
      data: report.byMonth.map((m) => m[measure][band]),
    })),
  };
}
