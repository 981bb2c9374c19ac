import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './columns';

/**
 * Issue 18: serial-number templates, codes and their binding history.
 *
 * `serial_codes` is one row per code of any level, designed for 10^8 rows on PostgreSQL
 * (bigint ids) and kept narrow. Besides its parent, a code carries the ids of its ancestors
 * of every level that can hold children (`up_product_id` … `up_container_id`), kept in step
 * on every bind, unbind and re-bind, so "what is above this code" is one primary-key read
 * and "everything below this pallet or container" is one indexed range (WHERE
 * up_container_id = ?). The ancestor indexes are partial (NOT NULL): loose codes cost
 * nothing. `unique_code` is the code when its template makes it unique (a non-repeatable
 * segment) and null otherwise, so uniqueness per level is one unique index. `child_count`
 * is the parent's counter, kept by the same statement that binds.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const bigId = dialect === 'postgres' ? 'bigint' : 'integer';

  await withId(db.schema.createTable('code_templates'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('is_current', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('level', 'varchar(12)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('supplier_id', 'integer', (c) => c.references('suppliers.id'))
    .addColumn('segments_json', 'text', (c) => c.notNull())
    .addColumn('check_rule', 'varchar(12)', (c) => c.notNull())
    .addColumn('unique_codes', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer', (c) =>
      c.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('code_templates_family_version', ['family_id', 'version'])
    .execute();
  await db.schema
    .createIndex('code_templates_level_current')
    .on('code_templates')
    .columns(['level', 'is_current', 'product_id', 'supplier_id'])
    .execute();

  const codes = db.schema
    .createTable('serial_codes')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('code', 'varchar(80)', (c) => c.notNull())
    .addColumn('level', 'varchar(12)', (c) => c.notNull())
    .addColumn('unique_code', 'varchar(80)')
    .addColumn('product_id', 'integer')
    .addColumn('supplier_id', 'integer')
    .addColumn('po_line_id', 'integer')
    .addColumn('container_id', 'integer')
    .addColumn('template_id', 'integer')
    .addColumn('parent_id', bigId)
    .addColumn('up_product_id', bigId)
    .addColumn('up_pack_id', bigId)
    .addColumn('up_gift_box_id', bigId)
    .addColumn('up_carton_id', bigId)
    .addColumn('up_pallet_id', bigId)
    .addColumn('up_container_id', bigId)
    .addColumn('child_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expected', 'integer')
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by_user_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('bound_at', 'varchar(30)');
  await codes.execute();

  await db.schema
    .createIndex('serial_codes_level_unique')
    .on('serial_codes')
    .columns(['level', 'unique_code'])
    .unique()
    .execute();
  await db.schema.createIndex('serial_codes_code').on('serial_codes').column('code').execute();
  for (const column of [
    'parent_id',
    'up_product_id',
    'up_pack_id',
    'up_gift_box_id',
    'up_carton_id',
    'up_pallet_id',
    'up_container_id',
  ]) {
    await db.schema
      .createIndex(`serial_codes_${column}`)
      .on('serial_codes')
      .column(column)
      .where(sql.ref(column), 'is not', null)
      .execute();
  }
  await db.schema
    .createIndex('serial_codes_supplier_level')
    .on('serial_codes')
    .columns(['supplier_id', 'level', 'id'])
    .execute();
  await db.schema
    .createIndex('serial_codes_po_line')
    .on('serial_codes')
    .column('po_line_id')
    .where(sql.ref('po_line_id'), 'is not', null)
    .execute();
  // a template's code count (the template lists)
  await db.schema
    .createIndex('serial_codes_template')
    .on('serial_codes')
    .column('template_id')
    .where(sql.ref('template_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('serial_codes_container')
    .on('serial_codes')
    .column('container_id')
    .where(sql.ref('container_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('serial_bind_events')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('code_id', bigId, (c) => c.notNull())
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    .addColumn('from_parent_id', bigId)
    .addColumn('to_parent_id', bigId)
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('serial_bind_events_code')
    .on('serial_bind_events')
    .columns(['code_id', 'id'])
    .execute();
}
