import { Typography } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../document-title';
import type { MenuRoute } from '../menu-routes';
import { routeTitle } from './route-title';

/** The id the skip link and the focus on navigation aim at. */
export const SCREEN_TITLE_ID = 'screen-title';

/**
 * Issue 22: the screen's one h1, its title from the screen tree (in the user's language),
 * also the window's title. Pages under it start their headings at h2.
 */
export function ScreenTitle(props: {
  route: MenuRoute;
  ref: RefObject<HTMLHeadingElement | null>;
}) {
  const { i18n } = useTranslation();
  const title = routeTitle(props.route, i18n.language);
  useDocumentTitle(title);
  return (
    <Typography.Title
      ref={props.ref}
      level={1}
      id={SCREEN_TITLE_ID}
      tabIndex={-1}
      // as wide as its text: the focus ring, when it comes, hugs the title
      style={{ fontSize: 20, lineHeight: '28px', margin: '0 0 16px', width: 'fit-content' }}
    >
      {title}
    </Typography.Title>
  );
}

const isEditable = (element: Element | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable || element.matches('input, textarea, select'));

/**
 * On a move to another screen, focus goes to its h1, so a screen reader reads where the
 * user landed and the next Tab starts on the new screen. Not on the first screen shown (the
 * page loads with focus at its start, the skip link first), and not while the user is in a
 * text field (a page that focused its own field keeps it).
 */
export function useFocusOnNewScreen(path: string | undefined) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!path) return; // on the way elsewhere (a redirect)
    const previous = shown.current;
    shown.current = path;
    if (previous === null || previous === path) return;
    if (isEditable(document.activeElement)) return;
    heading.current?.focus();
  }, [path]);
  return heading;
}
