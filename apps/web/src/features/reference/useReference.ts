import type { ContainerTypeCode, UpdateContainerTypeRequest } from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paging } from '../common/paging';
import { containerTypesApi, type ReferenceApi } from './reference.api';

/** Every query of the reference screens starts with this key. */
export const REFERENCE_KEY = ['reference'] as const;
export const CONTAINER_TYPES_KEY = [...REFERENCE_KEY, 'container-types'] as const;
export const referenceListKey = (path: string, query: object) =>
  [...REFERENCE_KEY, path, 'list', query] as const;

/** Edit permission of every reference screen (the server's `reference.write` resource). */
export const REFERENCE_WRITE = 'reference.write';

export const useReferenceList = <Item, Body, Filters>(
  api: ReferenceApi<Item, Body, Filters>,
  query: Filters & Paging,
) =>
  useQuery({
    queryKey: referenceListKey(api.path, query as object),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });

/**
 * Add, edit and delete on one reference list. A save refreshes every reference list: the
 * transit times show the shipping lines' names, so one list's change shows in another.
 */
export function useReferenceMutations<Item extends { id: number }, Body, Filters>(
  api: ReferenceApi<Item, Body, Filters>,
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: REFERENCE_KEY });
  return {
    save: useMutation({
      mutationFn: ({ record, body }: { record?: Item | undefined; body: Body }) =>
        record ? api.update(record.id, body) : api.create(body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (record: Item) => api.remove(record.id),
      onSuccess: refresh,
    }),
  };
}

export const useContainerTypes = () =>
  useQuery({ queryKey: CONTAINER_TYPES_KEY, queryFn: containerTypesApi.list });

export function useUpdateContainerType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: ContainerTypeCode; body: UpdateContainerTypeRequest }) =>
      containerTypesApi.update(code, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTAINER_TYPES_KEY }),
  });
}
