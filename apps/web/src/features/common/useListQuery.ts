import type { AnyOperation, OperationAnswer, SortOrder } from '@lading/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { call, type CallOptions } from '../../api/call';
import { queryOfSearch, searchOfQuery, type ListQuerySchema } from './list-url';
import { tablePagination } from './paging';
import { sortFromTable } from './sorting';

type QuerySchemaOf<O extends AnyOperation> = NonNullable<O['query']>;
type PagingKey = 'pageNum' | 'pageSize';
type SortKey = 'sortBy' | 'sortOrder';

/** The whole view of a list: its filters, sort and page, defaults applied. */
export type ListQueryOf<O extends AnyOperation> = z.output<QuerySchemaOf<O>>;
/** What a filter form sets: the list's query, paging and sort aside. */
export type ListFiltersOf<O extends AnyOperation> = Omit<
  z.input<QuerySchemaOf<O>>,
  PagingKey | SortKey
>;
/** The fields a list sorts by (never when it has no sort). */
export type SortFieldOf<O extends AnyOperation> =
  ListQueryOf<O> extends { sortBy?: infer F } ? NonNullable<F> : never;
type RowOf<O extends AnyOperation> = OperationAnswer<O> extends { list: (infer R)[] } ? R : never;

/** What antd's Table needs to show the page and to ask for another page or sort. */
export interface ListTableProps<Row> {
  dataSource: Row[];
  loading: boolean;
  pagination: TablePaginationConfig;
  onChange: NonNullable<TableProps<Row>['onChange']>;
}

export interface ListQuery<O extends AnyOperation> {
  query: ListQueryOf<O>;
  /** The filters and the sort, paging aside: what the export (and totals) of this view send. */
  unpaged: Omit<ListQueryOf<O>, PagingKey>;
  data: OperationAnswer<O> | undefined;
  isFetching: boolean;
  /**
   * New filters (the sort and page size stay), from page 1. A search submitted is a new
   * history entry (Back returns to the previous view); `replace` for search-as-you-type.
   */
  setFilters(filters: ListFiltersOf<O>, how?: { replace?: boolean }): void;
  /** A new sort (none: the list's default order), from page 1. */
  setSort(sort: { sortBy?: SortFieldOf<O> | undefined; sortOrder?: SortOrder | undefined }): void;
  setPage(page: { pageNum: number; pageSize?: number }): void;
  tableProps: ListTableProps<RowOf<O>>;
}

export interface ListQueryOptions<O extends AnyOperation> {
  /** The query key's start (what the list's writes invalidate); `'list'` and the query follow. */
  key: readonly unknown[];
  /** Filters the list shows when its URL does not name them (a cleared one is written empty). */
  defaults?: Partial<z.input<QuerySchemaOf<O>>>;
  enabled?: boolean;
}

// Inside the generic hook the descriptor is any list's; each page gets its own types.
const callList = call as (op: AnyOperation, input: object, options?: CallOptions) => Promise<never>;

/**
 * A list page's view in its URL: reads filters, sort and page from the search params
 * (parsed by the operation's query schema: typed, defaults applied, a param it refuses left
 * out), asks the server for that page (the previous page shows while the next loads), and
 * writes each change back — a push for a search, sort or page (Back steps through the
 * views), so a link, a reload or Back shows the same view.
 *
 * Kept-alive pages (app/shell/PageHost) stay mounted while another page is shown: the hook
 * reads only its own path's URL, and when the page is opened again by its bare path (the
 * side menu) it writes its last view back into the URL instead of resetting.
 */
