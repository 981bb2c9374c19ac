import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './columns';

/**
 * Purchase orders and sales orders (DOMAIN "Orders"). Money is integer cents (bigint: a
 * row total can pass 2^31 cents), discounts integer basis points, days ISO `YYYY-MM-DD`.
 * po_lines carries its PO's supplier_id (kept in step by the service) so the report's
 * supplier scope and (supplier, RDD) filters run off one index. planned_qty / shipped_qty
 * are maintained by planning and shipping; status is derived, never stored.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('sales_orders'), dialect)
    .addColumn('so_number', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('posting_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('rdd', 'varchar(10)', (c) => c.notNull())
    .addColumn('original_rdd', 'varchar(10)', (c) => c.notNull())
    .addColumn('bp_reference_no', 'varchar(60)', (c) => c.notNull())
    .addColumn('country', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sales_orders_rdd').on('sales_orders').column('rdd').execute();

  await withId(db.schema.createTable('so_lines'), dialect)
    .addColumn('so_id', 'integer', (c) =>
      c.notNull().references('sales_orders.id').onDelete('cascade'),
    )
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('row_total_usd_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('so_lines_so_line_no', ['so_id', 'line_no'])
    .addUniqueConstraint('so_lines_so_product', ['so_id', 'product_id'])
    .execute();
  await db.schema.createIndex('so_lines_product_id').on('so_lines').column('product_id').execute();

  await withId(db.schema.createTable('purchase_orders'), dialect)
    .addColumn('po_number', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('originator', 'varchar(60)', (c) => c.notNull())
    .addColumn('destination_country', 'varchar(10)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('purchase_orders_supplier_id')
    .on('purchase_orders')
    .column('supplier_id')
    .execute();

  await withId(db.schema.createTable('po_lines'), dialect)
    .addColumn('po_id', 'integer', (c) =>
      c.notNull().references('purchase_orders.id').onDelete('cascade'),
    )
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('order_qty', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('discount_bp', 'integer', (c) => c.notNull())
    .addColumn('row_total_usd_cents', 'bigint', (c) => c.notNull())
    .addColumn('rdd', 'varchar(10)', (c) => c.notNull())
    .addColumn('original_rdd', 'varchar(10)', (c) => c.notNull())
    .addColumn('loading_point_id', 'integer', (c) => c.notNull().references('loading_points.id'))
    .addColumn('so_line_id', 'integer', (c) => c.references('so_lines.id'))
    .addColumn('planned_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipped_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('po_lines_po_line_no', ['po_id', 'line_no'])
    .addUniqueConstraint('po_lines_po_product', ['po_id', 'product_id'])
    .execute();
  // The report. Scoped or supplier-filtered lists: (supplier, RDD) range in RDD order; the
  // columns the status and risk-buy filters read ride along, so a filtered count (the
  // page's total) never touches the table.
  const derived = ['cancelled', 'closed', 'shipped_qty', 'planned_qty', 'order_qty', 'so_line_id'];
  await db.schema
    .createIndex('po_lines_supplier_rdd')
    .on('po_lines')
    .columns(['supplier_id', 'rdd', ...derived])
    .execute();
  // unscoped lists in RDD order (the default sort) and RDD ranges
  await db.schema
    .createIndex('po_lines_rdd')
    .on('po_lines')
    .columns(['rdd', ...derived])
    .execute();
  await db.schema
    .createIndex('po_lines_product_rdd')
    .on('po_lines')
    .columns(['product_id', 'rdd'])
    .execute();
  await db.schema.createIndex('po_lines_so_line_id').on('po_lines').column('so_line_id').execute();
}
