import type { MenuTreeItem } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import {
  canBeParent,
  checkedLeaves,
  depthBelow,
  findMenu,
  toTreeData,
  withAncestors,
} from './menu-tree';

const menu = (id: number, parentId: number, level: number, children: MenuTreeItem[] = []) => ({
  id,
  parentId,
  level,
  children,
  name: `m${id}`,
  title: `菜单${id}`,
  entitle: `Menu ${id}`,
  icon: '',
  hidden: 0,
  sort: 0,
  keepAlive: 0,
  createdAt: '2024-01-01T00:00:00.000Z',
});

// 1 ─ 2 ─ 3
//   └ 4
// 5
const tree: MenuTreeItem[] = [
  menu(1, 0, 0, [menu(2, 1, 1, [menu(3, 2, 2)]), menu(4, 1, 1)]),
  menu(5, 0, 0),
];

describe('menu tree helpers', () => {
  it('titles nodes in the current language', () => {
    expect(toTreeData(tree, 'zh')[0]?.title).toBe('菜单1 (m1)');
    expect(toTreeData(tree, 'en')[1]?.title).toBe('Menu 5 (m5)');
  });

  it('finds menus and measures depth', () => {
    expect(findMenu(tree, 3)?.name).toBe('m3');
    expect(findMenu(tree, 9)).toBeUndefined();
    expect(depthBelow(tree[0]!)).toBe(2);
    expect(depthBelow(tree[1]!)).toBe(0);
  });

  it('allows a parent only within three levels and never under itself', () => {
    const [one, five] = [findMenu(tree, 1)!, findMenu(tree, 5)!];
    expect(canBeParent(findMenu(tree, 2)!)).toBe(true);
    expect(canBeParent(findMenu(tree, 3)!)).toBe(false);
    expect(canBeParent(five, findMenu(tree, 2)!)).toBe(true);
    expect(canBeParent(five, one)).toBe(false);
    expect(canBeParent(findMenu(tree, 4)!, findMenu(tree, 2)!)).toBe(false);
    expect(canBeParent(findMenu(tree, 2)!, one)).toBe(false);
  });

  it('checks granted leaves only and saves them with their ancestors', () => {
    expect(checkedLeaves(tree, new Set([1, 2, 3, 5]))).toEqual([3, 5]);
    expect(withAncestors(tree, [3, 5])).toEqual([1, 2, 3, 5]);
    expect(withAncestors(tree, [4])).toEqual([1, 4]);
  });
});
