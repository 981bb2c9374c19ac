import type { SaveSupplierRequest } from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paging } from '../common/paging';
import { SUPPLIERS_KEY } from '../admin/common/query-keys';
import {
  suppliersApi,
  type PaymentTermFilters,
  type RevisionFilters,
  type SupplierFilters,
} from './suppliers.api';

/** Every supplier-database query starts with SUPPLIERS_KEY (the admin supplier picker's too). */
export const supplierKey = (id: number) => [...SUPPLIERS_KEY, 'one', id] as const;

/** Edit permission of the supplier screens (the server's `suppliers.write` resource). */
export const SUPPLIERS_WRITE = 'suppliers.write';

export const useSupplierList = (query: SupplierFilters & Paging) =>
  useQuery({
    queryKey: [...SUPPLIERS_KEY, 'list', query],
    queryFn: () => suppliersApi.list(query),
    placeholderData: keepPreviousData,
  });

export const useSupplier = (id: number | undefined) =>
  useQuery({
    queryKey: supplierKey(id ?? 0),
    queryFn: () => suppliersApi.get(id!),
    enabled: id !== undefined,
  });

export const useSupplierRevisions = (id: number, filters: RevisionFilters = {}) =>
  useQuery({
    queryKey: [...SUPPLIERS_KEY, 'revisions', id, filters],
    queryFn: () => suppliersApi.revisions(id, filters),
  });

export const usePaymentTerms = (query: PaymentTermFilters & Paging) =>
  useQuery({
    queryKey: [...SUPPLIERS_KEY, 'paymentTerms', query],
    queryFn: () => suppliersApi.paymentTerms(query),
    placeholderData: keepPreviousData,
  });

/** Save (add or edit); refreshes every supplier query. */
export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: SaveSupplierRequest }) =>
      id ? suppliersApi.update(id, body) : suppliersApi.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY }),
  });
}
