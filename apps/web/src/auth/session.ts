import { holdsAnyRole, type UserInfoResponse } from '@lading/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionApi } from '../api/session.api';
import { forgetTags } from '../app/shell/tag-storage';
import { clearToken, readToken } from './token';

export const USER_INFO_KEY = ['userInfo'] as const;

/** The signed-in user's info (spec §3), loaded once after sign-in. */
export function useUserInfo() {
  return useQuery({
    queryKey: USER_INFO_KEY,
    queryFn: sessionApi.info,
    enabled: Boolean(readToken()),
    staleTime: Infinity,
    retry: false,
  });
}

/** The loaded user info; only for components under the signed-in shell. */
export function useCurrentUser(): UserInfoResponse {
  const { data } = useUserInfo();
  if (!data) throw new Error('useCurrentUser outside the signed-in shell');
  return data;
}

/** spec §6 permission checks for the signed-in user. */
export function usePermissions() {
  const user = useCurrentUser();
  return {
    roles: user.roles,
    /** At least one of `roles` (administrators pass unless `exemptAdministrators` is false). */
    holdsAnyRole: (roles: readonly string[], options?: { exemptAdministrators?: boolean }) =>
      holdsAnyRole(user.roles, roles, options),
    /** An edit permission (resource key) of the user's group. */
    can: (resource: string) => user.permissions.includes(resource),
  };
}

/** Sign out: tell the server (best effort), forget the token, cached data and page tabs, go to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await sessionApi.logout().catch(() => undefined);
    clearToken();
    forgetTags();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
