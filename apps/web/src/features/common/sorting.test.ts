import { describe, expect, it } from 'vitest';
import { columnSort, sortFromTable, tableSort } from './sorting';

interface Row {
  id: number;
}

describe('tableSort', () => {
  it("gives the sorted column and antd's order", () => {
    expect(tableSort<'code', Row>({ columnKey: 'code', order: 'descend' })).toEqual({
      field: 'code',
      order: 'descend',
    });
  });

  it('takes the first of several sorters', () => {
    expect(
      tableSort<'code' | 'name', Row>([
        { columnKey: 'name', order: 'ascend' },
        { columnKey: 'code', order: 'descend' },
      ]),
    ).toEqual({ field: 'name', order: 'ascend' });
  });

  it('is undefined once the user clears the sort', () => {
    expect(tableSort<'code', Row>({ columnKey: 'code', order: null })).toBeUndefined();
    expect(tableSort<'code', Row>({ columnKey: 'code' })).toBeUndefined();
    expect(tableSort<'code', Row>([])).toBeUndefined();
  });
});

describe('sortFromTable', () => {
  it('turns ascend/descend into the server asc/desc', () => {
    expect(sortFromTable<'code', Row>({ columnKey: 'code', order: 'ascend' })).toEqual({
      sortBy: 'code',
      sortOrder: 'asc',
    });
    expect(sortFromTable<'code', Row>([{ columnKey: 'code', order: 'descend' }])).toEqual({
      sortBy: 'code',
      sortOrder: 'desc',
    });
  });

  it("clears both fields when the sort is cleared (the server's default order)", () => {
    expect(sortFromTable<'code', Row>({ columnKey: 'code', order: null })).toEqual({
      sortBy: undefined,
      sortOrder: undefined,
    });
  });
});

describe('columnSort', () => {
  it("shows the server sort on its column only, in antd's words", () => {
    expect(columnSort({ sortBy: 'code', sortOrder: 'desc' }, 'code')).toBe('descend');
    expect(columnSort({ sortBy: 'code', sortOrder: 'asc' }, 'code')).toBe('ascend');
    expect(columnSort({ sortBy: 'code' }, 'code')).toBe('ascend');
    expect(columnSort({ sortBy: 'code', sortOrder: 'desc' }, 'name')).toBeNull();
    expect(columnSort({}, 'code')).toBeNull();
  });
});
