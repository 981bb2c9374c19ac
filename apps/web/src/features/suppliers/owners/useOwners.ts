import type { SaveSupplierOwnersRequest } from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paging } from '../../common/paging';
import { ownersApi, type OwnerFilters } from './owners.api';

export const OWNERS_KEY = ['supplierOwners'] as const;
/** Edit permission of the owner screen (the server's `suppliers.owner.write`). */
export const OWNERS_WRITE = 'suppliers.owner.write';

export const useOwnerList = (query: OwnerFilters & Paging) =>
  useQuery({
    queryKey: [...OWNERS_KEY, 'list', query],
    queryFn: () => ownersApi.list(query),
    placeholderData: keepPreviousData,
  });

export const useOwnerCandidates = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: [...OWNERS_KEY, 'candidates', keyword],
    queryFn: () => ownersApi.candidates(keyword || undefined),
    enabled,
    placeholderData: keepPreviousData,
  });

export function useSaveOwners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ supplierId, body }: { supplierId: number; body: SaveSupplierOwnersRequest }) =>
      ownersApi.save(supplierId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWNERS_KEY }),
  });
}
