import { fillLabel, type Language } from '@lading/shared';
import { PDF_FONT, pdfmake } from '../../platform/pdf/pdfmake-fonts';
import type { DossierData } from './dossier-data';
import { dossierContent, type DossierContent, type DossierTable } from './dossier-rows';

/**
 * One supplier's due-diligence dossier as a PDF (issue 17): landscape A4, so the file and
 * check tables keep their columns readable — the title, the profile, the checks, each
 * stage's files and the latest stage records; "Page 1 of 3" at the foot. The text comes
 * from dossier-rows.ts (shared with the Word file), in the one CJK-capable font of the
 * server's PDFs.
 */

const PAGE = { width: 841.89, side: 36, top: 36, bottom: 44 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.side;
const INK = { text: '#1f1f1f', secondary: '#595959', border: '#bfbfbf', header: '#f0f0f0' };
/** pdfmake's cell padding (4 each side) and a rule of 0.5 sit outside a column's width */
const CELL_EXTRA = 8.5;

const gridLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => INK.border,
  vLineColor: () => INK.border,
  fillColor: (row: number) => (row === 0 ? INK.header : null),
};

function table({ headers, weights, rows }: DossierTable) {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const room = CONTENT_WIDTH - weights.length * CELL_EXTRA - 0.5;
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      // the last column takes what rounding left, so the table ends at the margin
      widths: weights.map((weight, i) =>
        i === weights.length - 1 ? '*' : Math.floor((room * weight) / total),
      ),
      body: [
        headers.map((text) => ({ text, style: 'th' })),
        ...rows.map((row) => row.map((text) => ({ text }))),
      ],
    },
    layout: gridLayout,
    style: 'table',
  };
}

function profileTable(content: DossierContent) {
  const name = (text: string) => ({ text, style: 'fieldName' });
  const body: object[][] = [];
  for (let i = 0; i < content.profile.length; i += 2) {
    const pair = content.profile.slice(i, i + 2);
    while (pair.length < 2) pair.push(['', '']);
    body.push(pair.flatMap(([field, value]) => [name(field), { text: value }]));
  }
  for (const [field, value] of content.contacts) {
    body.push([name(field), { text: value, colSpan: 3 }, { text: '' }, { text: '' }]);
  }
  return { table: { widths: [96, '*', 96, '*'], body }, layout: 'noBorders' };
}

const heading = (text: string) => ({ text, style: 'h1', headlineLevel: 1 });
const empty = (text: string) => ({ text, style: 'empty' });

export async function dossierPdf(
  data: DossierData,
  lang: Language,
  timeZone: string,
): Promise<Buffer> {
  const content = dossierContent(data, lang, timeZone);
  const definition = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [PAGE.side, PAGE.top, PAGE.side, PAGE.bottom],
    info: { title: `${content.title} ${data.supplier.code}`, creator: 'Lading' },
    language: lang === 'zh' ? 'zh-CN' : 'en-US',
    defaultStyle: { font: PDF_FONT, fontSize: 9, color: INK.text },
    styles: {
      title: { fontSize: 18, bold: true },
      supplier: { fontSize: 13, bold: true, margin: [0, 4, 0, 0] },
      generated: { color: INK.secondary, margin: [0, 4, 0, 0] },
      h1: { fontSize: 13, bold: true, margin: [0, 16, 0, 6] },
      h2: { fontSize: 10.5, bold: true, margin: [0, 10, 0, 4] },
      fieldName: { color: INK.secondary },
      table: { fontSize: 8 },
      th: { bold: true },
      empty: { color: INK.secondary, italics: true },
    },
    content: [
      { text: content.title, style: 'title' },
      { text: content.supplier, style: 'supplier' },
      { text: content.generated, style: 'generated' },
      {
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 0,
            x2: CONTENT_WIDTH,
            y2: 0,
            lineWidth: 0.8,
            lineColor: INK.border,
          },
        ],
        margin: [0, 8, 0, 0],
      },
      heading(content.headings.profile),
      profileTable(content),
      heading(content.headings.checks),
      table(content.checks),
      heading(content.headings.files),
      ...content.stages.flatMap((stage) => [
        { text: stage.title, style: 'h2', headlineLevel: 2 },
        stage.table ? table(stage.table) : empty(content.noFiles),
      ]),
      heading(content.headings.records),
      content.records ? table(content.records) : empty(content.noRecords),
    ],
    // a heading never ends a page: it moves on with what it heads
    pageBreakBefore: (node: { headlineLevel?: number }, following: unknown[]) =>
      node.headlineLevel !== undefined && following.length === 0,
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${data.supplier.code} · ${content.title}`, alignment: 'left' },
        { text: fillLabel(content.pageTemplate, { page, pages }), alignment: 'right' },
      ],
      fontSize: 8,
      color: INK.secondary,
      margin: [PAGE.side, 16, PAGE.side, 0],
    }),
  };
  return pdfmake.createPdf(definition).getBuffer();
}
