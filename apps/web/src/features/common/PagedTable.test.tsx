// @vitest-environment jsdom
import type { Page } from '@lading/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { PagedTable, type PagedTableProps } from './PagedTable';

interface Row {
  id: number;
  code: string;
}

const rows: Row[] = [
  { id: 7, code: 'A-7' },
  { id: 8, code: 'B-8' },
];
const page = (list: Row[], total: number): Page<Row> => ({ list, total, pageNum: 1, pageSize: 10 });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function renderTable(props: Partial<PagedTableProps<Row, 'code'>> = {}) {
  const onPaging = vi.fn();
  render(
    <PagedTable<Row, 'code'>
      query={{ data: page(rows, 25), isFetching: false }}
      paging={{ pageNum: 1, pageSize: 10 }}
      onPaging={onPaging}
      columns={[{ title: 'Code', dataIndex: 'code', key: 'code', sorter: true }]}
      {...props}
    />,
  );
  return { onPaging };
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
    renderTable({ query: { data: undefined, isFetching: true } });
    expect(document.body.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(0);
    expect(document.body.querySelector('.ant-spin-spinning')).toBeTruthy();
  });

  it('asks for another page', () => {
    const { onPaging } = renderTable();
    fireEvent.click(screen.getByTitle('2'));
    expect(onPaging).toHaveBeenCalledWith({ pageNum: 2, pageSize: 10 });
  });

  it('turns a column sort into the server sort, and still passes the change on', () => {
    const onSort = vi.fn();
    const onChange = vi.fn();
    renderTable({ onSort, onChange });
    fireEvent.click(screen.getByRole('columnheader', { name: /Code/ }));
    expect(onSort).toHaveBeenLastCalledWith({ sortBy: 'code', sortOrder: 'asc' });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes the row key and other table props from the page', () => {
    renderTable({ rowKey: (row) => `row-${row.code}`, size: 'small', scroll: undefined });
    const first = document.body.querySelector('.ant-table-tbody tr.ant-table-row');
    expect(first?.getAttribute('data-row-key')).toBe('row-A-7');
    expect(document.body.querySelector('.ant-table-small')).toBeTruthy();
  });
});
