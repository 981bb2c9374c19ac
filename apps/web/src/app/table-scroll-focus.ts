import { useEffect } from 'react';

/**
 * Issue 22 (WCAG 2.1.1, axe "scrollable-region-focusable"): a table that scrolls sideways
 * (or down) must be scrollable from the keyboard. A row's link or field does that as focus
 * moves through it; a table of plain text has nothing to focus, so its scroll box itself
 * becomes a Tab stop (the arrow keys then scroll it). antd offers no prop for that; this
 * watches every antd table on screen, lists and dialogs alike.
 */
const SCROLL_BOXES = '.ant-table-content, .ant-table-body';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Set on a scroll box made focusable here, so only those are ever given back. */
const MARK = 'data-scroll-focus';

const overflows = (box: HTMLElement) =>
  box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;

/** Something in the box takes focus (antd's hidden measuring row does not count). */
const holdsFocusable = (box: HTMLElement) =>
  Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE)).some(
    (element) => !element.closest('[aria-hidden="true"], [inert]'),
  );

/** Makes each scrolling box under `root` with nothing focusable a Tab stop, and undoes it. */
export function updateTableScrollFocus(root: ParentNode) {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
    const needed = overflows(box) && !holdsFocusable(box);
    if (needed && !box.hasAttribute('tabindex')) {
      box.setAttribute('tabindex', '0');
      box.setAttribute(MARK, '');
    } else if (!needed && box.hasAttribute(MARK)) {
      box.removeAttribute('tabindex');
      box.removeAttribute(MARK);
    }
  }
}

/** Keeps `updateTableScrollFocus` true of the page: after each change, once a frame. */
export function useTableScrollFocus() {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        updateTableScrollFocus(document);
      });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
}
