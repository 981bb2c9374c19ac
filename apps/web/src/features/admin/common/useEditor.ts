import { useState } from 'react';

/**
 * Open/close state of an add-or-edit modal. The record stays while the modal closes, so
 * its title and fields do not flip to "add" during the closing animation.
 */
export function useEditor<T>() {
  const [state, setState] = useState<{ open: boolean; record?: T | undefined }>({ open: false });
  return {
    open: state.open,
    record: state.record,
    add: () => setState({ open: true }),
    edit: (record: T) => setState({ open: true, record }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
