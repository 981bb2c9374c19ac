import { kitOperations as op, type SaveKitRequest } from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';

/** Every kit query starts with this key. */
export const KITS_KEY = ['kits'] as const;

/** Edit permission of the kit screens (the server's `kits.write` resource). */
export const KITS_WRITE = 'kits.write';

export const useKit = (id: number | undefined) =>
  useQuery({
    queryKey: [...KITS_KEY, 'one', id ?? 0],
    queryFn: () => call(op.get, { params: { id: id! } }),
    enabled: id !== undefined,
  });

export const useKitRevisions = (id: number) =>
  useQuery({
    queryKey: [...KITS_KEY, 'revisions', id],
    queryFn: () => call(op.revisions, { params: { id } }),
  });

/** Save (add or edit) and delete; each refreshes every kit query. */
export function useKitMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KITS_KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number | undefined; body: SaveKitRequest }) =>
        id ? call(op.update, { params: { id }, body }) : call(op.create, { body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(op.remove, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}
