import type { Language } from '@lading/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '../lib/constants';
import { writeCookie } from '../lib/cookies';
import { currentLanguage } from './language';
import en from './locales/en/index';
import zh from './locales/zh/index';

export { currentLanguage };

export function setLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, 365);
  void i18next.changeLanguage(language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}

void i18next.use(initReactI18next).init({
  resources: { en, zh },
  lng: currentLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = currentLanguage() === 'zh' ? 'zh-CN' : 'en';

export default i18next;
