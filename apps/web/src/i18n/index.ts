import { LABELS, type Language } from '@lading/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '../lib/constants';
import { writeCookie } from '../lib/cookies';
import { currentLanguage } from './language';

export { currentLanguage };

export function setLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, 365);
  void i18next.changeLanguage(language);
}

/** BCP 47 tag of a language, for `<html lang>` (screen readers pick their voice by it). */
export const htmlLang = (language: string) => (language === 'zh' ? 'zh-CN' : 'en');

// <html lang> follows every language change, whoever makes it (sign-in page or shell).
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = htmlLang(language);
});

void i18next.use(initReactI18next).init({
  resources: LABELS,
  lng: currentLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = htmlLang(currentLanguage());

export default i18next;
