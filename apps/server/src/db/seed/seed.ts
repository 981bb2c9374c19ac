import {
  BUILT_IN_GROUPS,
  CONTAINER_TYPES,
  GROUP_DESCRIPTIONS,
  SUPER_ADMIN_GROUP,
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
import { GROUP_MENUS, GROUP_RESOURCES } from './group-access';
import { menuTree, type MenuSeed } from './menu-tree';

/** A container type's measures, as the table stores them. */
type ContainerTypeMeasures = Omit<Insertable<Database['container_types']>, 'code' | 'updated_at'>;

const SORT_STEP = 10;

async function insertMenus(
  db: Queryable,
  seeds: readonly MenuSeed[],
  parentId: number | null,
  level: number,
  at: string,
  ids: Map<string, { id: number; parent: string | null; children: string[] }>,
  parentName: string | null,
) {
  // spec §2: highest sort first, so the spec's order becomes descending sort values.
  for (const [index, seed] of seeds.entries()) {
    const { id } = await db
      .insertInto('menus')
      .values({
        parent_id: parentId,
        name: seed.name,
        title: seed.title,
        entitle: seed.entitle,
        icon: seed.icon,
        hidden: seed.hidden ? 1 : 0,
        sort: (seeds.length - index) * SORT_STEP,
        keep_alive: seed.keepAlive ? 1 : 0,
        level,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(seed.name, {
      id,
      parent: parentName,
      children: (seed.children ?? []).map((c) => c.name),
    });
    if (seed.children) await insertMenus(db, seed.children, id, level + 1, at, ids, seed.name);
  }
}

/** A granted menu name brings its subtree and its ancestors. */
function expandMenuGrant(
  names: readonly string[],
  menus: Map<string, { id: number; parent: string | null; children: string[] }>,
): number[] {
  const granted = new Set<number>();
  const down = (name: string) => {
    const menu = menus.get(name);
    if (!menu) throw new Error(`group access names unknown menu ${name}`);
    granted.add(menu.id);
    menu.children.forEach(down);
  };
  for (const name of names) {
    down(name);
    for (let up = menus.get(name)?.parent; up; up = menus.get(up)?.parent) {
      granted.add(menus.get(up)!.id);
    }
  }
  return [...granted];
}

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
 * The base data every database needs, once: the 14 groups, every menu of spec §2 with each
 * group's menus, the container types and the first super administrator. Returns false when
 * already seeded.
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
        description: `${GROUP_DESCRIPTIONS[name].en} · ${GROUP_DESCRIPTIONS[name].zh}`,
        builtin: 1,
        sort: BUILT_IN_GROUPS.length - index,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.set(name, id);
  }

  const menus = new Map<string, { id: number; parent: string | null; children: string[] }>();
  await insertMenus(db, menuTree, null, 0, at, menus, null);
  for (const [group, grant] of Object.entries(GROUP_MENUS)) {
    const menuIds =
      grant === 'all' ? [...menus.values()].map((m) => m.id) : expandMenuGrant(grant, menus);
    await db
      .insertInto('group_menus')
      .values(menuIds.map((menuId) => ({ group_id: groupIds.get(group)!, menu_id: menuId })))
      .execute();
  }

  await syncResourceCatalog(db, at);
  await ensureContainerTypes(db, at);

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
