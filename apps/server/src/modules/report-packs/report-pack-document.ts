/**
 * What a report pack shows, in the caller's language, already formatted: the PDF and the
 * PowerPoint renderers draw it and decide nothing about the figures.
 */

/** One series of a chart. */
export interface PackSeries {
  name: string;
  values: (number | null)[];
  type: 'bar' | 'line';
  /** '%' values are percentages 0–100 */
  unit?: '%';
  /** stacked bars share a stack name */
  stack?: string;
  /** '#rrggbb' where the screen gives the series its own colour (bands, late / on time) */
  color?: string;
}

/** A chart: categories along the x axis, one value per category in each series. */
export interface PackChart {
  title: string;
  categories: string[];
  series: PackSeries[];
}

export interface PackColumn {
  title: string;
  align: 'left' | 'right';
  /** relative width */
  width?: number;
}

export interface PackTable {
  title: string;
  columns: PackColumn[];
  rows: string[][];
  /** a totals row, already formatted */
  totals?: string[];
}

export interface ReportPackDocument {
  language: 'en' | 'zh';
  /** e.g. "OTD — on-time delivery" in the language */
  title: string;
  /** the filters in words, one line */
  filters: string;
  /** YYYY-MM-DD HH:mm */
  madeAt: string;
  charts: PackChart[];
  tables: PackTable[];
  /** "Page {{page}} of {{pages}}" template and other captions */
  labels: { page: string; noData: string };
}
