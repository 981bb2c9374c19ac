import type {
  AllocMenuRequest,
  AllocResourceRequest,
  GroupItem,
  SaveGroupRequest,
} from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupsApi } from '../../../api/admin.api';
import { USER_INFO_KEY } from '../../../auth/session';
import type { Paging } from '../../common/paging';
import {
  ALL_GROUPS_KEY,
  GROUPS_KEY,
  USERS_KEY,
  groupMenusKey,
  groupResourcesKey,
} from '../common/query-keys';

export const useGroupList = (query: Paging & { keyword?: string | undefined }) =>
  useQuery({
    queryKey: [...GROUPS_KEY, 'list', query],
    queryFn: () => groupsApi.list(query),
    placeholderData: keepPreviousData,
  });

/** Every group, for selects (user form, user filter). */
export const useAllGroups = () =>
  useQuery({ queryKey: ALL_GROUPS_KEY, queryFn: groupsApi.listAll, staleTime: 60_000 });

export const useGroupMenus = (roleId: number, enabled: boolean) =>
  useQuery({ queryKey: groupMenusKey(roleId), queryFn: () => groupsApi.menus(roleId), enabled });

export const useGroupResources = (roleId: number, enabled: boolean) =>
  useQuery({
    queryKey: groupResourcesKey(roleId),
    queryFn: () => groupsApi.resources(roleId),
    enabled,
  });

export function useGroupMutations() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
    // Group names show in the user list.
    await queryClient.invalidateQueries({ queryKey: USERS_KEY });
  };
  return {
    save: useMutation({
      mutationFn: ({ group, body }: { group?: GroupItem | undefined; body: SaveGroupRequest }) =>
        group ? groupsApi.update(group.id, body) : groupsApi.create(body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: groupsApi.remove, onSuccess: refresh }),
    allocMenu: useMutation({
      mutationFn: (body: AllocMenuRequest) => groupsApi.allocMenu(body),
      onSuccess: async (_, body) => {
        await queryClient.invalidateQueries({ queryKey: groupMenusKey(body.roleId) });
        // The signed-in user's own menu may have changed.
        await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
      },
    }),
    allocResource: useMutation({
      mutationFn: (body: AllocResourceRequest) => groupsApi.allocResource(body),
      onSuccess: async (_, body) => {
        await queryClient.invalidateQueries({ queryKey: groupResourcesKey(body.roleId) });
        await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
      },
    }),
  };
}
