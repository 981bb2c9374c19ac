import type { SortOrder } from '@lading/shared';
import type { TableColumnType, TableProps } from 'antd';

type Sorter<Row> = Parameters<NonNullable<TableProps<Row>['onChange']>>[2];

/** antd's column sort state for `key`, from the list's (server) sort in asc/desc. */
export function columnSort(
  sort: { sortBy?: string | undefined; sortOrder?: SortOrder | undefined },
  key: string,
): TableColumnType<unknown>['sortOrder'] {
  if (sort.sortBy !== key) return null;
  return sort.sortOrder === 'desc' ? 'descend' : 'ascend';
}

/**
 * The column the table is sorted by after a table change, in antd's words (ascend/descend);
 * undefined when the user cleared the sort (the server's default order).
 */
export function tableSort<Field extends string, Row>(
  sorter: Sorter<Row>,
): { field: Field; order: 'ascend' | 'descend' } | undefined {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  return one?.order ? { field: one.columnKey as Field, order: one.order } : undefined;
}

/** The server sort in asc/desc from antd's table change (none = the server's default order). */
export function sortFromTable<Field extends string, Row>(
  sorter: Sorter<Row>,
): { sortBy?: Field | undefined; sortOrder?: SortOrder | undefined } {
  const sort = tableSort<Field, Row>(sorter);
  if (!sort) return { sortBy: undefined, sortOrder: undefined };
  return { sortBy: sort.field, sortOrder: sort.order === 'descend' ? 'desc' : 'asc' };
}

/**
 * The sort props of the columns a server sorts by `key` (`sorter`, its state from the list's
 * sort); with no sort chosen, `defaultKey` shows ascending (the server's default order).
 */
export const serverSortable =
  <Field extends string>(
    sort: { sortBy?: Field | undefined; sortOrder?: SortOrder | undefined },
    defaultKey?: Field,
  ) =>
  (key: Field) => ({
    key,
    sorter: true,
    sortOrder:
      columnSort(sort, key) ?? (key === defaultKey && !sort.sortBy ? ('ascend' as const) : null),
  });
