import { supplierOperations, userOperations, type OperationInput } from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { GROUPS_KEY, USERS_KEY, supplierSearchKey } from '../common/query-keys';
import { saveUser } from './save-user';

/** The user list's filters (keyword, group, enabled, locked): the list query without paging. */
export type UserFilters = Omit<
  OperationInput<typeof userOperations.list>['query'],
  'pageNum' | 'pageSize'
>;

/** Suppliers matching what the admin types in the supplier select (first 20), once opened. */
export const useSupplierSearch = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: supplierSearchKey(keyword),
    enabled,
    queryFn: () =>
      call(supplierOperations.list, {
        query: { keyword: keyword || undefined, pageNum: 1, pageSize: 20 },
      }),
    placeholderData: keepPreviousData,
  });

export function useUserMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: USERS_KEY });
  // A group's user count changes with adds, deletes and group moves.
  const refreshWithGroups = async () => {
    await refresh();
    await queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
  };
  return {
    // settled, not success: an edit may have saved its first call before the second failed
    save: useMutation({ mutationFn: saveUser, onSettled: refreshWithGroups }),
    setStatus: useMutation({
      mutationFn: ({ id, ...query }: { id: number; status?: 0 | 1; locked?: 0 | 1 }) =>
        call(userOperations.updateStatus, { params: { id }, query }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(userOperations.remove, { params: { id } }),
      onSuccess: refreshWithGroups,
    }),
  };
}
