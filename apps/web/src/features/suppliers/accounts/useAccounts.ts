import type { CreateSupplierAccountRequest, UpdateSupplierAccountRequest } from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paging } from '../../common/paging';
import { accountsApi, type AccountFilters } from './accounts.api';

export const ACCOUNTS_KEY = ['supplierAccounts'] as const;
/** Edit permission of the account screen (the server's `suppliers.account.write`). */
export const ACCOUNTS_WRITE = 'suppliers.account.write';

export const useAccountList = (query: AccountFilters & Paging) =>
  useQuery({
    queryKey: [...ACCOUNTS_KEY, 'list', query],
    queryFn: () => accountsApi.list(query),
    placeholderData: keepPreviousData,
  });

/** Create, edit and reset a password; each refreshes the list. */
export function useAccountMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  return {
    save: useMutation({
      mutationFn: (
        input:
          | { id: number; body: UpdateSupplierAccountRequest }
          | { id?: undefined; body: CreateSupplierAccountRequest },
      ) =>
        input.id === undefined
          ? accountsApi.create(input.body)
          : accountsApi.update(input.id, input.body),
      onSuccess: refresh,
    }),
    resetPassword: useMutation({
      mutationFn: ({ id, password }: { id: number; password: string }) =>
        accountsApi.resetPassword(id, password),
      onSuccess: refresh,
    }),
  };
}
