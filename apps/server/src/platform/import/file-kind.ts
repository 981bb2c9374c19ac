/**
 * What an uploaded file is, told by its bytes, never by its name (docs/decisions, issue 24 —
 * content): a zip holding `xl/` parts is an Excel workbook (.xlsx, .xlsm, whatever it is
 * called); an OLE compound file is an old Excel 97–2003 .xls; text that decodes as UTF-8 or
 * GB18030 and has a separator on its first line is a CSV; anything else is none of these.
 */
export type FileKind = 'workbook' | 'oldExcel' | 'csv' | 'other';

/** A zip's local-file header, PK\x03\x04. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An OLE2 compound file (.xls, .doc, .msg): D0 CF 11 E0 A1 B1 1A E1. */
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The bytes looked at to tell text from binary: enough for any header row. */
const SNIFF_BYTES = 64 * 1024;

export function fileKind(bytes: Buffer): FileKind {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return isWorkbookZip(bytes) ? 'workbook' : 'other';
  if (bytes.subarray(0, 8).equals(OLE_MAGIC)) return 'oldExcel';
  return looksLikeCsv(bytes) ? 'csv' : 'other';
}

/**
 * A workbook's parts live under `xl/` (workbook, sheets, styles); a .docx's under `word/`, a
 * .pptx's under `ppt/`, an .ods has none. Entry names are stored as plain bytes in the zip's
 * headers, so they are found without inflating anything; the reader checks the rest.
 */
const isWorkbookZip = (bytes: Buffer) => bytes.includes('xl/');

/**
 * Which text encoding a CSV's bytes are in: UTF-8 if they decode strictly as it (a BOM or not),
 * else GB18030 (a superset of GBK, which is what Excel and WPS write on a Chinese Windows).
 * `partial`: the bytes are the start of a file (the last character may be cut).
 */
export function csvEncoding(bytes: Uint8Array, partial = false): 'utf-8' | 'gb18030' {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: partial });
    return 'utf-8';
  } catch {
    return 'gb18030';
  }
}

/**
 * Text (no NUL and no control characters but tab, CR, LF and form feed in the first 64 KB)
 * whose first non-empty line holds a comma, a semicolon or a tab — a one-column file is no
 * import's table, and a stray text file is refused at the door rather than as missing columns.
 */
function looksLikeCsv(bytes: Buffer): boolean {
  const head = bytes.subarray(0, SNIFF_BYTES);
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
      return false;
    }
    if (byte === 0x7f) return false;
  }
  const text = new TextDecoder(csvEncoding(head, true)).decode(head);
  const firstLine = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .find((line) => line.trim());
  return firstLine !== undefined && /[,;\t]/.test(firstLine);
}
