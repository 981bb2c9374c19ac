import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { suppliersApi, usersApi } from '../../../api/admin.api';
import type { Paging } from '../../common/paging';
import { GROUPS_KEY, USERS_KEY, supplierSearchKey } from '../common/query-keys';
import { saveUser } from './save-user';

export interface UserFilters {
  keyword?: string | undefined;
  groupId?: number | undefined;
  status?: 0 | 1 | undefined;
  locked?: 0 | 1 | undefined;
}

export const useUserList = (query: UserFilters & Paging) =>
  useQuery({
    queryKey: [...USERS_KEY, query],
    queryFn: () => usersApi.list(query),
    placeholderData: keepPreviousData,
  });

/** Suppliers matching what the admin types in the supplier select (first 20), once opened. */
export const useSupplierSearch = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: supplierSearchKey(keyword),
    enabled,
    queryFn: () => suppliersApi.list({ keyword: keyword || undefined, pageNum: 1, pageSize: 20 }),
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
        usersApi.updateStatus(id, query),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: usersApi.remove, onSuccess: refreshWithGroups }),
  };
}
