import type { GroupItem } from '@lading/shared';
import { expect } from 'vitest';
import { admin, t } from './harness';

/*
 * The access rows (groups, menus, resources, grants) the tests name, looked up and written
 * in the file's test context (harness.ts `t`). Grants are written straight into the
 * database, as a test's setup: no route, no checks.
 */

/** The id of the user group named `name` (built-in or made by the test). */
export const groupId = async (name: string) =>
  (
    await t.db.kysely
      .selectFrom('user_groups')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

/** The id of the menu named `name`. */
export const menuId = async (name: string) =>
  (
    await t.db.kysely
      .selectFrom('menus')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

/** The id of the permission resource keyed `key`. */
export const resourceId = async (key: string) =>
  (
    await t.db.kysely
      .selectFrom('resources')
      .select('id')
      .where('resource_key', '=', key)
      .executeTakeFirstOrThrow()
  ).id;

/** A new group made through the API by the administrator (`useTestContext({ admin: true })`). */
export async function createGroup(name: string): Promise<GroupItem> {
  const answer = await t.call<GroupItem>('POST', '/api/role/create', {
    token: admin,
    body: { name },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

export async function grantMenus(group: number, menuIds: readonly number[]): Promise<void> {
  await t.db.kysely
    .insertInto('group_menus')
    .values(menuIds.map((id) => ({ group_id: group, menu_id: id })))
    .execute();
}

export async function grantResources(group: number, resourceIds: readonly number[]) {
  await t.db.kysely
    .insertInto('group_resources')
    .values(resourceIds.map((id) => ({ group_id: group, resource_id: id })))
    .execute();
}

/** The ids of the groups granted this menu. */
export const menuHolders = async (menu: number) =>
  (
    await t.db.kysely
      .selectFrom('group_menus')
      .select('group_id')
      .where('menu_id', '=', menu)
      .execute()
  ).map((row) => row.group_id);

/** The ids of the groups granted this resource. */
export const resourceHolders = async (resource: number) =>
  (
    await t.db.kysely
      .selectFrom('group_resources')
      .select('group_id')
      .where('resource_id', '=', resource)
      .execute()
  ).map((row) => row.group_id);
