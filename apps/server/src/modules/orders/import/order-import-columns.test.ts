import { LANGUAGES, PO_LINE_COLUMNS } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import {
  ORDER_EXPORT_HEADERS as H,
  poLineColumns,
  riskBuyColumns,
  soLineColumns,
} from '../order-export';
import {
  PO_COLUMNS,
  PO_READ_COLUMNS,
  SO_COLUMNS,
  poColumnForHeader,
  soColumnForHeader,
} from './order-import-columns';

const fieldOf = (found: { field: string } | null | undefined) =>
  found === undefined ? 'unknown' : found === null ? 'ignored' : found.field;

describe('order import headers: every export column is read back or known and ignored', () => {
  for (const lang of LANGUAGES) {
    it(`PO report and risk-buy export (${lang})`, () => {
      const read = Object.fromEntries(
        [...poLineColumns(lang), ...riskBuyColumns(lang)].map((c) => [
          c.header,
          fieldOf(poColumnForHeader(c.header)),
        ]),
      );
      expect(Object.values(read)).not.toContain('unknown');
      // no two columns of one export feed one field
      for (const columns of [poLineColumns(lang), riskBuyColumns(lang)]) {
        const fed = columns.map((c) => read[c.header]).filter((f) => f !== 'ignored');
        expect(fed).toEqual([...new Set(fed)]);
      }
      // every column the import has is read from the export…
      const fields = new Set(Object.values(read));
      const notExported = PO_COLUMNS.filter((c) => !fields.has(c.field)).map((c) => c.field);
      expect(notExported).toEqual(['itemNumber']);
      // …and the supplier's name beside its code is read as the name, never as the code
      expect(read[H.supplierName[lang]]).toBe('supplierName');
      expect(read[H.supplierCode[lang]]).toBe('supplierCode');
      expect(read[H.destination[lang]]).toBe('destinationCountry');
      expect(read[H.discountPct[lang]]).toBe('discountPct');
      expect(read[H.rowTotalUsd[lang]]).toBe('rowTotalUsd');
      expect(read[H.soLineNo[lang]]).toBe('soLineNo');
      expect(read[H.originalRdd[lang]]).toBe('ignored');
      expect(read[H.openQty[lang]]).toBe('ignored');
      expect(read[H.status[lang]]).toBe('ignored');
    });

    it(`SO report (${lang})`, () => {
      const read = Object.fromEntries(
        soLineColumns(lang).map((c) => [c.header, fieldOf(soColumnForHeader(c.header))]),
      );
      expect(Object.values(read)).not.toContain('unknown');
      const fed = Object.values(read).filter((f) => f !== 'ignored');
      expect(fed).toEqual([...new Set(fed)]);
      const fields = new Set(Object.values(read));
      expect(SO_COLUMNS.filter((c) => !fields.has(c.field)).map((c) => c.field)).toEqual([
        'itemNumber',
      ]);
      expect(read[H.destination[lang]]).toBe('country');
      expect(read[H.soRdd[lang]]).toBe('rdd');
      expect(read[H.productName[lang]]).toBe('ignored');
      expect(read[H.coveredQty[lang]]).toBe('ignored');
    });
  }

  it('takes the import fields from the shared PO-line columns: each a PO import field, once', () => {
    const fed = PO_LINE_COLUMNS.flatMap((column) => (column.importAs ? [column.importAs] : []));
    expect(fed).toEqual([...new Set(fed)]);
    const fields = new Set(PO_READ_COLUMNS.map((column) => column.field));
    expect(fed.filter((field) => !fields.has(field))).toEqual([]);
  });

  it('reads the headers people write: marks, units, line breaks, both languages', () => {
    expect(fieldOf(poColumnForHeader('Order Qty\n(pcs)'))).toBe('orderQty');
    expect(fieldOf(poColumnForHeader('Unit Price (USD) *'))).toBe('unitPrice');
    expect(fieldOf(poColumnForHeader('供应商代码＊'))).toBe('supplierCode');
    expect(fieldOf(poColumnForHeader('PO Number / 采购订单号'))).toBe('poNumber');
    expect(fieldOf(poColumnForHeader('Supplier'))).toBe('supplierName');
  });
});
