// @vitest-environment jsdom
import type { SoLineItem } from '@lading/shared';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { soLineColumns } from './so-line-columns';

type Render = (value: number, row: SoLineItem, index: number) => ReactNode;
const cell = (column: { render?: unknown }, value: number) =>
  (column.render as Render)(value, {} as SoLineItem, 0);

describe('soLineColumns', () => {
  it('titles and formats an SO line’s quantities and USD total in the page’s language', () => {
    const en = soLineColumns(i18n.getFixedT('en', 'orders'), 'en');
    expect([en.qty, en.coveredQty, en.rowTotalUsd].map((c) => [c.title, c.align])).toEqual([
      ['Qty', 'right'],
      ['Covered by POs', 'right'],
      ['Row total (USD)', 'right'],
    ]);
    expect(cell(en.qty, 12345)).toBe('12,345');
    expect(cell(en.coveredQty, 0)).toBe('0');
    expect(cell(en.rowTotalUsd, 123450)).toBe('$1,234.50');

    const zh = soLineColumns(i18n.getFixedT('zh', 'orders'), 'zh');
    expect(zh.qty.title).toBe(i18n.getFixedT('zh', 'orders')('fields.qty'));
    expect(cell(zh.rowTotalUsd, 123450)).toBe('US$1,234.50');
  });
});
