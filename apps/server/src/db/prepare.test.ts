import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../platform/permissions/resource-catalog';
import { t, useTestContext } from '../test/harness';
import { prepareDatabase } from './prepare';

useTestContext();

const count = async (table: 'users' | 'menus' | 'user_groups' | 'resources') =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('prepareDatabase on a database that is already seeded (a restart)', () => {
  it('seeds nothing twice and keeps what administrators changed', async () => {
    const before = {
      users: await count('users'),
      menus: await count('menus'),
      groups: await count('user_groups'),
      resources: await count('resources'),
    };
    await t.db.kysely
      .updateTable('resources')
      .set({ name: 'Renamed by an administrator', url: 'edited' })
      .where('resource_key', '=', 'admin.user.read')
      .execute();

    const again = await prepareDatabase(t.db, { ...t.config, adminPassword: 'other-pass' });

    expect(again).toEqual({ migrations: [], seeded: false });
    expect(await count('users')).toBe(before.users);
    expect(await count('menus')).toBe(before.menus);
    expect(await count('user_groups')).toBe(before.groups);
    expect(await count('resources')).toBe(before.resources);
    const resource = await t.db.kysely
      .selectFrom('resources')
      .select(['name', 'url'])
      .where('resource_key', '=', 'admin.user.read')
      .executeTakeFirstOrThrow();
    expect(resource.name).toBe('Renamed by an administrator');
    expect(resource.url).toBe(RESOURCES['admin.user.read'].routes.join('\n'));
    // the first admin password stays: the environment only sets it on the first start
    expect(await t.login('admin', t.config.adminPassword)).toBeTruthy();
  });

  it('adds a resource the code has gained and grants it as group-access says', async () => {
    await t.db.kysely
      .deleteFrom('resources')
      .where('resource_key', '=', 'suppliers.read')
      .execute();
    await prepareDatabase(t.db, t.config);
    const grants = await t.db.kysely
      .selectFrom('group_resources as gr')
      .innerJoin('resources as r', 'r.id', 'gr.resource_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.resource_key', '=', 'suppliers.read')
      .executeTakeFirstOrThrow();
    expect(Number(grants.n)).toBe(14);
  });
});
