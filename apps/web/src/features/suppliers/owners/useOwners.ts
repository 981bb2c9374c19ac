import { supplierOwnerOperations as op, type SaveSupplierOwnersRequest } from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

export const OWNERS_KEY = ['supplierOwners'] as const;
/** Edit permission of the owner screen (the server's `suppliers.owner.write`). */
export const OWNERS_WRITE = 'suppliers.owner.write';

export const useOwnerCandidates = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: [...OWNERS_KEY, 'candidates', keyword],
    queryFn: () => call(op.candidates, { query: { keyword: keyword || undefined } }),
    enabled,
    placeholderData: keepPreviousData,
  });

export function useSaveOwners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ supplierId, body }: { supplierId: number; body: SaveSupplierOwnersRequest }) =>
      call(op.save, { params: { supplierId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWNERS_KEY }),
  });
}
