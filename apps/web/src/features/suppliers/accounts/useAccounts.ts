import {
  supplierAccountOperations as op,
  type CreateSupplierAccountRequest,
  type UpdateSupplierAccountRequest,
} from '@lading/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

export const ACCOUNTS_KEY = ['supplierAccounts'] as const;
/** Edit permission of the account screen (the server's `suppliers.account.write`). */
export const ACCOUNTS_WRITE = 'suppliers.account.write';

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
          ? call(op.create, { body: input.body }, { quiet: true })
          : call(op.update, { params: { id: input.id }, body: input.body }, { quiet: true }),
      onSuccess: refresh,
    }),
    resetPassword: useMutation({
      mutationFn: ({ id, password }: { id: number; password: string }) =>
        call(op.resetPassword, { params: { id }, body: { password } }, { quiet: true }),
      onSuccess: refresh,
    }),
  };
}
