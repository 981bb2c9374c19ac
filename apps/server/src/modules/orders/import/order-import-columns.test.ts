import { LANGUAGES } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { poLineColumns, riskBuyColumns, soLineColumns } from '../order-export';
import {
  PO_COLUMNS,
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
      // every column the import has is read from the export…
      const fields = new Set(Object.values(read));
      const notExported = PO_COLUMNS.filter((c) => !fields.has(c.field)).map((c) => c.field);
      expect(notExported).toEqual(['itemNumber']);
      // …and the supplier's name beside its code is read as the name, never as the code
      expect(read[lang === 'zh' ? '供应商' : 'Supplier']).toBe('supplierName');
      expect(read[lang === 'zh' ? '供应商代码' : 'Supplier code']).toBe('supplierCode');
      expect(read[lang === 'zh' ? '目的国' : 'Destination']).toBe('destinationCountry');
      expect(read[lang === 'zh' ? '折扣 (%)' : 'Discount (%)']).toBe('discountPct');
      expect(read[lang === 'zh' ? '行总额 (美元)' : 'Row total (USD)']).toBe('rowTotalUsd');
      expect(read[lang === 'zh' ? '销售订单行' : 'SO line']).toBe('soLineNo');
      expect(read[lang === 'zh' ? '原始 RDD' : 'Original RDD']).toBe('ignored');
    });

    it(`SO report (${lang})`, () => {
      const read = Object.fromEntries(
        soLineColumns(lang).map((c) => [c.header, fieldOf(soColumnForHeader(c.header))]),
      );
      expect(Object.values(read)).not.toContain('unknown');
      const fields = new Set(Object.values(read));
      expect(SO_COLUMNS.filter((c) => !fields.has(c.field)).map((c) => c.field)).toEqual([
        'itemNumber',
      ]);
      expect(read[lang === 'zh' ? '目的国' : 'Destination']).toBe('country');
      expect(read['SO RDD']).toBe('rdd');
      expect(read[lang === 'zh' ? '产品' : 'Product']).toBe('ignored');
    });
  }

  it('reads the headers people write: marks, units, line breaks, both languages', () => {
    expect(fieldOf(poColumnForHeader('Order Qty\n(pcs)'))).toBe('orderQty');
    expect(fieldOf(poColumnForHeader('Unit Price (USD) *'))).toBe('unitPrice');
    expect(fieldOf(poColumnForHeader('供应商代码＊'))).toBe('supplierCode');
    expect(fieldOf(poColumnForHeader('PO Number / 采购订单号'))).toBe('poNumber');
    expect(fieldOf(poColumnForHeader('Supplier'))).toBe('supplierName');
  });
});
