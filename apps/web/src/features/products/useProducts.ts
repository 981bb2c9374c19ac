import type { SaveProductRequest } from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paging } from '../common/paging';
import { productsApi, type ProductFilters } from './products.api';

/** Every product query starts with this key. */
export const PRODUCTS_KEY = ['products'] as const;
export const productKey = (id: number) => [...PRODUCTS_KEY, 'one', id] as const;

/** Edit permission of the product screens (the server's `products.write` resource). */
export const PRODUCTS_WRITE = 'products.write';

export const useProductList = (query: ProductFilters & Paging) =>
  useQuery({
    queryKey: [...PRODUCTS_KEY, 'list', query],
    queryFn: () => productsApi.list(query),
    placeholderData: keepPreviousData,
  });

export const useProduct = (id: number | undefined) =>
  useQuery({
    queryKey: productKey(id ?? 0),
    queryFn: () => productsApi.get(id!),
    enabled: id !== undefined,
  });

export const useProductRevisions = (id: number, enabled = true) =>
  useQuery({
    queryKey: [...PRODUCTS_KEY, 'revisions', id],
    queryFn: () => productsApi.revisions(id),
    enabled,
  });

/** Save (add or edit) and copy; each refreshes every product query. */
export function useProductMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number | undefined; body: SaveProductRequest }) =>
        id ? productsApi.update(id, body) : productsApi.create(body),
      onSuccess: refresh,
    }),
    copy: useMutation({ mutationFn: productsApi.copy, onSuccess: refresh }),
  };
}
