import { useState } from 'react';

/**
 * Open/close state of an add-or-edit modal. The record stays while the modal closes, so
 * its title and fields do not flip to "add" during the closing animation. `key` changes
 * on every opening: given to the modal, it mounts a fresh form (antd's `clearOnDestroy`
 * would wipe the initial values under React's StrictMode double effects).
 */
export function useEditor<T>() {
  const [state, setState] = useState<{ open: boolean; record?: T | undefined; key: number }>({
    open: false,
    key: 0,
  });
  return {
    open: state.open,
    record: state.record,
    key: state.key,
    add: () => setState((current) => ({ open: true, key: current.key + 1 })),
    edit: (record: T) => setState((current) => ({ open: true, record, key: current.key + 1 })),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
