import { pdfmake } from '../../platform/pdf/pdfmake-fonts';
import { chartSvg, CHART_FONT } from './pack-chart-svg';
import type { PackTable, ReportPackDocument } from './report-pack-document';

/**
 * A report pack as a PDF (issue 15): landscape A4 — the title, the filters and when it was
 * made, each chart (ECharts' SVG, drawn in the same font), then each table with its header
 * row on every page; "Page 1 of 3" at the foot. One font for both languages: Noto Sans SC, a
 * TTF installed with the server's dependencies (a TTC fails in pdfmake's SVG path), so every
 * machine makes the same PDF.
 */

// the font and the resource policies: platform/pdf/pdfmake-fonts.ts

/** A4 landscape in points, and the margins. */
const PAGE = { width: 841.89, height: 595.28, side: 36, top: 36, bottom: 40 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.side;
const CHART_HEIGHT = 200;

const INK = { text: '#1f1f1f', secondary: '#595959', border: '#d9d9d9', header: '#f0f0f0' };

const pageLine = (template: string, page: number, pages: number) =>
  template.replace('{{page}}', String(page)).replace('{{pages}}', String(pages));

/** Column widths in points from the relative widths (1 each when none is given). */
function widthsOf(table: PackTable): number[] {
  const weights = table.columns.map((c) => c.width ?? 1);
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  // pdfmake adds each cell's padding (4 + 4 pt) and its rule (0.5 pt) to the width given
  const free = CONTENT_WIDTH - 1 - table.columns.length * 8.5;
  return weights.map((w) => Math.max(8, (free * w) / sum));
}

/**
 * A table under its title. The title is the table's first row and the column titles its
 * second: both repeat on every page the table runs onto (the header), and at least one row
 * goes with them, so a title is never left alone at the foot of a page.
 */
function tableContent(table: PackTable, noData: string): unknown[] {
  const span = table.columns.length;
  const noBorder = [false, false, false, false];
  const title = [
    {
      text: table.title,
      style: 'heading',
      colSpan: span,
      border: noBorder,
      margin: [-4, 10, 0, 2],
    },
    ...Array.from({ length: span - 1 }, () => ({})),
  ];
  if (table.rows.length === 0 && !table.totals) {
    return [
      { text: table.title, style: 'heading', margin: [0, 12, 0, 4] },
      { text: noData, style: 'secondary' },
    ];
  }
  const cell = (text: string, index: number, style?: string) => ({
    text,
    alignment: table.columns[index]?.align ?? 'left',
    ...(style ? { style } : {}),
  });
  const body = [
    title,
    table.columns.map((c, i) => cell(c.title, i, 'th')),
    ...table.rows.map((row) => row.map((text, i) => cell(text, i))),
    ...(table.totals ? [table.totals.map((text, i) => cell(text, i, 'total'))] : []),
  ];
  return [
    {
      table: {
        headerRows: 2,
        keepWithHeaderRows: 1,
        dontBreakRows: true,
        widths: widthsOf(table),
        body,
      },
      layout: {
        hLineWidth: (row: number) => (row === 0 ? 0 : 0.5),
        vLineWidth: () => 0.5,
        hLineColor: () => INK.border,
        vLineColor: () => INK.border,
        fillColor: (row: number) => (row === 1 ? INK.header : null),
      },
      style: 'table',
    },
  ];
}

export async function renderPackPdf(doc: ReportPackDocument): Promise<Buffer> {
  // a chart and its title stay on one page
  const charts = doc.charts.map((chart) => ({
    unbreakable: true,
    stack: [
      { text: chart.title, style: 'heading', margin: [0, 10, 0, 4] },
      chart.categories.length === 0
        ? { text: doc.labels.noData, style: 'secondary' }
        : {
            svg: chartSvg(chart, { width: CONTENT_WIDTH, height: CHART_HEIGHT }),
            width: CONTENT_WIDTH,
            font: CHART_FONT,
          },
    ],
  }));
  const definition = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [PAGE.side, PAGE.top, PAGE.side, PAGE.bottom],
    info: { title: doc.title, creator: 'Lading' },
    language: doc.language === 'zh' ? 'zh-CN' : 'en-US',
    defaultStyle: { font: CHART_FONT, fontSize: 9, color: INK.text },
    styles: {
      title: { fontSize: 16, bold: true },
      heading: { fontSize: 11, bold: true },
      secondary: { color: INK.secondary },
      table: { fontSize: 8 },
      th: { bold: true },
      total: { bold: true },
    },
    content: [
      { text: doc.title, style: 'title' },
      { text: doc.filters, style: 'secondary', margin: [0, 4, 0, 0] },
      { text: doc.madeAt, style: 'secondary', margin: [0, 2, 0, 4] },
      ...charts,
      ...doc.tables.flatMap((table) => tableContent(table, doc.labels.noData)),
    ],
    footer: (page: number, pages: number) => ({
      text: pageLine(doc.labels.page, page, pages),
      alignment: 'center',
      fontSize: 8,
      color: INK.secondary,
      margin: [0, 12, 0, 0],
    }),
  };
  return pdfmake.createPdf(definition).getBuffer();
}
