import {
  supplierOperations as op,
  type OperationInput,
  type SaveSupplierRequest,
} from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUPPLIERS_KEY } from '../admin/common/query-keys';
import { call } from '../../api/call';
/** The revision history's filters: field, from and to day (all optional). */
export type RevisionFilters = OperationInput<typeof op.revisions>['query'];

/** Every supplier-database query starts with SUPPLIERS_KEY (the admin supplier picker's too). */
export const supplierKey = (id: number) => [...SUPPLIERS_KEY, 'one', id] as const;

/** Edit permission of the supplier screens (the server's `suppliers.write` resource). */
export const SUPPLIERS_WRITE = 'suppliers.write';

export const useSupplier = (id: number | undefined) =>
  useQuery({
    queryKey: supplierKey(id ?? 0),
    queryFn: () => call(op.get, { params: { id: id! } }),
    enabled: id !== undefined,
  });

export const useSupplierRevisions = (id: number, filters: RevisionFilters = {}) =>
  useQuery({
    queryKey: [...SUPPLIERS_KEY, 'revisions', id, filters],
    queryFn: () => call(op.revisions, { params: { id }, query: filters }),
  });

/** Save (add or edit); refreshes every supplier query. */
export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: SaveSupplierRequest }) =>
      id ? call(op.update, { params: { id }, body }) : call(op.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY }),
  });
}
