import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { everyMonthDirty, rollupTriggers } from './rollup-triggers';

/**
 * The shipped-amount roll-up (issue 15: the default report within 300 ms on a million PO
 * lines). The report's rows — month of ATD × destination × supplier × product category, with
 * their containers, lines, quantity and USD cents — counted for every supplier
 * (`amount_months`): the default list, its charts and its totals read these rows; a
 * supplier's view reads its own lines.
 *
 * Kept as the OTD roll-up is (0023): triggers mark the months of ATD a write touches in
 * `report_dirty_months` (report 'amount') in the writer's own transaction — a container's
 * status, ATD and destination, its lines, a PO line's supplier, product, quantity and row
 * total, a product's category — and a read recounts them first with the report's own SQL.
 * Nothing is counted here: every month with an ATD starts dirty.
 */

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('amount_months')
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('destination_country', 'varchar(10)', (c) => c.notNull())
    .addColumn('supplier_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('containers', 'integer', (c) => c.notNull())
    .addColumn('lines', 'integer', (c) => c.notNull())
    .addColumn('qty', 'bigint', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('amount_months_pk', [
      'month',
      'destination_country',
      'supplier_id',
      'category',
    ])
    .execute();

  const triggers = rollupTriggers(dialect, {
    report: 'amount',
    date: 'atd',
    containerColumns: ['status', 'atd', 'destination_country'],
    lineColumns: ['container_id', 'po_line_id', 'qty'],
    poLineColumns: ['supplier_id', 'product_id', 'order_qty', 'row_total_usd_cents'],
    productCategory: true,
  });
  for (const statement of triggers) await sql.raw(statement).execute(db);
  await sql.raw(everyMonthDirty('amount', 'atd')).execute(db);
}
