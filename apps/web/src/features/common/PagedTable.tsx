import type { OrderSortOrder, Page } from '@lading/shared';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { tablePagination, type Paging } from './paging';
import { sortFromTable } from './sorting';

export type PagedTableProps<Row, Field extends string = string> = Omit<
  TableProps<Row>,
  'dataSource' | 'loading' | 'pagination'
> & {
  /** The list's query: the page of rows, and whether it is (re)fetching. */
  query: { data?: Page<Row> | undefined; isFetching: boolean };
  paging: Paging;
  onPaging(next: Paging): void;
  /** The server sort (asc/desc) after each table change; none = the server's default order. */
  onSort?: (sort: { sortBy?: Field | undefined; sortOrder?: OrderSortOrder | undefined }) => void;
};

/**
 * A server-paged list's table: the query's rows, spec §9 paging with the total shown, rows
 * keyed by `id`, middle size and sideways scroll unless told otherwise (`scroll={undefined}`:
 * none). The other props go to antd's Table.
 */
export function PagedTable<Row extends object, Field extends string = string>({
  query,
  paging,
  onPaging,
  onSort,
  onChange,
  ...table
}: PagedTableProps<Row, Field>) {
  const { t } = useTranslation('common');
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      scroll={{ x: 'max-content' }}
      {...table}
      loading={query.isFetching}
      dataSource={query.data?.list ?? []}
      pagination={tablePagination(t, paging, query.data?.total ?? 0, onPaging)}
      onChange={
        onSort
          ? (pagination, filters, sorter, extra) => {
              onSort(sortFromTable<Field, Row>(sorter));
              onChange?.(pagination, filters, sorter, extra);
            }
          : onChange
      }
    />
  );
}
