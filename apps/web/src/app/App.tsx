import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { setHttpUi } from '../api/http';
import { clearToken } from '../auth/token';
import { TOAST_SECONDS } from '../lib/constants';
import { AppRoutes } from './AppRoutes';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

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

export function App() {
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const onChange = (next: string) => setLanguage(next);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  dayjs.locale(language === 'zh' ? 'zh-cn' : 'en');
  return (
    <ConfigProvider locale={language === 'zh' ? zhCN : enUS}>
      <AntApp>
        <HttpUiBridge />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
