import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvEncoding, fileKind, type FileKind } from './file-kind';
import { xlsxOf, zipOf } from './xlsx-reader/xlsx-files.test-support';

const variant = (name: string) =>
  readFileSync(
    new URL(`../../../../../test-fixtures/xlsx-variants/files/${name}`, import.meta.url),
  );

const workbook = xlsxOf({ sheets: [{ name: 'Lines', rows: '' }] });

describe('fileKind: what an upload is, by its bytes, whatever its name', () => {
  const cases: [string, Buffer, FileKind][] = [
    ['a workbook (zip with xl/ parts)', workbook, 'workbook'],
    ['a workbook named .xlsm (po-v86)', variant('po-v86.xlsm'), 'workbook'],
    ['an .xls renamed .xlsx (po-v83)', variant('po-v83-renamed.xlsx'), 'oldExcel'],
    ['an .xls (po-v83)', variant('po-v83-src.xls'), 'oldExcel'],
    ['a UTF-8 CSV with a BOM (po-v84)', variant('po-v84-utf8bom.csv'), 'csv'],
    ['a GBK CSV (po-v85)', variant('po-v85-gbk.csv'), 'csv'],
    ['a CSV without a BOM', Buffer.from('PO Number,Qty\r\nPO-1,3\r\n'), 'csv'],
    ['a semicolon CSV', Buffer.from('PO Number;Qty\nPO-1;3\n'), 'csv'],
    ['a tab-separated file', Buffer.from('PO Number\tQty\nPO-1\t3\n'), 'csv'],
    ['a CSV after blank lines', Buffer.from('\r\n\r\nPO Number,Qty\r\n'), 'csv'],
    [
      'a Word document (zip without xl/)',
      zipOf([{ name: 'word/document.xml', data: '<w/>' }]),
      'other',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n\u0000\u0001\u0002binary'), 'other'],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'other'],
    ['one line of text, no separator', Buffer.from('this is not a workbook'), 'other'],
    ['only blank lines', Buffer.from('\n\n  \n'), 'other'],
    ['"PK" but not a zip header', Buffer.from('PK not really a zip'), 'other'],
  ];
  it.each(cases)('%s → %s', (_what, bytes, kind) => {
    expect(fileKind(bytes)).toBe(kind);
  });
});

describe('csvEncoding: UTF-8 when the bytes decode strictly as it, else GB18030', () => {
  const cases: [string, Uint8Array, 'utf-8' | 'gb18030'][] = [
    ['ASCII', Buffer.from('a,b\n'), 'utf-8'],
    ['UTF-8 Chinese', Buffer.from('采购订单号,行号\n'), 'utf-8'],
    ['UTF-8 with a BOM', Buffer.from('\uFEFF采购订单号,行号\n'), 'utf-8'],
    ['GBK Chinese (po-v85)', variant('po-v85-gbk.csv'), 'gb18030'],
    // 采购 in GBK: B2 C9 B9 BA
    ['GBK bytes', Buffer.from('b2c9b9ba2c610a', 'hex'), 'gb18030'],
    ['Latin-1 é (not UTF-8)', Buffer.from('caf\xe9,b\n', 'latin1'), 'gb18030'],
  ];
  it.each(cases)('%s → %s', (_what, bytes, encoding) => {
    expect(csvEncoding(bytes)).toBe(encoding);
  });

  it('takes a start of a file cut inside a character as UTF-8 when asked to (partial)', () => {
    const cut = Buffer.from('采购,行号').subarray(0, 4); // 采 + the first byte of 购
    expect(csvEncoding(cut)).toBe('gb18030');
    expect(csvEncoding(cut, true)).toBe('utf-8');
  });

  it('has GB18030 in this Node (full ICU)', () => {
    expect(new TextDecoder('gb18030').decode(Buffer.from('b2c9b9ba', 'hex'))).toBe('采购');
  });
});
