import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './columns';

/**
 * Issue 16: stock. Warehouses (reference data); the ledger — an append-only table of moves
 * and the balance per warehouse × product × PO line it derives, kept in the same
 * transaction and never negative (CHECK, and the service's guarded update); the documents
 * that move stock (delivery notes with their lines, simple movement documents — stock-in,
 * transfer, rework, loading —, scrap orders with their lines, loading records); a counter
 * per document prefix and day for their numbers.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('warehouses'), dialect)
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('loading_point_id', 'integer', (c) => c.references('loading_points.id'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('document_counters')
    .addColumn('prefix', 'varchar(10)', (c) => c.notNull())
    .addColumn('day', 'varchar(8)', (c) => c.notNull())
    .addColumn('last_no', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_counters_pk', ['prefix', 'day'])
    .execute();

  await withId(db.schema.createTable('stock_balances'), dialect)
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    // 0: goods tied to no PO line (a unique key cannot hold a null on both databases alike)
    .addColumn('po_line_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('supplier_id', 'integer', (c) => c.references('suppliers.id'))
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty >= 0`))
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('stock_balances_key', ['warehouse_id', 'product_id', 'po_line_id'])
    .execute();
  await db.schema
    .createIndex('stock_balances_product')
    .on('stock_balances')
    .columns(['product_id', 'warehouse_id'])
    .execute();
  await db.schema
    .createIndex('stock_balances_supplier')
    .on('stock_balances')
    .columns(['supplier_id', 'warehouse_id'])
    .execute();
  await db.schema
    .createIndex('stock_balances_po_line')
    .on('stock_balances')
    .column('po_line_id')
    .execute();

  // the header of every movement document that has no life of its own
  await withId(db.schema.createTable('stock_documents'), dialect)
    .addColumn('doc_no', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('doc_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('from_warehouse_id', 'integer', (c) => c.references('warehouses.id'))
    .addColumn('to_warehouse_id', 'integer', (c) => c.references('warehouses.id'))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('source_type', 'varchar(20)')
    .addColumn('source_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_documents_type_created')
    .on('stock_documents')
    .columns(['doc_type', 'created_at'])
    .execute();

  await withId(db.schema.createTable('stock_moves'), dialect)
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('po_line_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('supplier_id', 'integer', (c) => c.references('suppliers.id'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('doc_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('doc_id', 'integer', (c) => c.notNull())
    .addColumn('doc_no', 'varchar(30)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('moved_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['stock_moves_moved', ['moved_at', 'id']],
    ['stock_moves_warehouse', ['warehouse_id', 'moved_at']],
    ['stock_moves_product', ['product_id', 'moved_at']],
    ['stock_moves_kind', ['kind', 'moved_at']],
    ['stock_moves_doc', ['doc_no']],
    ['stock_moves_key', ['warehouse_id', 'product_id', 'po_line_id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('stock_moves')
      .columns([...columns])
      .execute();
  }

  await withId(db.schema.createTable('delivery_notes'), dialect)
    .addColumn('note_no', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('packages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gross_weight_g', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('expected_arrival', 'varchar(10)')
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by_user_id', 'integer', (c) =>
      c.references('users.id').onDelete('set null'),
    )
    .addColumn('submitted_at', 'varchar(30)')
    .addColumn('received_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_notes_supplier_status')
    .on('delivery_notes')
    .columns(['supplier_id', 'status'])
    .execute();
  await db.schema
    .createIndex('delivery_notes_status_created')
    .on('delivery_notes')
    .columns(['status', 'created_at'])
    .execute();

  await withId(db.schema.createTable('delivery_note_lines'), dialect)
    .addColumn('delivery_note_id', 'integer', (c) =>
      c.notNull().references('delivery_notes.id').onDelete('cascade'),
    )
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('po_line_id', 'integer', (c) => c.notNull().references('po_lines.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('received_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('damaged_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('short_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock_document_id', 'integer', (c) => c.references('stock_documents.id'))
    .addColumn('stocked_in_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('delivery_note_lines_note')
    .on('delivery_note_lines')
    .columns(['delivery_note_id', 'line_no'])
    .execute();
  await db.schema
    .createIndex('delivery_note_lines_po_line')
    .on('delivery_note_lines')
    .column('po_line_id')
    .execute();

  await db.schema
    .alterTable('containers')
    .addColumn('seal_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .execute();
  // when every planned line is loaded in full or closed short (loading.service)
  await db.schema
    .alterTable('containers')
    .addColumn('loading_completed_at', 'varchar(30)')
    .execute();
  await withId(db.schema.createTable('loading_records'), dialect)
    .addColumn('stock_document_id', 'integer', (c) => c.notNull().references('stock_documents.id'))
    .addColumn('container_id', 'integer', (c) => c.notNull().references('containers.id'))
    .addColumn('container_line_id', 'integer', (c) => c.notNull().references('container_lines.id'))
    .addColumn('po_line_id', 'integer', (c) => c.notNull().references('po_lines.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('planned_qty', 'integer', (c) => c.notNull())
    .addColumn('loaded_qty', 'integer', (c) => c.notNull())
    .addColumn('shortfall_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('loaded_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('loading_records_container')
    .on('loading_records')
    .columns(['container_id', 'container_line_id'])
    .execute();

  await withId(db.schema.createTable('scrap_orders'), dialect)
    .addColumn('scrap_no', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('reject_comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by_user_id', 'integer', (c) =>
      c.references('users.id').onDelete('set null'),
    )
    .addColumn('approved_by_user_id', 'integer', (c) =>
      c.references('users.id').onDelete('set null'),
    )
    .addColumn('approved_at', 'varchar(30)')
    .addColumn('done_at', 'varchar(30)')
    .addColumn('stock_document_id', 'integer', (c) => c.references('stock_documents.id'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scrap_orders_status_created')
    .on('scrap_orders')
    .columns(['status', 'created_at'])
    .execute();
  await withId(db.schema.createTable('scrap_order_lines'), dialect)
    .addColumn('scrap_order_id', 'integer', (c) =>
      c.notNull().references('scrap_orders.id').onDelete('cascade'),
    )
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('po_line_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scrap_order_lines_order')
    .on('scrap_order_lines')
    .columns(['scrap_order_id', 'line_no'])
    .execute();
}
