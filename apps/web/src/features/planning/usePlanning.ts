import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paging } from '../common/paging';
import { CONTAINER_TYPES_KEY, REFERENCE_KEY } from '../reference/useReference';
import {
  capacityApi,
  containersApi,
  planningApi,
  type ContainerQuery,
  type OpenLinesFilter,
} from './planning.api';

/** Every planning query starts with this key (a save or release refreshes them all). */
export const PLANNING_KEY = ['planning'] as const;
export const OPEN_LINES_KEY = [...PLANNING_KEY, 'openLines'] as const;
export const DRAFT_KEY = [...PLANNING_KEY, 'draft'] as const;
export const CONTAINERS_KEY = [...PLANNING_KEY, 'containers'] as const;

/** Saving, discarding and releasing drafts. */
export const PLANNING_WRITE = 'planning.write';
/** Choosing a container owner searches the supplier owners' candidates. */
export const OWNER_CANDIDATES_READ = 'suppliers.owner.read';

/** Every open line of the filter, all pages. */
export const useOpenLines = (filter: OpenLinesFilter) =>
  useQuery({
    queryKey: [...OPEN_LINES_KEY, filter],
    queryFn: () => planningApi.openLines(filter),
    placeholderData: keepPreviousData,
  });

/** The caller's saved draft, read fresh when the workbench opens. */
export const useSavedDraft = () =>
  useQuery({ queryKey: DRAFT_KEY, queryFn: planningApi.draft, staleTime: 0, gcTime: 0 });

/** Container types and loading limits: what the planner computes capacities from. */
export function useCapacities() {
  const types = useQuery({ queryKey: CONTAINER_TYPES_KEY, queryFn: capacityApi.containerTypes });
  const limits = useQuery({
    queryKey: [...REFERENCE_KEY, 'loading-limits', 'all'],
    queryFn: capacityApi.loadingLimits,
  });
  return {
    types: types.data,
    limits: limits.data,
    isLoading: types.isLoading || limits.isLoading,
    error: types.error ?? limits.error,
  };
}

export const useContainerList = (query: ContainerQuery & Paging) =>
  useQuery({
    queryKey: [...CONTAINERS_KEY, 'list', query],
    queryFn: () => containersApi.list(query),
    placeholderData: keepPreviousData,
  });

export const useContainer = (id: number | undefined) =>
  useQuery({
    queryKey: [...CONTAINERS_KEY, 'one', id ?? 0],
    queryFn: () => containersApi.get(id!),
    enabled: id !== undefined,
  });

export const useContainerChanges = (id: number | undefined) =>
  useQuery({
    queryKey: [...CONTAINERS_KEY, 'changes', id ?? 0],
    queryFn: () => containersApi.changes(id!),
    enabled: id !== undefined,
  });
