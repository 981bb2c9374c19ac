import { App as AntApp } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/http';
import { useUserInfo } from '../auth/session';
import { clearToken } from '../auth/token';
import { routesFromMenus } from './menu-routes';
import { PageSpinner } from './PageSpinner';
import { routeTable } from './route-table';
import { Shell } from './shell/Shell';

/**
 * spec §4: after sign-in, load the user info and build the routes from its menus. If that
 * fails: sign out locally, show the server's message or "Verification failed, please
 * login again", and go to /.
 */
export default function SignedInApp() {
  const { data, error, isPending } = useUserInfo();
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const navigate = useNavigate();

  useEffect(() => {
    if (!error) return;
    clearToken();
    // A 401 is already handled by the HTTP client (dialog, sign-out, reload).
    if (!(error instanceof ApiError && error.code === 401)) {
      void message.error(
        error instanceof ApiError && error.message
          ? error.message
          : t('session.verificationFailed'),
        3,
      );
    }
    navigate('/', { replace: true });
  }, [error, message, navigate, t]);

  const routes = useMemo(() => (data ? routesFromMenus(routeTable, data.menus) : []), [data]);
  if (isPending || error || !data) return <PageSpinner />;
  return <Shell routes={routes} />;
}
