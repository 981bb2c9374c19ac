import type { Tag } from './tags';

/** The page tabs of each user, in the browser tab's sessionStorage (survive a reload). */
export const TAGS_STORAGE_PREFIX = 'lading_tags:';

export const storedTags = (key: string): Tag[] => {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? '[]') as Tag[];
  } catch {
    return [];
  }
};

/** Forgets every user's tabs in this browser tab (on sign-out). */
export function forgetTags() {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(TAGS_STORAGE_PREFIX)) sessionStorage.removeItem(key);
  }
}
