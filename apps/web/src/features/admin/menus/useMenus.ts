import { menuOperations as op, type SaveMenuRequest } from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { USER_INFO_KEY } from '../../../auth/session';
import { MENUS_KEY, MENU_TREE_KEY } from '../common/query-keys';

export const useMenuTree = () =>
  useQuery({ queryKey: MENU_TREE_KEY, queryFn: () => call(op.tree) });

export const useMenu = (id: number | undefined) =>
  useQuery({
    queryKey: [...MENUS_KEY, 'one', id],
    queryFn: () => call(op.get, { params: { id: id! } }),
    enabled: id !== undefined,
  });

export function useMenuMutations() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: MENUS_KEY });
    // Titles, icons, order and hidden flags show in the signed-in user's own sidebar.
    await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
  };
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number | undefined; body: SaveMenuRequest }) =>
        id ? call(op.update, { params: { id }, body }) : call(op.create, { body }),
      onSuccess: refresh,
    }),
    setHidden: useMutation({
      mutationFn: ({ id, hidden }: { id: number; hidden: 0 | 1 }) =>
        call(op.updateHidden, { params: { id }, query: { hidden } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(op.remove, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}
