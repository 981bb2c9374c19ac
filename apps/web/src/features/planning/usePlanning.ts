import {
  containerTypeOperations,
  loadingLimitOperations,
  MAX_OPEN_LINES_PAGE_SIZE,
  MAX_PAGE_SIZE,
  planningOperations as op,
  type OperationInput,
  type Page,
} from '@lading/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import type { Paging } from '../common/paging';
import { CONTAINER_TYPES_KEY, REFERENCE_KEY } from '../reference/useReference';

/** The workbench's open-line filters (spec §2 preArrange): the list query without paging. */
export type OpenLinesFilter = Omit<
  OperationInput<typeof op.openLines>['query'],
  'pageNum' | 'pageSize'
>;
/** The shipping plan's filters and sort (spec §2 shippingPlan). */
export type ContainerQuery = Omit<
  OperationInput<typeof op.listContainers>['query'],
  'pageNum' | 'pageSize'
>;

/** Every planning query starts with this key (a save or release refreshes them all). */
export const PLANNING_KEY = ['planning'] as const;
export const OPEN_LINES_KEY = [...PLANNING_KEY, 'openLines'] as const;
export const DRAFT_KEY = [...PLANNING_KEY, 'draft'] as const;
export const CONTAINERS_KEY = [...PLANNING_KEY, 'containers'] as const;

/** Saving, discarding and releasing drafts. */
export const PLANNING_WRITE = 'planning.write';
/** Choosing a container owner searches the supplier owners' candidates. */
export const OWNER_CANDIDATES_READ = 'suppliers.owner.read';

/** Every page of a list, one after the other (the server caps a page). */
async function allPages<T>(
  fetchPage: (page: Paging) => Promise<Page<T>>,
  pageSize: number,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await fetchPage({ pageNum, pageSize });
    rows.push(...page.list);
    if (page.list.length < pageSize || rows.length >= page.total) return rows;
  }
}

/** Every open line of the filter, all pages: the workbench plans a whole group at once. */
export const useOpenLines = (filter: OpenLinesFilter) =>
  useQuery({
    queryKey: [...OPEN_LINES_KEY, filter],
    queryFn: () =>
      allPages(
        (page) => call(op.openLines, { query: { ...filter, ...page } }),
        MAX_OPEN_LINES_PAGE_SIZE,
      ),
    placeholderData: keepPreviousData,
  });

/** The caller's saved draft, read fresh when the workbench opens. */
export const useSavedDraft = () =>
  useQuery({ queryKey: DRAFT_KEY, queryFn: () => call(op.draft), staleTime: 0, gcTime: 0 });

/** Container types and loading limits: what the planner computes capacities from. */
export function useCapacities() {
  const types = useQuery({
    queryKey: CONTAINER_TYPES_KEY,
    queryFn: () => call(containerTypeOperations.list),
  });
  const limits = useQuery({
    queryKey: [...REFERENCE_KEY, 'loading-limits', 'all'],
    queryFn: () =>
      allPages((page) => call(loadingLimitOperations.list, { query: page }), MAX_PAGE_SIZE),
  });
  return {
    types: types.data,
    limits: limits.data,
    isLoading: types.isLoading || limits.isLoading,
    error: types.error ?? limits.error,
  };
}

export const useContainer = (id: number | undefined) =>
  useQuery({
    queryKey: [...CONTAINERS_KEY, 'one', id ?? 0],
    queryFn: () => call(op.getContainer, { params: { id: id! } }),
    enabled: id !== undefined,
  });

export const useContainerChanges = (id: number | undefined) =>
  useQuery({
    queryKey: [...CONTAINERS_KEY, 'changes', id ?? 0],
    queryFn: () => call(op.containerChanges, { params: { id: id! } }),
    enabled: id !== undefined,
  });
