import {
  MAX_CODE_LENGTH,
  normalizeContainerNumber,
  type CodeLevel,
  type ErrorMessageKey,
} from '@lading/shared';
import {
  isBlankText,
  isUnreadable,
  normalText,
  unreadableRefusal,
} from '../../platform/import/cell-text';
import type { StoredIssue } from '../../platform/import/import-issues';
import type { SheetRow } from '../../platform/import/sheet-reader';
import type { CellValue } from '../../platform/import/sheet-spec';
import { canHold, isBoxLevel } from './binding-rules';
import { CELL, levelOfText, type BindingField } from './binding-import.spec';

/**
 * The pure checks of a binding file (issue 19), before anything is looked up: each row's
 * cells read (codes as text, levels by name or label), the parent's level able to hold the
 * child's, and a child named twice in the file refused on its later row as the stations
 * refuse a second scan (duplicate product S/N; a box added twice). The checks against what
 * is stored are binding-import.plan.ts's.
 */

/** One binding as read from a file (a sheet's row or a pair of an EPCIS AggregationEvent). */
export interface BindingRow {
  /** the Excel row; in an EPCIS document, the pair's position (1-based) */
  row: number;
  childCode: string;
  childLevel: CodeLevel;
  parentCode: string;
  parentLevel: CodeLevel;
  /** new codes only: the product and supplier the child belongs to */
  productCode: string | null;
  supplierCode: string | null;
}

export type Refusal = { key: ErrorMessageKey; params: Record<string, string | number> };

/** Things by level and code (containers as stored): one map per level, no key to build. */
export class ByCode<T> {
  private readonly levels = new Map<CodeLevel, Map<string, T>>();

  get(level: CodeLevel, code: string): T | undefined {
    return this.levels.get(level)?.get(code);
  }

  set(level: CodeLevel, code: string, value: T): void {
    let codes = this.levels.get(level);
    if (!codes) this.levels.set(level, (codes = new Map()));
    codes.set(code, value);
  }

  *values(): IterableIterator<T> {
    for (const codes of this.levels.values()) yield* codes.values();
  }
}

/** Plain printable ASCII without spaces: a code read as it is (the common case, fast). */
const PLAIN_CODE = /^[\x21-\x7e]+$/;

/** A code cell as text: a whole number as its digits; text folded (NFKC), invisibles dropped. */
export function readCode(cell: CellValue): { value: string } | Refusal {
  if (isUnreadable(cell)) return unreadableRefusal(cell);
  let text: string;
  if (typeof cell === 'number') {
    // past 15 digits Excel has rounded the number: the code is lost
    if (!Number.isSafeInteger(cell) || cell < 0)
      return { key: 'serials.importCodeNumber', params: {} };
    text = String(cell);
  } else {
    const raw = String(cell).trim();
    text = PLAIN_CODE.test(raw) ? raw : normalText(raw);
  }
  if (text === '') return { key: 'serials.codeRequired', params: {} };
  if (text.length > MAX_CODE_LENGTH) return { key: 'serials.codeTooLong', params: {} };
  return { value: text };
}

/** A level cell: the level it names (the refusal's list of levels is added when it is read). */
function readLevel(cell: CellValue): { value: CodeLevel } | Refusal {
  if (isUnreadable(cell)) return unreadableRefusal(cell);
  const level = levelOfText(String(cell));
  return level
    ? { value: level }
    : { key: 'serials.importLevelUnknown', params: { value: String(cell) } };
}

/** A code as stored for its level: container numbers without spaces or dashes, in capitals. */
export const storedForm = (level: CodeLevel, code: string) =>
  level === 'container' ? normalizeContainerNumber(code) : code;

/** A cell with nothing in it (blank, or only spaces and invisible characters). */
const blank = (cell: CellValue) =>
  cell === undefined || (typeof cell === 'string' && !PLAIN_CODE.test(cell) && isBlankText(cell));

/** The cell of `field` in a row, read by `read`; a refusal is told and answers undefined. */
function cellOf<T>(
  row: SheetRow,
  field: BindingField,
  required: boolean,
  read: (cell: CellValue) => { value: T } | Refusal,
  issues: StoredIssue[],
): T | null | undefined {
  const cell = row.cells[CELL[field]];
  if (blank(cell)) {
    if (!required) return null;
    issues.push({ row: row.row, field, key: 'validation.required', params: {} });
    return undefined;
  }
  const answer = read(cell);
  if ('value' in answer) return answer.value;
  issues.push({ row: row.row, field, key: answer.key, params: answer.params });
  return undefined;
}

/** A sheet row's cells read; each refused cell an issue (levels kept raw: worded when read). */
export function readBindingCells(row: SheetRow, issues: StoredIssue[]): BindingRow | undefined {
  const childCode = cellOf(row, 'childCode', true, readCode, issues);
  const childLevel = cellOf(row, 'childLevel', true, readLevel, issues);
  const parentCode = cellOf(row, 'parentCode', true, readCode, issues);
  const parentLevel = cellOf(row, 'parentLevel', true, readLevel, issues);
  const productCode = cellOf(row, 'productCode', false, readCode, issues);
  const supplierCode = cellOf(row, 'supplierCode', false, readCode, issues);
  if (!childCode || !childLevel || !parentCode || !parentLevel) return undefined;
  if (productCode === undefined || supplierCode === undefined) return undefined;
  return {
    row: row.row,
    childCode: storedForm(childLevel, childCode),
    childLevel,
    parentCode: storedForm(parentLevel, parentCode),
    parentLevel,
    productCode,
    supplierCode,
  };
}

/**
 * The checks of the rows among themselves: the parent's level holds the child's; a child
 * is put into one parent once — a later row naming it again is refused. Answers the rows
 * that passed.
 */
export function checkFileRows(rows: readonly BindingRow[], issues: StoredIssue[]): BindingRow[] {
  const seen = new ByCode<true>();
  const passed: BindingRow[] = [];
  for (const binding of rows) {
    const { row, childLevel, parentLevel, childCode } = binding;
    if (!canHold(parentLevel, childLevel)) {
      issues.push({
        row,
        field: 'childLevel',
        key: 'serials.wrongChildLevel',
        params: { parentLevel, childLevel },
      });
      continue;
    }
    if (seen.get(childLevel, childCode)) {
      issues.push(
        isBoxLevel(childLevel)
          ? {
              row,
              field: 'childCode',
              key: 'serials.boxAddedTwice',
              params: { code: childCode, parentLevel },
            }
          : { row, field: 'childCode', key: 'serials.duplicate', params: { code: childCode } },
      );
      continue;
    }
    seen.set(childLevel, childCode, true);
    passed.push(binding);
  }
  return passed;
}
