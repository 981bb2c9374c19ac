import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Issue 22: the window's title names the screen ("PO Report · Lading"), in the current
 * language, so a screen reader and the browser's tabs and history tell screens apart.
 * Without a title (still loading) it stays the app's name.
 */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  const text = title ? t('documentTitle', { title }) : t('appName');
  useEffect(() => {
    document.title = text;
  }, [text]);
}
