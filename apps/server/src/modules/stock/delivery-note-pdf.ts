import {
  formatDate,
  formatDateTime,
  formatKg,
  formatQty,
  label,
  type DeliveryNoteDetails,
  type Language,
} from '@lading/shared';
import bwipjs from 'bwip-js/node';
import { PDF_FONT, pdfmake } from '../../platform/pdf/pdfmake-fonts';
import { statusName } from './delivery-note-rules';

/**
 * A delivery note as a PDF (issue 16): portrait A4 — the title and the note number as a
 * Code 128 barcode (drawn by bwip-js as SVG, so it stays sharp for any scanner), the
 * header (supplier, warehouse, expected arrival, packages, gross weight, status, dates),
 * then its lines (received, damaged and short too once any is stocked in) with a total
 * row; the print time and "Page 1 of 2" at the foot. Labels in the caller's language, in
 * the one CJK-capable font of the server's PDFs.
 */

const PAGE = { width: 595.28, side: 40, top: 40, bottom: 48 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.side;
const INK = { text: '#1f1f1f', secondary: '#595959', border: '#bfbfbf', header: '#f0f0f0' };

/** The note number as a Code 128 barcode, its text under it (what a scanner reads back). */
export function noteBarcodeSvg(noteNo: string): string {
  return bwipjs.toSVG({
    bcid: 'code128',
    text: noteNo,
    scale: 2,
    height: 14,
    paddingwidth: 10,
    includetext: false,
  });
}

type Cell = { text: string; style?: string; alignment?: string; colSpan?: number };

function headerTable(note: DeliveryNoteDetails, lang: Language, timeZone: string) {
  const field = (key: Parameters<typeof fieldName>[1]) => fieldName(lang, key);
  const pairs: [string, string][] = [
    [field('supplier'), note.supplierName],
    [field('warehouse'), `${note.warehouseCode} ${note.warehouseName}`],
    [field('expectedArrival'), formatDate(note.expectedArrival ?? '', timeZone)],
    [field('status'), statusName(lang, note.status)],
    [field('packages'), formatQty(note.packages)],
    [field('grossWeightKg'), formatKg(note.grossWeightKg)],
    [field('createdAt'), formatDateTime(note.createdAt, timeZone)],
    [field('createdBy'), note.createdBy ?? ''],
    [field('submittedAt'), formatDateTime(note.submittedAt ?? '', timeZone)],
    [field('receivedAt'), formatDateTime(note.receivedAt ?? '', timeZone)],
  ];
  const body: Cell[][] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    body.push(
      pairs
        .slice(i, i + 2)
        .flatMap(([name, value]) => [{ text: name, style: 'fieldName' }, { text: value }]),
    );
  }
  if (note.remark) {
    body.push([
      { text: field('remark'), style: 'fieldName' },
      { text: note.remark, colSpan: 3 },
      { text: '' },
      { text: '' },
    ]);
  }
  return {
    table: { widths: [92, '*', 92, '*'], body },
    layout: 'noBorders',
    margin: [0, 8, 0, 12],
  };
}

function fieldName(
  lang: Language,
  key:
    | 'supplier'
    | 'warehouse'
    | 'expectedArrival'
    | 'status'
    | 'packages'
    | 'grossWeightKg'
    | 'createdAt'
    | 'createdBy'
    | 'submittedAt'
    | 'receivedAt'
    | 'remark'
    | 'lineNo'
    | 'poLine'
    | 'qty'
    | 'received'
    | 'damaged'
    | 'short',
): string {
  return label(lang, `stock:deliveryNotes.page.fields.${key}`);
}

