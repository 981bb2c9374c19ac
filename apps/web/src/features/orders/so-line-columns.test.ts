// @vitest-environment jsdom
import type { SoLineItem } from '@lading/shared';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { soLineColumns } from './so-line-columns';

type Render = (value: unknown, row: SoLineItem, index: number) => ReactNode;
const line = { qty: 12345, coveredQty: 0, rowTotalUsdCents: 123450 } as SoLineItem;
const cell = (column: { render?: unknown }) => (column.render as Render)(undefined, line, 0);

describe('soLineColumns', () => {
  it('titles (the export’s headers) and formats an SO line’s quantities and USD total in the page’s language', () => {
    const en = soLineColumns(i18n.getFixedT('en', 'orders'), 'en');
    expect([en.qty, en.coveredQty, en.rowTotalUsd].map((c) => [c.title, c.align])).toEqual([
      ['Qty', 'right'],
      ['Covered by PO qty', 'right'],
      ['Row total (USD)', 'right'],
    ]);
    expect(cell(en.qty)).toBe('12,345');
    expect(cell(en.coveredQty)).toBe('0');
    expect(cell(en.rowTotalUsd)).toBe('$1,234.50');

    const zh = soLineColumns(i18n.getFixedT('zh', 'orders'), 'zh');
    expect(zh.qty.title).toBe(i18n.getFixedT('zh', 'orders')('export.headers.qty'));
    expect(cell(zh.rowTotalUsd)).toBe('US$1,234.50');
  });
});
