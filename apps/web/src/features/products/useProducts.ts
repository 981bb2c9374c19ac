import { productOperations as op, type SaveProductRequest } from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';

/** Every product query starts with this key. */
export const PRODUCTS_KEY = ['products'] as const;
export const productKey = (id: number) => [...PRODUCTS_KEY, 'one', id] as const;

/** Edit permission of the product screens (the server's `products.write` resource). */
export const PRODUCTS_WRITE = 'products.write';
/** Deleting a product nothing uses (the server's `products.delete` resource). */
export const PRODUCTS_DELETE = 'products.delete';

export const useProduct = (id: number | undefined) =>
  useQuery({
    queryKey: productKey(id ?? 0),
    queryFn: () => call(op.get, { params: { id: id! } }),
    enabled: id !== undefined,
  });

export const useProductRevisions = (id: number, enabled = true) =>
  useQuery({
    queryKey: [...PRODUCTS_KEY, 'revisions', id],
    queryFn: () => call(op.revisions, { params: { id } }),
    enabled,
  });

/** Save (add or edit) and delete; each refreshes every product query. */
export function useProductMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number | undefined; body: SaveProductRequest }) =>
        id ? call(op.update, { params: { id }, body }) : call(op.create, { body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(op.remove, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}
