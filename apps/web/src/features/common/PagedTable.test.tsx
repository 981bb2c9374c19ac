// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { tablePagination } from './paging';
import type { ListTableProps } from './useListQuery';

interface Row {
  id: number;
  code: string;
}

const rows: Row[] = [
  { id: 7, code: 'A-7' },
  { id: 8, code: 'B-8' },
];

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

/** A list's table props as useListQuery gives them: 25 rows in all, page 1 of 10. */
function listOf(overrides: Partial<ListTableProps<Row>> = {}) {
  const tableProps: ListTableProps<Row> = {
    dataSource: rows,
    loading: false,
    pagination: tablePagination(i18n.t, { pageNum: 1, pageSize: 10 }, 25),
    onChange: vi.fn(),
    ...overrides,
  };
  return { tableProps };
}

function renderTable(props: Partial<PagedTableProps<Row>> = {}) {
  const list = props.list ?? listOf();
  render(
    <PagedTable<Row>
      columns={[{ title: 'Code', dataIndex: 'code', key: 'code', sorter: true }]}
      {...props}
      list={list}
    />,
  );
  return list.tableProps.onChange as ReturnType<typeof vi.fn>;
}

describe('PagedTable', () => {
  it('shows the page of rows keyed by id, and the total', () => {
    renderTable();
    const container = document.body;
    expect(screen.getByText('A-7')).toBeTruthy();
    const keys = Array.from(container.querySelectorAll('.ant-table-tbody tr.ant-table-row')).map(
      (row) => row.getAttribute('data-row-key'),
    );
    expect(keys).toEqual(['7', '8']);
    expect(screen.getByText('25 in all')).toBeTruthy();
    expect(container.querySelector('.ant-table-medium')).toBeTruthy();
  });

  it('shows no rows before the first page has come', () => {
    renderTable({ list: listOf({ dataSource: [], loading: true }) });
    expect(document.body.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(0);
    expect(document.body.querySelector('.ant-spin-spinning')).toBeTruthy();
  });

  it('asks the list for another page, one change', () => {
    const onChange = renderTable();
    fireEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange.mock.calls[0]![0]).toMatchObject({ current: 2, pageSize: 10 });
    expect(onChange.mock.calls[0]![3]).toMatchObject({ action: 'paginate' });
  });

  it('hands a column sort to the list, and still passes the change on', () => {
    const onChange = vi.fn();
    const listChange = renderTable({ onChange });
    fireEvent.click(screen.getByRole('columnheader', { name: /Code/ }));
    expect(listChange.mock.calls[0]![2]).toMatchObject({ columnKey: 'code', order: 'ascend' });
    expect(listChange.mock.calls[0]![3]).toMatchObject({ action: 'sort' });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes the row key and other table props from the page', () => {
    renderTable({ rowKey: (row: Row) => `row-${row.code}`, size: 'small', scroll: undefined });
    const first = document.body.querySelector('.ant-table-tbody tr.ant-table-row');
    expect(first?.getAttribute('data-row-key')).toBe('row-A-7');
    expect(document.body.querySelector('.ant-table-small')).toBeTruthy();
  });

  it("names the expand buttons' column for screen readers, in the page's language", async () => {
    renderTable({ expandable: { expandedRowRender: (row) => row.code } });
    expect(screen.getByRole('columnheader', { name: 'Show details' })).toBeTruthy();
    cleanup();

    await i18n.changeLanguage('zh');
    renderTable({ expandable: { expandedRowRender: (row) => row.code, columnTitle: 'Changes' } });
    expect(screen.getByRole('columnheader', { name: 'Changes' })).toBeTruthy();
    cleanup();
    renderTable({ expandable: { expandedRowRender: (row) => row.code } });
    expect(screen.getByRole('columnheader', { name: '展开详情' })).toBeTruthy();
  });
});
