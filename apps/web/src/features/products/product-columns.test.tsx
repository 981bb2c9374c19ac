// @vitest-environment jsdom
import type { ProductItem } from '@lading/shared';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { productListColumns } from './product-columns';

type Render = (value: unknown, row: ProductItem, index: number) => ReactNode;
const product = {
  productId: 'P-1',
  category: 'pvPanels',
  grossWeightKg: 1.25,
  qtyPerPackage: 1200,
  cbm: 0.012345,
} as ProductItem;

describe('productListColumns', () => {
  it('titles, orders and formats the list by the shared definition (the export’s columns)', () => {
    const columns = productListColumns(i18n.getFixedT('en', 'products'), 'en');
    expect(columns.map((c) => c.title)).toEqual([
      'Product ID',
      'Item number',
      'Short name',
      'Model number',
      'Activeness',
      'Brand',
      'Category',
      'Gross weight/pc (kg)',
      'Qty per package',
      'CBM per package',
    ]);
    const cell = (title: string) => {
      const column = columns.find((c) => c.title === title)!;
      return (column.render as Render)(undefined, product, 0);
    };
    expect(cell('Gross weight/pc (kg)')).toBe('1.250');
    expect(cell('Qty per package')).toBe('1,200');
    expect(cell('CBM per package')).toBe('0.012345');
    expect(columns.find((c) => c.title === 'CBM per package')?.align).toBe('right');
    expect(columns[0]?.fixed).toBe('left');
  });
});
