import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../../platform/import/sheet-spec';
import { parseDay } from '../../../platform/import/cell-day';
import { parseCell } from './order-import-cells';
import { PO_COLUMNS, SO_COLUMNS, type OrderColumn } from './order-import-columns';

const columnOf = (field: string): OrderColumn =>
  [...PO_COLUMNS, ...SO_COLUMNS].find((column) => column.field === field)!;

describe('parseCell', () => {
  it.each<[string, CellValue, string | number]>([
    ['orderQty', '１２００', 1200],
    ['orderQty', '1 200', 1200],
    ['orderQty', '1,200', 1200],
    ['unitPrice', '1,020.50', 102_050],
    ['unitPrice', 12.5, 1250],
    ['discountPct', '5%', 5],
    ['discountPct', 2.5, 2.5],
    ['productCode', 'BAT-12.8-6\u200B', 'BAT-12.8-6'],
    ['itemNumber', 'ＩＴ－００１', 'IT-001'],
    ['supplierCode', 'sup001', 'sup001'],
    ['originator', '\u00A0Li\u00A0Wei\u200B', 'Li Wei'],
    ['rdd', '2026年11月26日', '2026-11-26'],
    ['rdd', '26-Nov-2026', '2026-11-26'],
    ['rdd', 'Nov 26, 2026', '2026-11-26'],
    ['rdd', '2026-11-26 14:30', '2026-11-26'],
    ['currency', 'ｕｓｄ', 'USD'],
  ])('%s %j reads as %j', (field, cell, value) => {
    expect(parseCell(columnOf(field), cell)).toEqual({ ok: true, value });
  });

  it.each<[string, CellValue, string, Record<string, string | number>]>([
    ['unitPrice', '12,50', 'import.decimalComma', { value: '12,50', fixed: '12.50' }],
    ['rowTotalUsd', '95574,94', 'import.decimalComma', { value: '95574,94', fixed: '95574.94' }],
    ['orderQty', '3.000', 'import.dotThousands', { value: '3.000', whole: '3000', decimal: '3' }],
    [
      'orderQty',
      '12.000',
      'import.dotThousands',
      { value: '12.000', whole: '12000', decimal: '12' },
    ],
    ['unitPrice', '$12.50', 'import.currencySign', { value: '$12.50', fixed: '12.5' }],
    ['discountPct', '2,5%', 'import.decimalComma', { value: '2,5%', fixed: '2.5' }],
    ['discountPct', { unreadable: 'noSavedValue' }, 'import.formulaWithoutValue', {}],
    ['originalRdd', { unreadable: 'noSavedValue' }, 'import.formulaWithoutValue', {}],
    ['originator', { unreadable: 'error', error: '#N/A' }, 'import.errorValue', { value: '#N/A' }],
    [
      'bpReferenceNo',
      { unreadable: 'error', error: '#REF!' },
      'import.errorValue',
      { value: '#REF!' },
    ],
    ['rdd', '26/11/2026', 'order.invalidDate', {}],
    ['orderQty', 'abc', 'orderImport.wholeNumber', {}],
  ])('%s %j is refused as %s', (field, cell, key, params) => {
    expect(parseCell(columnOf(field), cell)).toEqual({ ok: false, key, params });
  });
});

describe('parseDay', () => {
  it.each<[CellValue, string | undefined]>([
    [46352, '2026-11-26'],
    [20261126, '2026-11-26'],
    ['2026-02-29', undefined],
    ['29 Feb 2028', '2028-02-29'],
    ['01/02/2026', undefined],
  ])('%j is %j', (cell, day) => {
    expect(parseDay(cell)).toBe(day);
  });
});
