import type { SaveKitRequest } from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paging } from '../common/paging';
import { kitsApi, type KitFilters } from './kits.api';

/** Every kit query starts with this key. */
export const KITS_KEY = ['kits'] as const;

/** Edit permission of the kit screens (the server's `kits.write` resource). */
export const KITS_WRITE = 'kits.write';

export const useKitList = (query: KitFilters & Paging) =>
  useQuery({
    queryKey: [...KITS_KEY, 'list', query],
    queryFn: () => kitsApi.list(query),
    placeholderData: keepPreviousData,
  });

export const useKit = (id: number | undefined) =>
  useQuery({
    queryKey: [...KITS_KEY, 'one', id ?? 0],
    queryFn: () => kitsApi.get(id!),
    enabled: id !== undefined,
  });

export const useKitRevisions = (id: number) =>
  useQuery({ queryKey: [...KITS_KEY, 'revisions', id], queryFn: () => kitsApi.revisions(id) });

/** Save (add or edit) and delete; each refreshes every kit query. */
export function useKitMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KITS_KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number | undefined; body: SaveKitRequest }) =>
        id ? kitsApi.update(id, body) : kitsApi.create(body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: kitsApi.remove, onSuccess: refresh }),
  };
}
