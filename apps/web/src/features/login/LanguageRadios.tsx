import type { Language } from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n';

const OPTIONS: { value: Language; label: string }[] = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

/** spec §1 language switch for the sign-in page (plain radios, styled as a segmented switch). */
export function LanguageRadios() {
  const { i18n, t } = useTranslation();
  return (
    <div
      className="login-languages"
      role="radiogroup"
      aria-label={t('shell.language')}
      data-testid="language-switch"
    >
      {OPTIONS.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name="language"
            value={option.value}
            checked={i18n.language === option.value}
            onChange={() => setLanguage(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