function linesTable(note: DeliveryNoteDetails, lang: Language) {
  const stocked = note.lines.some((line) => line.stockedInAt !== null);
  const right = (text: string, style?: string): Cell => ({
    text,
    alignment: 'right',
    ...(style ? { style } : {}),
  });
  const titles = [
    fieldName(lang, 'lineNo'),
    fieldName(lang, 'poLine'),
    label(lang, 'stock:deliveryNotes.export.productCode'),
    label(lang, 'stock:deliveryNotes.export.productName'),
    fieldName(lang, 'qty'),
    ...(stocked
      ? [fieldName(lang, 'received'), fieldName(lang, 'damaged'), fieldName(lang, 'short')]
      : []),
  ];
  const numeric = (index: number) => index === 0 || index >= 4;
  const rows: Cell[][] = note.lines.map((line) => [
    right(String(line.lineNo)),
    { text: `${line.poNumber} / ${line.poLineNo}` },
    { text: line.productCode },
    { text: line.productName },
    right(formatQty(line.qty)),
    ...(stocked
      ? [line.receivedQty, line.damagedQty, line.shortQty].map((qty) =>
          right(line.stockedInAt === null ? '' : formatQty(qty)),
        )
      : []),
  ]);
  const total = (pick: (line: DeliveryNoteDetails['lines'][number]) => number) =>
    right(formatQty(note.lines.reduce((sum, line) => sum + pick(line), 0)), 'total');
  const totals: Cell[] = [
    { text: label(lang, 'stock:deliveryNotes.pdf.total'), style: 'total', colSpan: 4 },
    { text: '' },
    { text: '' },
    { text: '' },
    total((line) => line.qty),
    ...(stocked
      ? [
          total((line) => line.receivedQty),
          total((line) => line.damagedQty),
          total((line) => line.shortQty),
        ]
      : []),
  ];
  const widths = stocked ? [28, 90, 70, '*', 44, 44, 44, 44] : [28, 110, 90, '*', 60];
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths,
      body: [
        titles.map((text, index) => ({
          text,
          style: 'th',
          ...(numeric(index) ? { alignment: 'right' } : {}),
        })),
        ...rows,
        totals,
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => INK.border,
      vLineColor: () => INK.border,
      fillColor: (row: number) => (row === 0 ? INK.header : null),
    },
    style: 'table',
  };
}

export async function renderDeliveryNotePdf(
  note: DeliveryNoteDetails,
  lang: Language,
  timeZone: string,
  printedAt: Date,
): Promise<Buffer> {
  const title = label(lang, 'stock:deliveryNotes.pdf.title');
  const printed = label(lang, 'stock:deliveryNotes.pdf.printedAt', {
    at: formatDateTime(printedAt, timeZone),
  });
  const definition = {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [PAGE.side, PAGE.top, PAGE.side, PAGE.bottom],
    info: { title: `${title} ${note.noteNo}`, creator: 'Lading' },
    language: lang === 'zh' ? 'zh-CN' : 'en-US',
    defaultStyle: { font: PDF_FONT, fontSize: 9, color: INK.text },
    styles: {
      title: { fontSize: 18, bold: true },
      noteNo: { fontSize: 12, bold: true },
      fieldName: { color: INK.secondary },
      table: { fontSize: 8.5 },
      th: { bold: true },
      total: { bold: true },
    },
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: title, style: 'title' },
              { text: note.noteNo, style: 'noteNo', margin: [0, 6, 0, 0] },
            ],
          },
          {
            width: 220,
            stack: [
              { svg: noteBarcodeSvg(note.noteNo), width: 220, height: 48 },
              { text: note.noteNo, alignment: 'center', fontSize: 9, margin: [0, 2, 0, 0] },
            ],
          },
        ],
      },
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
        margin: [0, 10, 0, 0],
      },
      headerTable(note, lang, timeZone),
      linesTable(note, lang),
    ],
    footer: (page: number, pages: number) => ({
      columns: [
        { text: printed, alignment: 'left' },
        {
          text: label(lang, 'stock:deliveryNotes.pdf.page', { page, pages }),
          alignment: 'right',
        },
      ],
      fontSize: 8,
      color: INK.secondary,
      margin: [PAGE.side, 16, PAGE.side, 0],
    }),
  };
  return pdfmake.createPdf(definition).getBuffer();
}
