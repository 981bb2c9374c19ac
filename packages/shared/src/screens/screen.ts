import type { AnyOperation } from '../http/operation';
import type { ResourceKey } from '../auth/resource-keys';
import type enScreens from '../i18n/labels/en/screens.json';

/** A title in the `screens` labels namespace (zh and en). */
export type ScreenTitleKey = keyof typeof enScreens;

interface MenuEntry {
  /** The spec §2 route name: the server's menus and the web's routes are matched by it. */
  name: string;
  /** The full path the web serves it under (`/production/product`). */
  path: string;
  titleKey: ScreenTitleKey;
  /** An @ant-design/icons name (the web's shell/menu-icons.ts maps the ones in use). */
  icon: string;
}

/** One screen of the web: where it lives, how the menu shows it, what it calls. */
export interface Screen extends MenuEntry {
  /** Not in the side menu (opened from another screen), still granted like any screen. */
  hidden?: true;
  /** Keeps its state while its tag is open. */
  keepAlive?: true;
  /**
   * What every user of the screen calls to see it (its lists, details, drawers, pickers):
   * granting a group the screen grants the resources of these read (GET) operations.
   */
  operations: readonly AnyOperation[];
  /**
   * What it calls only for users who hold a further resource (writes, imports, a
   * drill-down into another module's data): the screen hides these from the others, so
   * they are not granted with it.
   */
  gated?: readonly AnyOperation[];
}

/** A menu folder (spec §2 route group): it redirects to its first child. */
export interface ScreenGroup extends MenuEntry {
  children: readonly Screen[];
}

export type ScreenTreeEntry = Screen | ScreenGroup;

export const isScreenGroup = (entry: ScreenTreeEntry): entry is ScreenGroup => 'children' in entry;

/** Every entry of a tree with its parent's name, in the tree's order (parents first). */
export function flattenScreenTree(
  tree: readonly ScreenTreeEntry[],
): { entry: ScreenTreeEntry; parent: string | null }[] {
  return tree.flatMap((entry) => [
    { entry, parent: null },
    ...(isScreenGroup(entry)
      ? entry.children.map((child) => ({ entry: child, parent: entry.name }))
      : []),
  ]);
}

/** An operation a screen reads with: a GET (lists, details, exports). */
export const isReadOperation = (operation: AnyOperation) => operation.method === 'GET';

/** The resources the read operations of these screens need (signedIn/public ones need none). */
export function readResourcesOf(screens: readonly ScreenTreeEntry[]): ResourceKey[] {
  const keys = new Set<ResourceKey>();
  for (const screen of screens) {
    if (isScreenGroup(screen)) continue;
    for (const operation of screen.operations) {
      if (isReadOperation(operation) && typeof operation.access === 'object')
        keys.add(operation.access.resource);
    }
  }
  return [...keys];
}

/**
 * The entries a menu grant by names means: a group brings itself and its screens, a
 * screen brings itself and its group (so the menu tree stays whole). Unknown names throw.
 */
export function expandScreenGrant(
  tree: readonly ScreenTreeEntry[],
  names: readonly string[],
): ScreenTreeEntry[] {
  const all = flattenScreenTree(tree);
  const byName = new Map(all.map((item) => [item.entry.name, item]));
  const granted = new Set<string>();
  for (const name of names) {
    const item = byName.get(name);
    if (!item) throw new Error(`menu grant names unknown screen ${name}`);
    granted.add(name);
    if (item.parent) granted.add(item.parent);
    if (isScreenGroup(item.entry)) item.entry.children.forEach((child) => granted.add(child.name));
  }
  return all.filter((item) => granted.has(item.entry.name)).map((item) => item.entry);
}
