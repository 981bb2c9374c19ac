import { CHART_COLORS } from '@lading/shared';
import type PptxGenJS from 'pptxgenjs';
import type { PackChart, PackSeries } from './report-pack-document';
import { addFramedSlide, BODY, type DeckContext, INK, SLIDE } from './pack-pptx-style';

/**
 * A chart slide: the chart as a native PowerPoint chart (editable, its data in the embedded
 * sheet), bars and lines in one plot, '%' series on a second value axis when they share the
 * chart with counts or amounts.
 */

const PERCENT_FORMAT = '0"%"';
const NUMBER_FORMAT = '#,##0';

interface SeriesGroup {
  type: 'bar' | 'line';
  secondary: boolean;
  /** the series with their place in the chart (which sets their colour) */
  members: { series: PackSeries; index: number }[];
}

export function addChartSlide(ctx: DeckContext, chart: PackChart): void {
  const slide = addFramedSlide(ctx, chart.title);
  if (chart.categories.length === 0 || chart.series.length === 0) {
    slide.addText(ctx.doc.labels.noData, {
      x: SLIDE.margin,
      y: BODY.y,
      w: SLIDE.width - 2 * SLIDE.margin,
      h: BODY.h,
      fontFace: ctx.font,
      lang: ctx.lang,
      fontSize: 18,
      color: INK.secondary,
      align: 'center',
      valign: 'middle',
    });
    return;
  }
  const groups = seriesGroups(chart.series);
  const multi: PptxGenJS.IChartMulti[] = groups.map((group) => ({
    type: group.type === 'bar' ? ctx.pptx.ChartType.bar : ctx.pptx.ChartType.line,
    data: group.members.map(({ series }) => ({
      name: series.name,
      labels: chart.categories,
      // a null is a gap: pptxgenjs writes NaN, as it would null, as an empty point
      values: series.values.map((value) => value ?? Number.NaN),
    })),
    options: groupOptions(group, chart.series),
  }));
  // a combo chart takes its options in the place of its data (pptxgenjs' typings want an array)
  const options: unknown = chartOptions(ctx, chart.series, groups);
  slide.addChart(multi, options as unknown[]);
}

/** Bars before lines (so lines are drawn over them), the primary axis before the secondary. */
function seriesGroups(series: PackSeries[]): SeriesGroup[] {
  const percent = series.filter((s) => s.unit === '%').length;
  const twoAxes = percent > 0 && percent < series.length;
  const groups: SeriesGroup[] = [];
  for (const type of ['bar', 'line'] as const) {
    for (const secondary of [false, true]) {
      const members = series
        .map((s, index) => ({ series: s, index }))
        .filter(({ series: s }) => s.type === type && (twoAxes && s.unit === '%') === secondary);
      if (members.length > 0) groups.push({ type, secondary, members });
    }
  }
  return groups;
}

function groupOptions(group: SeriesGroup, series: PackSeries[]): PptxGenJS.IChartOpts {
  const options: PptxGenJS.IChartOpts = {
    chartColors: groupColors(group, series),
    secondaryValAxis: group.secondary,
    secondaryCatAxis: group.secondary,
  };
  if (group.type === 'line') return { ...options, lineSize: 2, lineDataSymbolSize: 6 };
  const stacks = group.members.flatMap(({ series }) => (series.stack ? [series.stack] : []));
  // one bar group has one grouping: it stacks when two of its series share a stack
  const stacked = stacks.some((stack, i) => stacks.indexOf(stack) !== i);
  return { ...options, barGrouping: stacked ? 'stacked' : 'clustered', barGapWidthPct: 80 };
}

/**
 * pptxgenjs 4.0.1 colours a series by its place in its group and a line's markers by its
 * place in the whole chart, so a line group's colours sit at both places (a clash, possible
 * only with more lines than the series before them, leaves a marker the wrong colour).
 * A bar group keeps exactly one colour per series: with one series and more colours,
 * pptxgenjs would colour each bar differently.
 */
function groupColors(group: SeriesGroup, series: PackSeries[]): string[] {
  const colors = group.members.map(({ index }) => seriesColor(series, index));
  if (group.type === 'bar') return colors;
  for (const { index } of group.members) colors[index] ??= seriesColor(series, index);
  return Array.from(colors, (color, index) => color ?? seriesColor(series, index));
}

/** The series' own colour, else the palette's by its place (as ECharts takes them). */
function seriesColor(series: PackSeries[], index: number): string {
  const color = series[index]?.color ?? CHART_COLORS[index % CHART_COLORS.length] ?? '#000000';
  // pptxgenjs wants RRGGBB without the '#'
  return color.replace(/^#/, '').toUpperCase();
}

function chartOptions(
  ctx: DeckContext,
  series: PackSeries[],
  groups: SeriesGroup[],
): PptxGenJS.IChartOpts {
  const twoAxes = groups.some((group) => group.secondary);
  const primaryPercent = series.every((s) => s.unit === '%');
  const text = { fontFace: ctx.font, size: 12, color: INK.secondary };
  // a rate's axis (values in percent) runs 0–100 %: left to itself, it drew 120 % above a
  // 100 % bar
  const rateAxis = { valAxisMinVal: 0, valAxisMaxVal: 100 };
  const primaryAxis: PptxGenJS.IChartPropsAxisVal = {
    valAxisLabelFormatCode: primaryPercent ? PERCENT_FORMAT : NUMBER_FORMAT,
    valGridLine: { color: INK.border, size: 0.5 },
    ...(primaryPercent ? rateAxis : {}),
  };
  const secondaryAxis: PptxGenJS.IChartPropsAxisVal = {
    valAxisLabelFormatCode: PERCENT_FORMAT,
    valGridLine: { style: 'none' },
    ...rateAxis,
  };
  return {
    x: SLIDE.margin,
    y: BODY.y,
    w: SLIDE.width - 2 * SLIDE.margin,
    h: BODY.h,
    lang: ctx.lang,
    displayBlanksAs: 'gap',
    showLegend: true,
    legendPos: 'b',
    legendFontFace: text.fontFace,
    legendFontSize: text.size,
    legendColor: text.color,
    catAxisLabelFontFace: text.fontFace,
    catAxisLabelFontSize: text.size,
    catAxisLabelColor: text.color,
    catAxisLineColor: INK.border,
    valAxisLabelFontFace: text.fontFace,
    valAxisLabelFontSize: text.size,
    valAxisLabelColor: text.color,
    valAxisLineShow: false,
    dataLabelFontFace: text.fontFace,
    titleFontFace: text.fontFace,
    ...(twoAxes
      ? {
          valAxes: [primaryAxis, secondaryAxis],
          catAxes: [{}, { catAxisHidden: true }],
        }
      : primaryAxis),
  };
}
