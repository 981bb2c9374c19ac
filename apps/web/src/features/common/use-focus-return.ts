import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back to what opened a dialog or drawer that the page removes as it closes
 * (`{open && <Modal open …/>}`): antd returns the focus only at the end of its closing
 * motion, which a removed dialog never reaches, and the focus then falls to the page's top.
 * `open` is the dialog's state for one that stays mounted (the opener is read as it opens).
 */
export function useFocusReturn(open = true) {
  const opener = useRef<Element | null>(null);
  // before antd's dialog takes the focus: it is still on what opened it
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  useEffect(
    () => () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected;
      if (lost && opener.current instanceof HTMLElement && opener.current.isConnected)
        opener.current.focus({ preventScroll: true });
    },
    [],
  );
}
