import type { MenuRow } from '../../db/schema';

export type TreeOf<T> = T & { children: TreeOf<T>[] };

/**
 * Nests flat menu rows by parent, keeping the rows' order (sort highest first). A row whose
 * parent is not in the list is dropped with its subtree: a group sees a child only under
 * a parent it can also see.
 */
export function buildMenuTree<T>(
  rows: readonly MenuRow[],
  shape: (row: MenuRow) => T,
): TreeOf<T>[] {
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const grow = (parentId: number | null): TreeOf<T>[] =>
    (byParent.get(parentId) ?? []).map((row) => ({ ...shape(row), children: grow(row.id) }));
  return grow(null);
}
