import { TAG_BAR_MAX } from '../../lib/constants';

/** A visited page in the tag bar: its path (with query) and the route name for its title. */
export interface Tag {
  path: string;
  name: string;
}

/** spec §2: at most 8 tags; visiting a ninth drops the oldest. Revisiting keeps the order. */
export function visitTag(tags: readonly Tag[], tag: Tag, max = TAG_BAR_MAX): Tag[] {
  const index = tags.findIndex((t) => pathOnly(t.path) === pathOnly(tag.path));
  if (index >= 0) return tags.map((t, i) => (i === index ? tag : t));
  const next = [...tags, tag];
  return next.length > max ? next.slice(next.length - max) : next;
}

export const closeTag = (tags: readonly Tag[], path: string) => tags.filter((t) => t.path !== path);
export const closeOtherTags = (tags: readonly Tag[], path: string) =>
  tags.filter((t) => t.path === path);

/** Where to go when the current tag closes: its right neighbour, else its left, else home. */
export function nextAfterClosing(tags: readonly Tag[], path: string): string {
  const index = tags.findIndex((t) => t.path === path);
  const neighbour = tags[index + 1] ?? tags[index - 1];
  return neighbour?.path ?? '/';
}

export const pathOnly = (path: string) => path.split('?')[0] ?? path;
