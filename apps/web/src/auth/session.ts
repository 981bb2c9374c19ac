import { holdsAnyRole, sessionOperations, type UserInfoResponse } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../api/call';
import { forgetTags } from '../app/shell/tag-storage';
import { clearToken, readToken } from './token';

export const USER_INFO_KEY = ['userInfo'] as const;

/** The signed-in user's info (spec §3), loaded once after sign-in. */
export function useUserInfo() {
  return useQuery({
    queryKey: USER_INFO_KEY,
    queryFn: () => call(sessionOperations.info),
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

/** Why the sign-in page was opened, shown there above the form (`login:passwordChanged`). */
export type SignInNotice = 'passwordChanged';

/**
 * Ends the session in this browser: forget the token and the page tabs, go to /login (with
 * a notice to show there). The query cache is cleared by the sign-in page once the shell is
 * gone: clearing it here would re-render the shell without its user before the navigation
 * lands (useCurrentUser throws; React reported it as error #520).
 */
export function useEndSession() {
  const navigate = useNavigate();
  return useCallback(
    (notice?: SignInNotice) => {
      clearToken();
      forgetTags();
      navigate('/login', { replace: true, state: notice ? { notice } : undefined });
    },
    [navigate],
  );
}

/** Sign out: tell the server (best effort), then end the session here. */
export function useSignOut() {
  const endSession = useEndSession();
  return useCallback(async () => {
    await call(sessionOperations.logout).catch(() => undefined);
    endSession();
  }, [endSession]);
}
