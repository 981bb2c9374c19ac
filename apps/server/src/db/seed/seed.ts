import {
  BUILT_IN_GROUPS,
  CONTAINER_TYPES,
  SUPER_ADMIN_GROUP,
  seededText,
  type ContainerTypeCode,
} from '@lading/shared';
import type { Insertable } from 'kysely';
import type { Queryable } from '../database';
import type { Database } from '../schema';
import { hashPassword } from '../../platform/auth/password';
import {
  RESOURCE_CATEGORIES,
  RESOURCES,
  type ResourceKey,
} from '../../platform/permissions/resource-catalog';
import { ensureDelayReasons } from './delay-reasons';
import { GROUP_RESOURCES } from './group-access';
import { syncScreenMenus } from './screen-menus';

/** A container type's measures, as the table stores them. */
type ContainerTypeMeasures = Omit<Insertable<Database['container_types']>, 'code' | 'updated_at'>;

/**
 * Brings the built-in resource catalog into the database: new categories and resources
 * are inserted (and granted to the groups group-access.ts names), existing built-in ones
 * get the code's name and routes. Runs on every start, so a new route's resource appears.
 */
export async function syncResourceCatalog(db: Queryable, at: string): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const category of Object.values(RESOURCE_CATEGORIES)) {
    const existing = await db
      .selectFrom('resource_categories')
      .select('id')
      .where('name', '=', category.name)
      .executeTakeFirst();
    const id =
      existing?.id ??
      (
        await db
          .insertInto('resource_categories')
          .values({ name: category.name, sort: category.sort, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    categoryIds.set(category.name, id);
  }
  const groups = await db.selectFrom('user_groups').select(['id', 'name']).execute();
  for (const [key, resource] of Object.entries(RESOURCES) as [
    ResourceKey,
    (typeof RESOURCES)[ResourceKey],
  ][]) {
    const categoryId = categoryIds.get(RESOURCE_CATEGORIES[resource.category].name)!;
    // The routes are the code's; the name is the administrators' once seeded.
    const url = resource.routes.join('\n');
    const existing = await db
      .selectFrom('resources')
      .select('id')
      .where('resource_key', '=', key)
      .executeTakeFirst();
    if (existing) {
      await db
        .updateTable('resources')
        .set({ url, builtin: 1 })
        .where('id', '=', existing.id)
        .execute();
      continue;
    }
    const { id } = await db
      .insertInto('resources')
      .values({
        name: resource.name,
        url,
        builtin: 1,
        category_id: categoryId,
        resource_key: key,
        description: '',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const grantees = groups.filter((group) => {
      const grant = GROUP_RESOURCES[group.name as keyof typeof GROUP_RESOURCES];
      return grant === 'all' || (grant?.includes(key) ?? false);
    });
    if (grantees.length) {
      await db
        .insertInto('group_resources')
        .values(grantees.map((group) => ({ group_id: group.id, resource_id: id })))
        .execute();
    }
  }
}

/**
 * spec §9's two container types as they usually measure (inner size in cm, usable CBM in
 * cm³, payload in grams); administrators tune them on the container type screen.
 */
const CONTAINER_TYPE_DEFAULTS: Record<ContainerTypeCode, ContainerTypeMeasures> = {
  '40HQ': {
    inner_length_cm: 1203,
    inner_width_cm: 235,
    inner_height_cm: 269,
    usable_cm3: 68_000_000,
    pallets: 24,
    max_payload_g: 26_500_000,
    utilization_target_pct: 90,
  },
  '20GP': {
    inner_length_cm: 590,
    inner_width_cm: 235,
    inner_height_cm: 239,
    usable_cm3: 28_000_000,
    pallets: 10,
    max_payload_g: 28_200_000,
    utilization_target_pct: 90,
  },
};

/**
 * Inserts any container type the database lacks, leaving edited ones alone. Runs on every
 * start, so a database seeded before container types existed gets them too.
 */
export async function ensureContainerTypes(db: Queryable, at: string): Promise<void> {
  const present = new Set(
    (await db.selectFrom('container_types').select('code').execute()).map((row) => row.code),
  );
  for (const code of CONTAINER_TYPES) {
    if (present.has(code)) continue;
    await db
      .insertInto('container_types')
      .values({ code, ...CONTAINER_TYPE_DEFAULTS[code], updated_at: at })
      .execute();
  }
}

/**
 * The base data every database needs, once: the 14 groups, a menu for every screen of the
 * shared screen tree with each group's menus (and the resources they read with), the
 * container types, the base delay reason codes and the first super administrator. Returns
 * false when already seeded.
 */
export async function seedBase(db: Queryable, adminPassword: string): Promise<boolean> {
  const seeded = await db.selectFrom('user_groups').select('id').limit(1).executeTakeFirst();
  if (seeded) return false;
  const at = new Date().toISOString();
  const groupIds = new Map<string, number>();
  for (const [index, name] of BUILT_IN_GROUPS.entries()) {
    const { id } = await db
      .insertInto('user_groups')
      .values({
        name,
        description: seededText(`admin:builtIn.groupDescriptions.${name}`),
        builtin: 1,
        sort: BUILT_IN_GROUPS.length - index,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.set(name, id);
  }

  await syncResourceCatalog(db, at);
  await syncScreenMenus(db, at);
  await ensureContainerTypes(db, at);
  await ensureDelayReasons(db, at);

  await db
    .insertInto('users')
    .values({
      username: 'admin',
      password_hash: await hashPassword(adminPassword),
      nickname: 'Administrator',
      email: '',
      icon: '',
      group_id: groupIds.get(SUPER_ADMIN_GROUP)!,
      enabled: 1,
      locked: 0,
      failed_login_count: 0,
      last_login_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return true;
}
