import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../../platform/import/sheet-spec';
import { productSpec } from '../product.factories';
import { IMPORT_COLUMNS } from './import-columns';
import { checkRow, type StoredIssue } from './import-validation';
import { productRow } from './import.test-support';

/** Row 2 of a file holding one valid product, with some cells replaced. */
function check(replaced: Record<string, CellValue>) {
  const fields: Record<string, CellValue | null> = { ...productRow(productSpec()), ...replaced };
  const cells = IMPORT_COLUMNS.map((column) => {
    const value = fields[column.field];
    return value === null || value === '' ? undefined : value;
  });
  const issues: StoredIssue[] = [];
  const checked = checkRow({ row: 2, cells }, issues);
  return { checked, issues };
}

describe('checkRow: values a person types', () => {
  it.each<[string, CellValue, string | number]>([
    ['qtyPerPackage', '１２', 12],
    ['qtyPerPackage', '1 200', 1200],
    ['moq', '1,200', 1200],
    ['netWeightKg', '1.25', 1.25],
    ['productId', 'XP-1\u200B', 'XP-1'],
  ])('%s %j is read as %j', (field, cell, value) => {
    const { checked, issues } = check({ [field]: cell });
    expect(issues).toEqual([]);
    expect((checked.body as Record<string, unknown> | undefined)?.[field]).toBe(value);
  });

  it.each<[string, CellValue, string, Record<string, string | number>]>([
    ['netWeightKg', '1,25', 'import.decimalComma', { value: '1,25', fixed: '1.25' }],
    ['lengthCm', '38,0', 'import.decimalComma', { value: '38,0', fixed: '38.0' }],
    ['moq', '3.000', 'import.dotThousands', { value: '3.000', whole: '3000', decimal: '3' }],
    ['grossWeightKg', '2 kg', 'validation.invalidType', { expected: 'number' }],
    [
      'relatedMainProductModel',
      { unreadable: 'error', error: '#N/A' },
      'import.errorValue',
      { value: '#N/A' },
    ],
    ['moq', { unreadable: 'noSavedValue' }, 'import.formulaWithoutValue', {}],
  ])('%s %j is refused as %s, on its row and column', (field, cell, key, params) => {
    const { checked, issues } = check({ [field]: cell });
    expect(checked.body).toBeUndefined();
    expect(issues).toContainEqual(expect.objectContaining({ row: 2, field, key, params }));
  });
});
