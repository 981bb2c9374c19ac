import { GlobalOutlined } from '@ant-design/icons';
import type { Language } from '@lading/shared';
import { Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n';

const OPTIONS: { value: Language; label: string }[] = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

/** spec §1: 中文 / English, remembered in the `language` cookie. */
export function LanguageSelect() {
  const { i18n, t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Select
      aria-label={t('shell.language')}
      value={i18n.language as Language}
      options={OPTIONS}
      suffixIcon={<GlobalOutlined />}
      style={{ width: 110 }}
      onChange={(language: Language) => {
        setLanguage(language);
        // server-side texts (messages, errors) come in the new language on the next fetch
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'userInfo' });
      }}
    />
  );
}
