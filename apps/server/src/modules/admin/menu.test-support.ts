import type { MenuItem } from '@lading/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

/*
 * The menu route tests' world: a test database and the admin's token, as live bindings set
 * by useMenuWorld()'s beforeAll (each test file has its own module instance), and the
 * calls those tests make.
 */
export let t: TestContext;
export let admin: string;

export function useMenuWorld() {
  beforeAll(async () => {
    t = await createTestContext();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());
}

export const menuId = async (name: string) =>
  (
    await t.db.kysely
      .selectFrom('menus')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

export const newMenu = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  title: `菜单 ${name}`,
  entitle: `Menu ${name}`,
  ...extra,
});

export const createMenu = async (name: string, extra: Record<string, unknown> = {}) => {
  const answer = await t.call<MenuItem>('POST', '/api/menu/create', {
    token: admin,
    body: newMenu(name, extra),
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

export const getMenu = (id: number) => t.call<MenuItem>('GET', `/api/menu/${id}`, { token: admin });

export function flatten<T extends { children: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}
