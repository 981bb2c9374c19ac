import { CHART_COLORS } from '@lading/shared';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import { init, use, type EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { PDF_FONT } from '../../platform/pdf/pdfmake-fonts';
import type { PackChart } from './report-pack-document';

use([BarChart, LineChart, GridComponent, LegendComponent, SVGRenderer]);

/** The font the SVG's text names: the PDF's own (pack-pdf.ts), so its CJK text draws. */
export const CHART_FONT = PDF_FONT;

const percentAxis = {
  type: 'value',
  min: 0,
  max: 100,
  axisLabel: { formatter: '{value} %' },
} as const;

/**
 * A pack chart as the screen draws it, for ECharts: categories along x, bars (stacked when
 * they share a stack) and lines, percentages on a 0–100 % axis, the web's palette.
 */
export function chartOption(chart: PackChart): EChartsCoreOption {
  const allPercent = chart.series.length > 0 && chart.series.every((s) => s.unit === '%');
  const rotate = chart.categories.length > 8 ? 30 : 0;
  return {
    animation: false,
    color: [...CHART_COLORS],
    textStyle: { fontFamily: CHART_FONT, fontSize: 11 },
    legend: { top: 0, textStyle: { fontFamily: CHART_FONT } },
    grid: { left: 56, right: 16, top: 36, bottom: chart.categories.length > 8 ? 56 : 28 },
    xAxis: {
      type: 'category',
      data: chart.categories,
      axisLabel: { interval: 0, rotate, fontFamily: CHART_FONT },
    },
    yAxis: allPercent ? percentAxis : { type: 'value', minInterval: 1 },
    series: chart.series.map((s) => ({
      name: s.name,
      type: s.type,
      data: s.values,
      ...(s.stack ? { stack: s.stack } : {}),
      ...(s.color ? { color: s.color } : {}),
      ...(s.type === 'bar' ? { barMaxWidth: 40 } : { connectNulls: false }),
    })),
  };
}

/** The chart drawn to an SVG string on the server (no DOM: ECharts' SSR mode). */
export function chartSvg(chart: PackChart, size: { width: number; height: number }): string {
  const echart = init(null, null, { renderer: 'svg', ssr: true, ...size });
  try {
    echart.setOption(chartOption(chart));
    return echart.renderToSVGString();
  } finally {
    echart.dispose();
  }
}
