import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './columns';

/** Users, groups, suppliers (id/code/name for now), menus, resources and their links. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('user_groups'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('users'), dialect)
    .addColumn('username', 'varchar(24)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('nickname', 'varchar(50)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('user_groups.id'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_group_id').on('users').column('group_id').execute();

  await withId(db.schema.createTable('suppliers'), dialect)
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_suppliers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('supplier_id', 'integer', (c) =>
      c.notNull().references('suppliers.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('user_suppliers_pk', ['user_id', 'supplier_id'])
    .execute();
  await db.schema
    .createIndex('user_suppliers_supplier_id')
    .on('user_suppliers')
    .column('supplier_id')
    .execute();

  await withId(db.schema.createTable('menus'), dialect)
    .addColumn('parent_id', 'integer', (c) => c.references('menus.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('entitle', 'varchar(80)', (c) => c.notNull())
    .addColumn('icon', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('menus_parent_id').on('menus').column('parent_id').execute();

  await withId(db.schema.createTable('resource_categories'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('resources'), dialect)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('resource_categories.id'))
    .addColumn('resource_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('url', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('group_menus')
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('user_groups.id').onDelete('cascade'),
    )
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_menus_pk', ['group_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('group_resources')
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('user_groups.id').onDelete('cascade'),
    )
    .addColumn('resource_id', 'integer', (c) =>
      c.notNull().references('resources.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('group_resources_pk', ['group_id', 'resource_id'])
    .execute();
}
