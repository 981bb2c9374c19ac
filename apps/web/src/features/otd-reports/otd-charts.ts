import type { OtdReport } from '@lading/shared';
import type { EChartsCoreOption } from 'echarts/core';

/** The OTD report's two charts: the rate by month (lines and pieces) and by supplier. */

const percentAxis = { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value} %' } };

export function trendOption(
  report: OtdReport,
  names: { lines: string; pieces: string },
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v == null ? '—' : `${v} %`) },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: report.byMonth.map((m) => m.month) },
    yAxis: percentAxis,
    series: [
      {
        name: names.lines,
        type: 'line',
        connectNulls: false,
        data: report.byMonth.map((m) => m.rate),
      },
      {
        name: names.pieces,
        type: 'line',
        connectNulls: false,
        data: report.byMonth.map((m) => m.qtyRate),
      },
    ],
  };
}

/** The suppliers received most from, at most 15, by their line rate. */
export function supplierOption(report: OtdReport, name: string): EChartsCoreOption {
  const top = report.bySupplier.slice(0, 15);
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${v} %` },
    grid: { left: 48, right: 16, top: 16, bottom: 56 },
    xAxis: {
      type: 'category',
      data: top.map((s) => s.supplierCode),
      axisLabel: { rotate: top.length > 6 ? 30 : 0 },
    },
    yAxis: percentAxis,
    series: [{ name, type: 'bar', data: top.map((s) => s.rate), barMaxWidth: 36 }],
  };
}
