import { describe, expect, it } from 'vitest';
import { LABELS } from '../i18n/labels/index';
import { readResourcesOf } from './screen';
import { stock } from './stock-screens';
import {
  SCREEN_ENTRIES,
  SCREEN_TREE,
  SCREENS,
  readResourcesOfScreens,
  screenEntry,
  screensGranted,
} from './screen-tree';

describe('the screen tree', () => {
  it('names each entry once, under /<folder>/<name>, with a zh and an en title', () => {
    const names = SCREEN_ENTRIES.map((item) => item.entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { entry, parent } of SCREEN_ENTRIES) {
      expect(entry.path, entry.name).toBe(parent ? `/${parent}/${entry.name}` : `/${entry.name}`);
      expect(LABELS.en.screens[entry.titleKey], entry.name).toBeTruthy();
      expect(LABELS.zh.screens[entry.titleKey], entry.name).toBeTruthy();
    }
    expect(Object.keys(LABELS.en.screens).sort()).toEqual([...names].sort());
  });

  it('gives every visible screen something to read, and reads only with GET', () => {
    for (const screen of SCREENS) {
      // the API reference reads the OpenAPI document, which is not an operation
      if (!screen.hidden && screen.name !== 'apiReference')
        expect(screen.operations.length, screen.name).toBeGreaterThan(0);
      for (const op of screen.operations)
        expect(op.method, `${screen.name} ${op.path}`).toBe('GET');
    }
  });

  it('expands a grant: a folder brings its screens, a screen its folder', () => {
    expect(screensGranted(['stock']).map((entry) => entry.name)).toEqual([
      'stock',
      ...stock.children.map((screen) => screen.name),
    ]);
    expect(screensGranted(['deliveryNote']).map((entry) => entry.name)).toEqual([
      'stock',
      'deliveryNote',
    ]);
    expect(screensGranted(['MyshippingPlan']).map((entry) => entry.name)).toEqual([
      'myOrder',
      'MyshippingPlan',
    ]);
    expect(() => screensGranted(['customsDesk' as never])).toThrow('unknown screen customsDesk');
  });

  it('grants the resources of read operations only (not the gated ones)', () => {
    expect(readResourcesOfScreens(['modificationRecord'])).toEqual(['audit.masterData.read']);
    // the PO report reads PO lines, suppliers and products; writing, importing, linking SO
    // lines and opening containers need their own resources
    expect(readResourcesOfScreens(['order']).sort()).toEqual([
      'orders.po.read',
      'products.read',
      'suppliers.read',
    ]);
    // a supplier's order list: its PO lines (scoped) and supplier filter, never products
    expect(readResourcesOfScreens(['orderList']).sort()).toEqual([
      'orders.po.read',
      'suppliers.read',
    ]);
    expect(readResourcesOfScreens(['home', 'production', 'nothing'])).toEqual([]);
    expect(readResourcesOf(SCREEN_TREE.filter((entry) => entry.name === 'home'))).toEqual([]);
    expect(screenEntry('product')?.path).toBe('/production/product');
  });
});
