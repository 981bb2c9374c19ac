import { describe, expect, it } from 'vitest';
import type { MenuRow } from '../../db/schema';
import { buildMenuTree } from './menu-tree';

const row = (id: number, parent: number | null, name: string): MenuRow => ({
  id,
  parent_id: parent,
  name,
  title: name,
  entitle: name,
  icon: '',
  hidden: 0,
  sort: 0,
  keep_alive: 0,
  level: 0,
  created_at: '',
});

describe('buildMenuTree', () => {
  it('nests rows by parent and keeps their order', () => {
    const tree = buildMenuTree(
      [row(1, null, 'a'), row(2, 1, 'a1'), row(3, null, 'b'), row(4, 2, 'a1x'), row(5, 1, 'a2')],
      (r) => ({ name: r.name }),
    );
    expect(tree).toEqual([
      {
        name: 'a',
        children: [
          { name: 'a1', children: [{ name: 'a1x', children: [] }] },
          { name: 'a2', children: [] },
        ],
      },
      { name: 'b', children: [] },
    ]);
  });

  it('drops a child whose parent the group cannot see', () => {
    const tree = buildMenuTree([row(2, 1, 'orphan'), row(3, null, 'top')], (r) => ({
      name: r.name,
    }));
    expect(tree).toEqual([{ name: 'top', children: [] }]);
  });
});
