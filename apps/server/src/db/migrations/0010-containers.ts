import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './columns';

/**
 * Containers (a shipment when it is air: AWB), their lines against PO lines, and the
 * container change history (DOMAIN "Shipment planning and ready dates"). CBM is integer
 * m³ × 1000 and weight integer grams, as planned; days are ISO `YYYY-MM-DD`. A container's
 * lines count in its PO lines' planned_qty while its status is Draft, Unshipped or Loading.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('containers'), dialect)
    .addColumn('shipment_no', 'varchar(40)')
    .addColumn('container_no', 'varchar(40)')
    .addColumn('container_type', 'varchar(10)', (c) =>
      c.notNull().references('container_types.code'),
    )
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('loading_point_id', 'integer', (c) => c.notNull().references('loading_points.id'))
    .addColumn('destination_country', 'varchar(10)', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // No foreign key, like audit_log: a released container keeps who planned it after the
    // user is deleted.
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('shipping_line_id', 'integer', (c) => c.references('shipping_lines.id'))
    .addColumn('etd', 'varchar(10)')
    .addColumn('eta', 'varchar(10)')
    .addColumn('atd', 'varchar(10)')
    .addColumn('ata', 'varchar(10)')
    .addColumn('ready_date', 'varchar(10)')
    .addColumn('original_ready_date', 'varchar(10)')
    .addColumn('loading_date', 'varchar(10)')
    .addColumn('promised_delivery_date', 'varchar(10)')
    .addColumn('notes', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // a planner's draft: (created_by, status = 'Draft')
  await db.schema
    .createIndex('containers_created_by_status')
    .on('containers')
    .columns(['created_by_user_id', 'status'])
    .execute();
  await db.schema
    .createIndex('containers_status_created_at')
    .on('containers')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('containers_shipment_no')
    .on('containers')
    .column('shipment_no')
    .execute();
  await db.schema
    .createIndex('containers_container_no')
    .on('containers')
    .column('container_no')
    .execute();

  await withId(db.schema.createTable('container_lines'), dialect)
    .addColumn('container_id', 'integer', (c) =>
      c.notNull().references('containers.id').onDelete('cascade'),
    )
    .addColumn('po_line_id', 'integer', (c) => c.notNull().references('po_lines.id'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('cbm_milli', 'integer', (c) => c.notNull())
    .addColumn('gross_g', 'integer', (c) => c.notNull())
    .addColumn('ready_date', 'varchar(10)')
    .addColumn('original_ready_date', 'varchar(10)')
    // -1 not submitted, 0 pending, 1 approved, 2 rejected, 3 system calculated
    .addColumn('confirm_ready_date', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('container_lines_container_po_line', ['container_id', 'po_line_id'])
    .execute();
  await db.schema
    .createIndex('container_lines_po_line_id')
    .on('container_lines')
    .column('po_line_id')
    .execute();

  // Append-only history of released containers: who changed which field, before → after.
  await withId(db.schema.createTable('container_changes'), dialect)
    .addColumn('container_id', 'integer', (c) =>
      c.notNull().references('containers.id').onDelete('cascade'),
    )
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('field', 'varchar(40)', (c) => c.notNull())
    .addColumn('before_value', 'varchar(500)')
    .addColumn('after_value', 'varchar(500)')
    .addColumn('reason', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('container_changes_container_id')
    .on('container_changes')
    .columns(['container_id', 'id'])
    .execute();
}
