import type { MenuItem } from '@lading/shared';
import { expect } from 'vitest';
import { admin, t } from '../../test/harness';

/*
 * The calls the menu route tests make, in the world useTestContext({ admin: true }) opens
 * (test/harness.ts: `t` and the administrator's token).
 */

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
