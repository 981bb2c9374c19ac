import type { Language } from '@lading/shared';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { DossierData } from './dossier-data';
import { dossierContent, type DossierContent, type DossierTable } from './dossier-rows';

/**
 * One supplier's due-diligence dossier as a Word file (issue 17): landscape A4 like the
 * PDF, the same text (dossier-rows.ts) — the title, the profile, the checks, each stage's
 * files and the latest stage records; "Page 1 of 3" in the footer as Word fields, so Word
 * counts the pages itself. Chinese text asks for Microsoft YaHei (on every Windows; other
 * systems substitute their own CJK font).
 */

/** A4 in twips (1/20 pt), half-inch margins */
const PAGE = { width: 11906, height: 16838, margin: 720 } as const;
const CONTENT_WIDTH = PAGE.height - 2 * PAGE.margin;
const INK = { secondary: '595959', border: 'BFBFBF', header: 'F0F0F0' };
const FONT = { ascii: 'Calibri', hAnsi: 'Calibri', cs: 'Calibri', eastAsia: 'Microsoft YaHei' };
/** font sizes in half-points */
const SIZE = { body: 18, table: 16, title: 36, supplier: 26, h1: 26, h2: 21, footer: 16 } as const;

const line = (border: string) => ({ style: BorderStyle.SINGLE, size: 4, color: border });
const GRID = {
  top: line(INK.border),
  bottom: line(INK.border),
  left: line(INK.border),
  right: line(INK.border),
  insideHorizontal: line(INK.border),
  insideVertical: line(INK.border),
};
const NO_BORDERS = Object.fromEntries(
  Object.keys(GRID).map((side) => [side, { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }]),
);

interface CellOptions {
  bold?: boolean;
  color?: string;
  fill?: string;
  width?: number;
  span?: number;
}

/** A cell's text, one paragraph per line ('\n' in the shared rows). */
function cell(text: string, options: CellOptions = {}) {
  return new TableCell({
    children: text.split('\n').map(
      (part) =>
        new Paragraph({
          children: [
            new TextRun({ text: part, bold: options.bold, color: options.color, size: SIZE.table }),
          ],
        }),
    ),
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
    ...(options.width ? { width: { size: options.width, type: WidthType.DXA } } : {}),
    ...(options.span ? { columnSpan: options.span } : {}),
    ...(options.fill
      ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: options.fill } }
      : {}),
  });
}

function table({ headers, weights, rows }: DossierTable): Table {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => Math.floor((CONTENT_WIDTH * weight) / total));
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: headers.map((text, i) =>
      cell(text, { bold: true, fill: INK.header, width: widths[i] }),
    ),
  });
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: GRID,
    rows: [
      header,
      ...rows.map(
        (row) =>
          new TableRow({
            cantSplit: true,
            children: row.map((text, i) => cell(text, { width: widths[i] })),
          }),
      ),
    ],
  });
}

function profileTable(content: DossierContent): Table {
  const nameWidth = 1900;
  const valueWidth = CONTENT_WIDTH / 2 - nameWidth;
  const name = (text: string) => cell(text, { color: INK.secondary, width: nameWidth });
  const rows: TableRow[] = [];
  for (let i = 0; i < content.profile.length; i += 2) {
    const pair = content.profile.slice(i, i + 2);
    while (pair.length < 2) pair.push(['', '']);
    rows.push(
      new TableRow({
        children: pair.flatMap(([field, value]) => [
          name(field),
          cell(value, { width: valueWidth }),
        ]),
      }),
    );
  }
  for (const [field, value] of content.contacts) {
    rows.push(new TableRow({ children: [name(field), cell(value, { span: 3 })] }));
  }
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [nameWidth, valueWidth, nameWidth, valueWidth],
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
    rows,
  });
}

const heading = (text: string, level: 1 | 2) =>
  new Paragraph({
    text,
    heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
    keepNext: true,
  });
const empty = (text: string) =>
  new Paragraph({ children: [new TextRun({ text, italics: true, color: INK.secondary })] });

/** "Page {{page}} of {{pages}}" with Word's page fields where the placeholders were. */
function pageFooter(template: string, lead: string): Footer {
  const parts = template.split(/(\{\{\s*\w+\s*\}\})/).map((part) => {
    const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
    if (name === 'page') return PageNumber.CURRENT;
    if (name === 'pages') return PageNumber.TOTAL_PAGES;
    return part;
  });
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new TextRun({ text: `${lead}    `, size: SIZE.footer, color: INK.secondary }),
          new TextRun({ children: parts, size: SIZE.footer, color: INK.secondary }),
        ],
      }),
    ],
  });
}

export async function dossierDocx(
  data: DossierData,
  lang: Language,
  timeZone: string,
): Promise<Buffer> {
  const content = dossierContent(data, lang, timeZone);
  const spaced = (before: number, after: number) => ({ paragraph: { spacing: { before, after } } });
  const document = new Document({
    title: `${content.title} ${data.supplier.code}`,
    creator: 'Lading',
    styles: {
      default: {
        document: { run: { font: FONT, size: SIZE.body } },
        heading1: {
          run: { font: FONT, size: SIZE.h1, bold: true, color: '1F1F1F' },
          ...spaced(320, 120),
        },
        heading2: {
          run: { font: FONT, size: SIZE.h2, bold: true, color: '1F1F1F' },
          ...spaced(200, 80),
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: PAGE.width,
              height: PAGE.height,
              orientation: PageOrientation.LANDSCAPE,
            },
            margin: {
              top: PAGE.margin,
              bottom: PAGE.margin,
              left: PAGE.margin,
              right: PAGE.margin,
            },
          },
        },
        footers: {
          default: pageFooter(content.pageTemplate, `${data.supplier.code} · ${content.title}`),
        },
        children: [
          new Paragraph({
            children: [new TextRun({ text: content.title, bold: true, size: SIZE.title })],
          }),
          new Paragraph({
            spacing: { before: 80 },
            children: [new TextRun({ text: content.supplier, bold: true, size: SIZE.supplier })],
          }),
          new Paragraph({
            spacing: { before: 80 },
            children: [new TextRun({ text: content.generated, color: INK.secondary })],
          }),
          heading(content.headings.profile, 1),
          profileTable(content),
          heading(content.headings.checks, 1),
          table(content.checks),
          heading(content.headings.files, 1),
          ...content.stages.flatMap((stage) => [
            heading(stage.title, 2),
            stage.table ? table(stage.table) : empty(content.noFiles),
          ]),
          heading(content.headings.records, 1),
          content.records ? table(content.records) : empty(content.noRecords),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
