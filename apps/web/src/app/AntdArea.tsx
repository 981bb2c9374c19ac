import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { setHttpUi } from '../api/http';
import { clearToken, readToken } from '../auth/token';
import { TOAST_SECONDS } from '../lib/constants';
import { FIRST_ERROR } from '../features/common/first-error';
import { PageSpinner } from './PageSpinner';
import { popupContainer, PopupLayer } from './popup-layer';
import { queryClient } from './query-client';
import { appTheme } from './theme';
import { useTableScrollFocus } from './table-scroll-focus';

const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));
const ForbiddenPage = lazy(() => import('../features/errors/ForbiddenPage'));
const DocumentationPage = lazy(() => import('../features/documentation/DocumentationPage'));
const ViewFilePage = lazy(() => import('../features/files/ViewFilePage'));
const SignedInApp = lazy(() => import('./SignedInApp'));

/** Gives the HTTP client its toasts and the spec §8 "logged out" dialog. */
function HttpUiBridge() {
  const { message, modal } = AntApp.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    setHttpUi({
      toastError: (text) => void message.error(text, TOAST_SECONDS),
      confirmSignedOut: () =>
        new Promise<void>((resolve) => {
          modal.confirm({
            title: t('session.loggedOutTitle'),
            content: t('session.loggedOut'),
            okText: t('session.loginAgain'),
            cancelText: t('actions.cancel'),
            onOk: () => resolve(),
            onCancel: () => resolve(),
          });
        }),
      networkErrorMessage: () => t('errors.network'),
      signOutLocally: () => {
        clearToken();
        queryClient.clear();
      },
      reload: () => window.location.reload(),
    });
  }, [message, modal, t]);
  return null;
}

/** spec §2: a signed-out user anywhere but the public pages goes to /login, and back after. */
function RequireSignedIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (readToken()) return <>{children}</>;
  const from = location.pathname + location.search;
  return <Navigate to="/login" replace state={from === '/' ? undefined : { from }} />;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The system's "reduce motion" setting, live (antd then opens and closes without animation). */
function usePrefersReducedMotion(): boolean {
  const [reduce, setReduce] = useState(() => window.matchMedia?.(REDUCED_MOTION).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const onChange = () => setReduce(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduce;
}

/**
 * Everything built with antd: its providers (locale by language; no animations for users
 * whose system asks for reduced motion) and the routes under them.
 */
export default function AntdArea() {
  const reducedMotion = usePrefersReducedMotion();
  useTableScrollFocus();
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const onChange = (next: string) => setLanguage(next);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  dayjs.locale(language === 'zh' ? 'zh-cn' : 'en');
  return (
    <ConfigProvider
      getPopupContainer={popupContainer}
      // issue 22: a refused save goes to its first invalid field, every form alike
      form={{ scrollToFirstError: FIRST_ERROR }}
      locale={language === 'zh' ? zhCN : enUS}
      theme={appTheme(!reducedMotion)}
    >
      <AntApp>
        <HttpUiBridge />
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route path="/404" element={<NotFoundPage />} />
            <Route path="/401" element={<ForbiddenPage />} />
            <Route path="/documentation" element={<DocumentationPage />} />
            {/* spec §2: outside the shell, but signed in (a file link opens it in a new tab) */}
            <Route
              path="/viewFile"
              element={
                <RequireSignedIn>
                  <ViewFilePage />
                </RequireSignedIn>
              }
            />
            <Route
              path="/*"
              element={
                <RequireSignedIn>
                  <SignedInApp />
                </RequireSignedIn>
              }
            />
          </Routes>
        </Suspense>
      </AntApp>
      <PopupLayer />
    </ConfigProvider>
  );
}
