import { describe, expect, it } from 'vitest';
import { headerLookup, normalizeHeader, type ImportColumnBase } from './import-columns';

const column = (field: string, [en, zh]: [string, string], required = true): ImportColumnBase => ({
  field,
  required,
  title: (lang) => (lang === 'zh' ? zh : en),
  width: 10,
});
const PO = column('poNumber', ['PO Number', '采购订单号']);
const QTY = column('orderQty', ['Order Qty', '订单数量']);
const WEIGHT = column('netWeightKg', ['Net weight/pc (kg)', '单件净重 (kg)'], false);
const COLUMNS = [PO, QTY, WEIGHT];

describe('normalizeHeader', () => {
  it.each([
    ['PO Number *', 'po number'],
    ['PO Number＊', 'po number'],
    ['ＰＯ　Ｎｕｍｂｅｒ', 'po number'],
    ['PO\u00A0Number', 'po number'],
    ['PO Number\u200B', 'po number'],
    ['\uFEFFPO\u200D Number\u2060', 'po number'],
    ['Order Qty\n(pcs)', 'order qty'],
    ['Order Qty (pcs)', 'order qty'],
    ['Unit Price (USD) *', 'unit price'],
    ['行总额（美元）', '行总额'],
    ['折扣 (%)', '折扣'],
    ['  Order   Qty  ', 'order qty'],
  ])('%j → %j', (header, normalized) => {
    expect(normalizeHeader(header)).toBe(normalized);
  });

  it('keeps brackets that are not a unit at the end', () => {
    expect(normalizeHeader('Qty (pcs) per box')).toBe('qty (pcs) per box');
  });
});

describe('headerLookup', () => {
  const lookup = headerLookup(COLUMNS, {
    aliases: (c) => (c === QTY ? ['Quantity'] : []),
    ignored: ['Supplier', 'Order total (USD)'],
  });

  it('finds a column by either language, an alias, whatever the marks and units', () => {
    expect(lookup('PO Number *')).toBe(PO);
    expect(lookup('采购订单号＊')).toBe(PO);
    expect(lookup('QUANTITY (pcs)')).toBe(QTY);
    expect(lookup('订单数量\n(pcs)')).toBe(QTY);
    expect(lookup('Net weight/pc (kg)')).toBe(WEIGHT);
    expect(lookup('单件净重（kg）')).toBe(WEIGHT);
  });

  it('reads either half of a header written in both languages', () => {
    expect(lookup('PO Number / 采购订单号')).toBe(PO);
    expect(lookup('采购订单号 / PO No.')).toBe(PO);
    expect(lookup('Order Qty\n订单数量')).toBe(QTY);
    expect(lookup('订单数量／Order Qty')).toBe(QTY);
  });

  it('tells a known header it does not read (null) from an unknown one (undefined)', () => {
    expect(lookup('Supplier')).toBeNull();
    expect(lookup('Order total')).toBeNull();
    expect(lookup('Supplier / 供应商')).toBeNull();
    expect(lookup('Remarks')).toBeUndefined();
    expect(lookup('  ')).toBeUndefined();
  });

  it('an ignored header wins over an alias that spells it the same', () => {
    const withAlias = headerLookup(COLUMNS, {
      aliases: (c) => (c === PO ? ['Supplier'] : []),
      ignored: ['Supplier'],
    });
    expect(withAlias('Supplier')).toBeNull();
  });

  it('refuses a column set where two columns claim one header', () => {
    expect(() =>
      headerLookup(COLUMNS, { aliases: (c) => (c === PO || c === QTY ? ['Number'] : []) }),
    ).toThrow(/names both poNumber and orderQty/);
    // units are not what tells columns apart
    expect(() => headerLookup([PO, column('po2', ['PO Number (ERP)', '采购订单号2'])])).toThrow();
  });
});
