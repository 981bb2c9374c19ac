import { describe, expect, it } from 'vitest';
import { closeOtherTags, closeTag, nextAfterClosing, visitTag, type Tag } from './tags';

const tag = (n: number): Tag => ({ path: `/p${n}`, name: `p${n}` });

describe('tag bar rules (spec §2)', () => {
  it('keeps at most 8 tags, dropping the oldest', () => {
    let tags: Tag[] = [];
    for (let n = 1; n <= 9; n++) tags = visitTag(tags, tag(n));
    expect(tags.map((t) => t.name)).toEqual(['p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']);
  });

  it('does not duplicate a revisited page, and keeps its new query', () => {
    const tags = visitTag([tag(1), tag(2)], { path: '/p1?page=3', name: 'p1' });
    expect(tags).toEqual([{ path: '/p1?page=3', name: 'p1' }, tag(2)]);
  });

  it('closes one, the others, and picks where to go next', () => {
    const tags = [tag(1), tag(2), tag(3)];
    expect(closeTag(tags, '/p2')).toEqual([tag(1), tag(3)]);
    expect(closeOtherTags(tags, '/p2')).toEqual([tag(2)]);
    expect(nextAfterClosing(tags, '/p2')).toBe('/p3');
    expect(nextAfterClosing(tags, '/p3')).toBe('/p2');
    expect(nextAfterClosing([tag(1)], '/p1')).toBe('/');
  });
});
