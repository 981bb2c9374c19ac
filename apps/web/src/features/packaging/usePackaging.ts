import type { SavePackagingRequest } from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paging } from '../common/paging';
import { packagingApi, type PackagingFilters } from './packaging.api';

export const PACKAGING_KEY = ['packaging'] as const;

/** Edit permission of the packaging screen (the server's `packaging.write` resource). */
export const PACKAGING_WRITE = 'packaging.write';

export const usePackagingList = (query: PackagingFilters & Paging) =>
  useQuery({
    queryKey: [...PACKAGING_KEY, 'list', query],
    queryFn: () => packagingApi.list(query),
    placeholderData: keepPreviousData,
  });

export function useSavePackaging() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, body }: { product: number; body: SavePackagingRequest }) =>
      packagingApi.save(product, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGING_KEY }),
  });
}