export function useListQuery<O extends AnyOperation>(
  op: O,
  options: ListQueryOptions<O>,
): ListQuery<O> {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const schema = op.query as ListQuerySchema;
  const defaultsKey = JSON.stringify(options.defaults ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults by value, not identity
  const defaults = useMemo(() => options.defaults ?? {}, [defaultsKey]);

  const ownPath = useRef(location.pathname).current;
  const visible = location.pathname === ownPath;
  /** The page's own search, last seen while it was shown. */
  const held = useRef(location.search);
  /** False from the moment a kept-alive page is hidden (its effects cleaned up) until shown. */
  const shown = useRef(false);
  const search = !visible
    ? held.current
    : !shown.current && !location.search && held.current
      ? held.current
      : location.search;

  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  useEffect(() => {
    if (!visible) return;
    held.current = search;
    if (search !== location.search) void navigate({ pathname: ownPath, search }, { replace: true });
  }, [visible, search, location.search, ownPath, navigate]);

  const query = useMemo(
    () => queryOfSearch(schema, search, defaults) as ListQueryOf<O>,
    [schema, search, defaults],
  );
  /**
   * The search last written (or shown): a sort or page asked for right after a search, before
   * the page has rendered the new URL, builds on it, not on the view last rendered (which
   * would drop the filters just submitted).
   */
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const write = useCallback(
    (view: Record<string, unknown>, replace: boolean) => {
      const next = searchOfQuery(schema, view, defaults);
      if (next === latest.current) return;
      latest.current = next;
      void navigate({ pathname: ownPath, search: next }, { replace });
    },
    [schema, defaults, navigate, ownPath],
  );
  /** The view the next change builds on: the latest written, paging and sort split off. */
  const latestView = () => {
    const view = queryOfSearch(schema, latest.current, defaults) as ListQueryOf<O> &
      Record<PagingKey, number>;
    const { pageNum: _page, pageSize: size, ...rest } = view;
    const { sortBy: by, sortOrder: order } = rest as { sortBy?: unknown; sortOrder?: unknown };
    return { rest, size, by, order };
  };

  const list = useQuery({
    queryKey: [...options.key, 'list', query],
    queryFn: ({ signal }) => callList(op, { query }, { signal }) as Promise<OperationAnswer<O>>,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });

  const { pageNum, pageSize, ...unpaged } = query as ListQueryOf<O> & Record<PagingKey, number>;
  const setFilters: ListQuery<O>['setFilters'] = (filters, how) => {
    const { size, by, order } = latestView();
    write(
      { ...filters, sortBy: by, sortOrder: order, pageNum: 1, pageSize: size },
      how?.replace ?? false,
    );
  };
  const setSort: ListQuery<O>['setSort'] = (sort) => {
    const { rest, size } = latestView();
    write(
      { ...rest, sortBy: sort.sortBy, sortOrder: sort.sortOrder, pageNum: 1, pageSize: size },
      false,
    );
  };
  const setPage: ListQuery<O>['setPage'] = (page) => {
    const { rest, size: current } = latestView();
    const size = page.pageSize ?? current;
    // a new page size starts again at page 1
    write({ ...rest, pageNum: size === current ? page.pageNum : 1, pageSize: size }, false);
  };

  // Past the last page (the last row of it deleted, or an old link): show the last page.
  const page = list.data as { total: number } | undefined;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / pageSize)) : undefined;
  const beyond = visible && !list.isPlaceholderData && lastPage !== undefined && pageNum > lastPage;
  useEffect(() => {
    if (beyond) write({ ...unpaged, pageNum: lastPage, pageSize }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the answer says so
  }, [beyond, lastPage]);

  const answer = list.data as { list: RowOf<O>[]; total: number } | undefined;
  return {
    query,
    unpaged: unpaged as ListQuery<O>['unpaged'],
    data: list.data,
    isFetching: list.isFetching,
    setFilters,
    setSort,
    setPage,
    tableProps: {
      dataSource: answer?.list ?? [],
      loading: list.isFetching,
      pagination: tablePagination(t, { pageNum, pageSize }, answer?.total ?? 0),
      // one history entry per change: antd reports a page and a sort here (its sort also
      // asks for page 1, which setSort does)
      onChange: (pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort')
          setSort(sortFromTable<SortFieldOf<O> & string, RowOf<O>>(sorter));
        if (extra.action === 'paginate')
          setPage({ pageNum: pagination.current ?? 1, pageSize: pagination.pageSize ?? pageSize });
      },
    },
  };
}
