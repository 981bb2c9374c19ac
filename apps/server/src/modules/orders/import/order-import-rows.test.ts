import { describe, expect, it } from 'vitest';
import type { StoredIssue } from '../../../platform/import/import-issues';
import type { CellValue } from '../../../platform/import/sheet-spec';
import { PO_COLUMNS } from './order-import-columns';
import { checkCells } from './order-import-rows';

const GOOD: Record<string, CellValue> = {
  poNumber: 'PO-1',
  lineNo: 10,
  supplierCode: 'SUP001',
  originator: 'Li Wei',
  destinationCountry: 'NG',
  currency: 'USD',
  productCode: 'BAT-12.8-6',
  orderQty: 25,
  unitPrice: 134.85,
  rdd: '2026-11-26',
  loadingPoint: 'YANTIAN',
};

function check(replaced: Record<string, CellValue>) {
  const fields = { ...GOOD, ...replaced };
  const issues: StoredIssue[] = [];
  const checked = checkCells(
    { row: 2, cells: PO_COLUMNS.map((column) => fields[column.field]) },
    PO_COLUMNS,
    issues,
  );
  return { checked, issues };
}

describe('checkCells', () => {
  it.each<[string, CellValue]>([
    ['originator', '\u200B'],
    ['loadingPoint', ' \u3000'],
  ])('a required %s holding only invisible characters is blank: required', (field, cell) => {
    expect(check({ [field]: cell }).issues).toEqual([
      { row: 2, field, key: 'validation.required', params: {} },
    ]);
  });

  it('an optional cell holding only invisible characters is left out', () => {
    const { checked, issues } = check({ soNumber: '\u200B\uFEFF' });
    expect(issues).toEqual([]);
    expect(checked?.fields.soNumber).toBeUndefined();
  });
});
