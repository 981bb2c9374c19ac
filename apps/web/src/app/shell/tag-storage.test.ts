import { afterEach, describe, expect, it } from 'vitest';
import { forgetTags, storedTags, TAGS_STORAGE_PREFIX } from './tag-storage';

afterEach(() => sessionStorage.clear());

describe('page tabs in sessionStorage', () => {
  it('are kept per user, and sign-out forgets every user’s tabs but nothing else', () => {
    const tab = [{ path: '/arrange/preArrange', name: 'preArrange' }];
    sessionStorage.setItem(`${TAGS_STORAGE_PREFIX}planner`, JSON.stringify(tab));
    sessionStorage.setItem(`${TAGS_STORAGE_PREFIX}sup003`, '[]');
    sessionStorage.setItem('other', 'kept');
    expect(storedTags(`${TAGS_STORAGE_PREFIX}planner`)).toEqual(tab);
    expect(storedTags(`${TAGS_STORAGE_PREFIX}nobody`)).toEqual([]);

    forgetTags();
    expect(storedTags(`${TAGS_STORAGE_PREFIX}planner`)).toEqual([]);
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('other')).toBe('kept');
  });

  it('reads a damaged entry as no tabs', () => {
    sessionStorage.setItem(`${TAGS_STORAGE_PREFIX}x`, '{not json');
    expect(storedTags(`${TAGS_STORAGE_PREFIX}x`)).toEqual([]);
  });
});
