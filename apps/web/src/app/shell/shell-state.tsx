import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../auth/session';
import { storedTags, TAGS_STORAGE_PREFIX } from './tag-storage';
import { closeOtherTags, closeTag, visitTag, type Tag } from './tags';

interface ShellState {
  tags: Tag[];
  /** Bumped to remount a page ("refresh" on its tag). */
  refreshKeys: Record<string, number>;
  visit(tag: Tag): void;
  close(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  refresh(path: string): void;
}

const ShellContext = createContext<ShellState | null>(null);

/**
 * Tags (visited pages) and page refresh keys for the shell; tags survive a reload and are
 * the signed-in user's own (the next user of the same tab never sees them).
 */
export function ShellStateProvider({ children }: { children: ReactNode }) {
  const storageKey = TAGS_STORAGE_PREFIX + useCurrentUser().username;
  const [tags, setTagsState] = useState<Tag[]>(() => storedTags(storageKey));
  const [refreshKeys, setRefreshKeys] = useState<Record<string, number>>({});
  const setTags = useCallback(
    (update: (tags: Tag[]) => Tag[]) => {
      setTagsState((current) => {
        const next = update(current);
        sessionStorage.setItem(storageKey, JSON.stringify(next));
        return next;
      });
    },
    [storageKey],
  );
  const value = useMemo<ShellState>(
    () => ({
      tags,
      refreshKeys,
      visit: (tag) => setTags((current) => visitTag(current, tag)),
      close: (path) => setTags((current) => closeTag(current, path)),
      closeOthers: (path) => setTags((current) => closeOtherTags(current, path)),
      closeAll: () => setTags(() => []),
      refresh: (path) => setRefreshKeys((keys) => ({ ...keys, [path]: (keys[path] ?? 0) + 1 })),
    }),
    [tags, refreshKeys, setTags],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShellState(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShellState outside ShellStateProvider');
  return state;
}
