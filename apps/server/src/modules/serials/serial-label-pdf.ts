import { formatDateTime, label, type CodeLevel, type Language } from '@lading/shared';
import bwipjs from 'bwip-js/node';
import { PDF_FONT, pdfmake } from '../../platform/pdf/pdfmake-fonts';

/**
 * A parent's label (issue 18): a 100 × 150 mm page, the size of a shipping label printer's
 * roll — the level and the code, the code as Code 128 (what a wedge scanner reads back) and
 * as QR (what a phone reads), the product, supplier, PO and container it belongs to, what it
 * holds, and on pallets the SSCC as GS1-128 with its (00) application identifier when a GS1
 * company prefix is set. Barcodes are drawn by bwip-js as SVG, so they stay sharp at any
 * printer resolution.
 */

const MM = 72 / 25.4;
const PAGE = { width: 100 * MM, height: 150 * MM, margin: 5 * MM } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = { text: '#000000', secondary: '#404040', border: '#808080' };

export interface LabelData {
  code: string;
  level: CodeLevel;
  productCode: string | null;
  productName: string | null;
  supplierCode: string | null;
  supplierName: string | null;
  poNumber: string | null;
  poLineNo: number | null;
  containerNo: string | null;
  /** children by level and product */
  contents: { level: CodeLevel; productCode: string | null; count: number }[];
  /** product codes inside at any depth */
  productsInside: number;
  /** the pallet's SSCC (18 digits) when a company prefix is set */
  sscc: string | null;
}

const code128 = (text: string) =>
  bwipjs.toSVG({ bcid: 'code128', text, scale: 2, height: 12, includetext: false });
const qrCode = (text: string) => bwipjs.toSVG({ bcid: 'qrcode', text, scale: 3 });
const ssccBarcode = (sscc: string) =>
  bwipjs.toSVG({ bcid: 'gs1-128', text: `(00)${sscc}`, scale: 2, height: 12, includetext: false });

const field = (lang: Language, key: 'product' | 'supplier' | 'po' | 'container') =>
  label(lang, `serials:label.${key}`);

export async function renderSerialLabelPdf(
  data: LabelData,
  lang: Language,
  timeZone: string,
  printedAt: Date,
): Promise<Buffer> {
  const levelName = label(lang, `serials:levels.${data.level}`);
  const title = label(lang, 'serials:label.title', { level: levelName });
  const pairs: [string, string][] = [
    [field(lang, 'product'), [data.productCode, data.productName].filter(Boolean).join(' ')],
    [field(lang, 'supplier'), [data.supplierCode, data.supplierName].filter(Boolean).join(' ')],
    [field(lang, 'po'), data.poNumber ? `${data.poNumber} / ${data.poLineNo ?? ''}` : ''],
    [field(lang, 'container'), data.containerNo ?? ''],
  ];
  const details = pairs
    .filter(([, value]) => value !== '')
    .map(([name, value]) => [
      { text: name, color: INK.secondary },
      { text: value, bold: true },
    ]);
  const contentRows = data.contents.map((row) => [
    { text: label(lang, `serials:levels.${row.level}`) },
    { text: row.productCode ?? '' },
    { text: String(row.count), alignment: 'right' },
  ]);
  const definition = {
    pageSize: { width: PAGE.width, height: PAGE.height },
    pageMargins: [PAGE.margin, PAGE.margin, PAGE.margin, PAGE.margin],
    info: { title: `${title} ${data.code}`, creator: 'Lading' },
    language: lang === 'zh' ? 'zh-CN' : 'en-US',
    defaultStyle: { font: PDF_FONT, fontSize: 8, color: INK.text },
    content: [
      { text: title, fontSize: 11, bold: true },
      { text: data.code, fontSize: 13, bold: true, margin: [0, 2, 0, 4] },
      { svg: code128(data.code), width: CONTENT_WIDTH, height: 40 },
      {
        columns: [
          { svg: qrCode(data.code), width: 78, height: 78 },
          details.length > 0
            ? {
                width: '*',
                table: { widths: [44, '*'], body: details },
                layout: 'noBorders',
                margin: [6, 0, 0, 0],
              }
            : { width: '*', text: '' },
        ],
        margin: [0, 6, 0, 6],
      },
      { text: label(lang, 'serials:label.contents'), bold: true, margin: [0, 2, 0, 2] },
      contentRows.length > 0
        ? {
            table: { widths: [50, '*', 40], body: contentRows },
            layout: {
              hLineWidth: () => 0.4,
              vLineWidth: () => 0,
              hLineColor: () => INK.border,
            },
          }
        : { text: '—', color: INK.secondary },
      {
        text: label(lang, 'serials:label.count', { count: data.productsInside }),
        margin: [0, 3, 0, 0],
      },
      ...(data.sscc
        ? [
            {
              text: `${label(lang, 'serials:label.sscc')} (00) ${data.sscc}`,
              bold: true,
              margin: [0, 6, 0, 2],
            },
            { svg: ssccBarcode(data.sscc), width: CONTENT_WIDTH, height: 44 },
          ]
        : []),
    ],
    footer: () => ({
      text: `${label(lang, 'serials:label.printedAt')} ${formatDateTime(printedAt, timeZone)}`,
      fontSize: 6,
      color: INK.secondary,
      margin: [PAGE.margin, 0, PAGE.margin, 0],
    }),
  };
  return pdfmake.createPdf(definition).getBuffer();
}
