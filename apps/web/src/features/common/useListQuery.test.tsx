// @vitest-environment jsdom
import { kitOperations, purchaseOrderOperations } from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Activity, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { useListQuery, type ListQuery } from './useListQuery';

/** What the server was asked, one URLSearchParams per list call. */
let asked: URLSearchParams[] = [];

beforeEach(() => {
  asked = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url.searchParams);
    const data = { list: [], total: 95, pageNum: 1, pageSize: 10 };
    return Promise.resolve(new Response(JSON.stringify({ code: 200, message: 'OK', data })));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type KitList = ListQuery<typeof kitOperations.list>;
let kits: KitList;
let navigate: NavigateFunction;
let location: Location;

function Kits() {
  kits = useListQuery(kitOperations.list, { key: ['kits'] });
  return null;
}

function Router(props: { url: string; children: ReactNode }) {
  function Spy() {
    navigate = useNavigate();
    location = useLocation();
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[props.url]}>
      <QueryClientProvider client={client}>
        <Spy />
        {props.children}
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
const open = (url: string, children: ReactNode = <Kits />) =>
  Router({ url, children }) as unknown as void;

const lastAsked = () => Object.fromEntries(asked.at(-1)!.entries());

describe('useListQuery', () => {
  it('reads filters, sort and page from the URL, typed, and asks the server for that view', async () => {
    open('/kits?keyword=lamp&lifeCycle=New&product=7&sortBy=name&sortOrder=desc&pageNum=3');
    expect(kits.query).toEqual({
      keyword: 'lamp',
      lifeCycle: 'New',
      product: 7,
      sortBy: 'name',
      sortOrder: 'desc',
      pageNum: 3,
      pageSize: 10,
    });
    expect(kits.unpaged).not.toHaveProperty('pageNum');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(lastAsked()).toMatchObject({ keyword: 'lamp', product: '7', pageNum: '3' });
    expect(kits.tableProps.pagination).toMatchObject({ current: 3, pageSize: 10 });
  });

  it('ignores a param its schema refuses and keeps the others', () => {
    open('/kits?keyword=lamp&lifeCycle=Old&pageSize=7000&sortOrder=descend&product=x1');
    expect(kits.query).toEqual({ keyword: 'lamp', pageNum: 1, pageSize: 10 });
  });

  it('writes new filters into the URL from page 1, keeping sort and page size', () => {
    open('/kits?sortBy=name&pageNum=4&pageSize=20');
    act(() => kits.setFilters({ keyword: 'lamp', activeness: 'Active' }));
    expect(location.pathname).toBe('/kits');
    expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({
      keyword: 'lamp',
      activeness: 'Active',
      sortBy: 'name',
      pageSize: '20',
    });
    expect(kits.query).toMatchObject({ keyword: 'lamp', pageNum: 1, pageSize: 20 });
  });

  it('steps Back through the views: filters, sort and page each pushed', () => {
    open('/kits');
    act(() => kits.setFilters({ keyword: 'lamp' }));
    act(() => kits.setSort({ sortBy: 'updatedAt', sortOrder: 'desc' }));
    act(() => kits.setPage({ pageNum: 2 }));
    expect(location.search).toBe('?keyword=lamp&sortBy=updatedAt&sortOrder=desc&pageNum=2');
    act(() => void navigate(-1));
    expect(kits.query).toMatchObject({ keyword: 'lamp', sortOrder: 'desc', pageNum: 1 });
    act(() => void navigate(-1));
    expect(kits.query).toEqual({ keyword: 'lamp', pageNum: 1, pageSize: 10 });
    act(() => void navigate(-1));
    expect(kits.query).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('builds a sort or page asked for before the new search renders on that search', () => {
    open('/kits?pageSize=20');
    // one event handler: Search, then a click on a column header, before React renders
    const before = kits;
    act(() => {
      before.setFilters({ keyword: 'lamp' });
      before.setSort({ sortBy: 'name', sortOrder: 'asc' });
      before.setPage({ pageNum: 2 });
    });
    expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({
      keyword: 'lamp',
      sortBy: 'name',
      sortOrder: 'asc',
      pageNum: '2',
      pageSize: '20',
    });
  });

  it('replaces the entry when asked (search as you type) and ignores a change to the same view', () => {
    open('/kits');
    act(() => kits.setFilters({ keyword: 'l' }));
    act(() => kits.setFilters({ keyword: 'la' }, { replace: true }));
    act(() => kits.setFilters({ keyword: 'la' }));
    expect(location.search).toBe('?keyword=la');
    act(() => void navigate(-1));
    expect(location.search).toBe('');
  });

  it('turns antd table changes into one page or sort change each, a new size from page 1', () => {
    open('/kits?pageNum=2');
    const change = kits.tableProps.onChange;
    act(() =>
      change({ current: 3, pageSize: 10 }, {}, [], { action: 'paginate', currentDataSource: [] }),
    );
    expect(kits.query.pageNum).toBe(3);
    act(() =>
      change({ current: 3, pageSize: 50 }, {}, [], { action: 'paginate', currentDataSource: [] }),
    );
    expect(kits.query).toMatchObject({ pageNum: 1, pageSize: 50 });
    act(() => kits.setPage({ pageNum: 2 }));
    act(() =>
      change(
        { current: 1, pageSize: 50 },
        {},
        { columnKey: 'name', order: 'descend' },
        { action: 'sort', currentDataSource: [] },
      ),
    );
    expect(kits.query).toMatchObject({ sortBy: 'name', sortOrder: 'desc', pageNum: 1 });
  });

  it('writes arrays as repeated keys and reads them back', () => {
    let lines!: ListQuery<typeof purchaseOrderOperations.listLines>;
    function Lines() {
      lines = useListQuery(purchaseOrderOperations.listLines, { key: ['po'] });
      return null;
    }
    open('/orders', <Lines />);
    expect(lines.query).toMatchObject({ sortBy: 'rdd', sortOrder: 'asc' });
    act(() => lines.setFilters({ status: ['Open', 'Closed'], riskBuy: 1 }));
    expect(location.search).toBe('?status=Open&status=Closed&riskBuy=1');
    expect(lines.query).toMatchObject({ status: ['Open', 'Closed'], riskBuy: 1 });
  });

  it('shows its defaults on a plain URL and writes a cleared default as empty', () => {
    let lines!: ListQuery<typeof purchaseOrderOperations.listLines>;
    function Lines() {
      lines = useListQuery(purchaseOrderOperations.listLines, {
        key: ['po'],
        defaults: { status: ['Open'] },
      });
      return null;
    }
    open('/orders', <Lines />);
    expect(lines.query.status).toEqual(['Open']);
    act(() => lines.setFilters({ status: undefined }));
    expect(location.search).toBe('?status=');
    expect(lines.query.status).toBeUndefined();
    act(() => lines.setFilters({ status: ['Open'] }));
    expect(location.search).toBe('');
  });

  it('goes to the last page when the asked one is past it', async () => {
    open('/kits?pageNum=12');
    // 95 rows: 10 pages
    await waitFor(() => expect(kits.query.pageNum).toBe(10));
  });

  it('keeps a kept-alive page’s view while hidden, and puts it back when opened by its bare path', async () => {
    function KeptAlive() {
      const here = useLocation();
      return (
        <Activity mode={here.pathname === '/kits' ? 'visible' : 'hidden'}>
          <Kits />
        </Activity>
      );
    }
    open('/kits', <KeptAlive />);
    act(() => kits.setFilters({ keyword: 'lamp' }));
    act(() => void navigate('/products?keyword=other'));
    expect(kits.query.keyword).toBe('lamp');
    act(() => void navigate('/kits'));
    await waitFor(() => expect(location.search).toBe('?keyword=lamp'));
    expect(kits.query.keyword).toBe('lamp');
    // Back within the page still steps to its plain view
    act(() => kits.setFilters({ keyword: 'pump' }));
    act(() => void navigate(-1));
    expect(kits.query.keyword).toBe('lamp');
  });
});
