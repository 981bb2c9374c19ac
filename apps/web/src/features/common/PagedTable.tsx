import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListTableProps } from './useListQuery';
import { VisuallyHidden } from './VisuallyHidden';

export type PagedTableProps<Row> = Omit<
  TableProps<Row>,
  'dataSource' | 'loading' | 'pagination'
> & {
  /** The list (useListQuery): its page of rows, paging and sort, kept in the URL. */
  list: { tableProps: ListTableProps<Row> };
};

/**
 * A server-paged list's table: the list's rows, spec §9 paging with the total shown, a
 * page or sort change written to the list's URL; rows keyed by `id`, middle size and
 * sideways scroll unless told otherwise (`scroll={undefined}`: none). The other props go
 * to antd's Table (an `onChange` of its own runs after the list's). The expand buttons'
 * column is named for screen readers (antd leaves its header empty).
 */
export function PagedTable<Row extends object>({
  list,
  onChange,
  expandable,
  ...table
}: PagedTableProps<Row>) {
  const { t } = useTranslation('common');
  const { tableProps } = list;
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      scroll={{ x: 'max-content' }}
      {...table}
      {...(expandable && {
        expandable: {
          columnTitle: <VisuallyHidden>{t('table.expandColumn')}</VisuallyHidden>,
          ...expandable,
        },
      })}
      {...tableProps}
      onChange={(pagination, filters, sorter, extra) => {
        tableProps.onChange(pagination, filters, sorter, extra);
        onChange?.(pagination, filters, sorter, extra);
      }}
    />
  );
}
