import type { OrderSortOrder } from '@lading/shared';
import type { TableColumnType, TableProps } from 'antd';

type Sorter<Row> = Parameters<NonNullable<TableProps<Row>['onChange']>>[2];

/** antd's column sort state for `key`, from the list's (server) sort. */
export function columnSort(
  sort: { sortBy?: string | undefined; sortOrder?: OrderSortOrder | undefined },
  key: string,
): TableColumnType<unknown>['sortOrder'] {
  if (sort.sortBy !== key) return null;
  return sort.sortOrder === 'desc' ? 'descend' : 'ascend';
}

/** The server sort from antd's table change (none = the server's default: RDD ascending). */
export function sortFromTable<Field extends string, Row>(
  sorter: Sorter<Row>,
): { sortBy?: Field | undefined; sortOrder?: OrderSortOrder | undefined } {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order) return { sortBy: undefined, sortOrder: undefined };
  return {
    sortBy: one.columnKey as Field,
    sortOrder: one.order === 'descend' ? 'desc' : 'asc',
  };
}
