import type { Writable } from 'node:stream';
import { columnLetter } from '../import/import-columns';
import { escapeCell, type ExportColumn } from './xlsx-stream';
import { ZipWriter } from './zip-writer';

/**
 * An .xlsx of one sheet written as its rows come, for exports of up to a million rows
 * (Excel's sheet holds 1,048,576): the sheet's XML is deflated into the archive a batch of
 * rows at a time (ZipWriter) and nothing but a batch is held — exceljs's streaming writer
 * keeps the whole archive in memory until it is committed (a million codes: ~700 MB, 40 s).
 * Strings are inline (no shared-strings table to keep), the header row is bold and frozen,
 * cells are escaped as every export's are (escapeCell: no live formulas).
 */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Text as XML character data: markup escaped, characters XML 1.0 does not allow dropped. */
const xmlText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const PLAIN = /^[A-Za-z0-9 _.,:/+#()\-\u4e00-\u9fff]*$/;

function cellXml(ref: string, value: string | number | boolean | null | undefined, style: string) {
  const cell = escapeCell(value);
  if (typeof cell === 'number' && Number.isFinite(cell))
    return `<c r="${ref}"${style}><v>${cell}</v></c>`;
  if (typeof cell === 'boolean') return `<c r="${ref}"${style} t="b"><v>${cell ? 1 : 0}</v></c>`;
  const text = String(cell);
  if (text === '') return '';
  const body = PLAIN.test(text) ? text : xmlText(text);
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${body}</t></is></c>`;
}

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
/** Two cell formats: 0 plain, 1 bold (the header). */
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbookXml = (sheetName: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${xmlText(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Rows per piece of the sheet handed to the deflater. */
const BATCH = 100;

/**
 * Streams pages of rows (as a keyset reader hands them) into an .xlsx written to `out`
 * (ended when done); each batch of rows waits for the archive to take it.
 */
export async function writeBigXlsx<Row>(
  out: Writable,
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  pages: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
): Promise<void> {
  const zip = new ZipWriter(out);
  const constant = (text: string) => async (put: (text: string) => Promise<void>) => put(text);
  await zip.entry('[Content_Types].xml', constant(CONTENT_TYPES));
  await zip.entry('_rels/.rels', constant(ROOT_RELS));
  await zip.entry('xl/workbook.xml', constant(workbookXml(sheetName)));
  await zip.entry('xl/_rels/workbook.xml.rels', constant(WORKBOOK_RELS));
  await zip.entry('xl/styles.xml', constant(STYLES));
  const letters = columns.map((_, index) => columnLetter(index));
  await zip.entry('xl/worksheets/sheet1.xml', async (put) => {
    const widths = columns
      .map(
        (c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 14}" customWidth="1"/>`,
      )
      .join('');
    const header = columns.map((c, i) => cellXml(`${letters[i]}1`, c.header, ' s="1"')).join('');
    await put(
      `${XML}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${widths}</cols><sheetData><row r="1">${header}</row>`,
    );
    let r = 1;
    let piece = '';
    for await (const page of pages) {
      for (const row of page) {
        r += 1;
        piece += `<row r="${r}">`;
        for (let c = 0; c < columns.length; c++) {
          piece += cellXml(`${letters[c]}${r}`, columns[c]!.value(row), '');
        }
        piece += '</row>';
        if (r % BATCH === 0) {
          await put(piece);
          piece = '';
        }
      }
    }
    await put(`${piece}</sheetData></worksheet>`);
  });
  await zip.finish();
  out.end();
}
