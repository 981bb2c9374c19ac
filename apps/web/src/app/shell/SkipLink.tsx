import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREEN_TITLE_ID } from './ScreenTitle';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Issue 22 (WCAG 2.4.1): the first stop of Tab, shown only when focused: past the menu,
 * the header and the tags to the screen's title.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    const title = document.getElementById(SCREEN_TITLE_ID);
    if (!title) return; // the link's own target, <main>, then
    event.preventDefault(); // no #main-content in the address (the tags keep addresses)
    title.focus();
  };
  return (
    <a className="lading-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}
