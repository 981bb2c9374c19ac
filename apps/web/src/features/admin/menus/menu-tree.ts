import { MAX_MENU_LEVEL, type MenuTreeItem } from '@lading/shared';
import { localTitle } from '../common/format';

/** Pure helpers over the menu tree (`menusApi.tree`), shared by the menu and group screens. */

export interface MenuTreeNode {
  key: number;
  value: number;
  title: string;
  disabled?: boolean;
  children: MenuTreeNode[];
}

/** The tree as antd Tree / TreeSelect data, titles in the current language. */
export function toTreeData(
  menus: readonly MenuTreeItem[],
  language: string,
  isDisabled: (menu: MenuTreeItem) => boolean = () => false,
): MenuTreeNode[] {
  return menus.map((menu) => ({
    key: menu.id,
    value: menu.id,
    title: `${localTitle(menu, language)} (${menu.name})`,
    ...(isDisabled(menu) ? { disabled: true } : {}),
    children: toTreeData(menu.children, language, isDisabled),
  }));
}

export function findMenu(menus: readonly MenuTreeItem[], id: number): MenuTreeItem | undefined {
  for (const menu of menus) {
    if (menu.id === id) return menu;
    const found = findMenu(menu.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Levels below a menu: 0 for a leaf. */
export const depthBelow = (menu: MenuTreeItem): number =>
  menu.children.length ? 1 + Math.max(...menu.children.map(depthBelow)) : 0;

/**
 * Whether `parent` may take `moving` (undefined: a new menu) as a child without passing
 * three levels or putting a menu under itself.
 */
export function canBeParent(parent: MenuTreeItem, moving?: MenuTreeItem): boolean {
  if (moving && (parent.id === moving.id || findMenu(moving.children, parent.id))) return false;
  return parent.level + 1 + (moving ? depthBelow(moving) : 0) < MAX_MENU_LEVEL;
}

/**
 * The keys to show as checked in a conducting (parent ↔ children) Tree: only granted
 * leaves; the Tree derives each parent's full or half check from its children.
 */
export function checkedLeaves(
  menus: readonly MenuTreeItem[],
  granted: ReadonlySet<number>,
): number[] {
  return menus.flatMap((menu) =>
    menu.children.length
      ? checkedLeaves(menu.children, granted)
      : granted.has(menu.id)
        ? [menu.id]
        : [],
  );
}

/** The checked menus plus every ancestor (the Tree's checked and half-checked keys). */
export function withAncestors(menus: readonly MenuTreeItem[], checked: Iterable<number>): number[] {
  const parentOf = new Map<number, number>();
  const walk = (items: readonly MenuTreeItem[]) =>
    items.forEach((menu) => {
      parentOf.set(menu.id, menu.parentId);
      walk(menu.children);
    });
  walk(menus);
  const all = new Set<number>();
  for (const id of checked) {
    for (let at: number | undefined = id; at && !all.has(at); at = parentOf.get(at)) all.add(at);
  }
  return [...all].sort((a, b) => a - b);
}
