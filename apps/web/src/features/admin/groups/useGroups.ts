import {
  groupOperations as op,
  type AllocMenuRequest,
  type AllocResourceRequest,
  type GroupItem,
  type SaveGroupRequest,
} from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { USER_INFO_KEY } from '../../../auth/session';
import {
  ALL_GROUPS_KEY,
  GROUPS_KEY,
  USERS_KEY,
  groupMenusKey,
  groupResourcesKey,
} from '../common/query-keys';

/** Every group, for selects (user form, user filter). */
export const useAllGroups = () =>
  useQuery({ queryKey: ALL_GROUPS_KEY, queryFn: () => call(op.listAll), staleTime: 60_000 });

export const useGroupMenus = (roleId: number, enabled: boolean) =>
  useQuery({
    queryKey: groupMenusKey(roleId),
    queryFn: () => call(op.menus, { params: { roleId } }),
    enabled,
  });

export const useGroupResources = (roleId: number, enabled: boolean) =>
  useQuery({
    queryKey: groupResourcesKey(roleId),
    queryFn: () => call(op.resources, { params: { roleId } }),
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
        group ? call(op.update, { params: { id: group.id }, body }) : call(op.create, { body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(op.remove, { params: { id } }),
      onSuccess: refresh,
    }),
    allocMenu: useMutation({
      mutationFn: (body: AllocMenuRequest) => call(op.allocMenu, { body }),
      onSuccess: async (_, body) => {
        await queryClient.invalidateQueries({ queryKey: groupMenusKey(body.roleId) });
        // The signed-in user's own menu may have changed.
        await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
      },
    }),
    allocResource: useMutation({
      mutationFn: (body: AllocResourceRequest) => call(op.allocResource, { body }),
      onSuccess: async (_, body) => {
        await queryClient.invalidateQueries({ queryKey: groupResourcesKey(body.roleId) });
        await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
      },
    }),
  };
}
