import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 15 reports (bench/RESULTS.md "Reports"): covering indexes so the reports read a
 * container's load, approvals and PO lines from the index alone, and find containers by
 * status and ETD / receiving date.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex('container_lines_container_cover')
    .on('container_lines')
    .columns(['container_id', 'po_line_id', 'qty', 'cbm_milli', 'gross_g', 'confirm_ready_date'])
    .execute();
  await db.schema
    .createIndex('containers_status_etd')
    .on('containers')
    .columns(['status', 'etd'])
    .execute();
  await db.schema
    .createIndex('containers_status_receiving_date')
    .on('containers')
    .columns(['status', 'receiving_date'])
    .execute();
  await db.schema
    .createIndex('po_lines_report_cover')
    .on('po_lines')
    .columns(['id', 'rdd', 'supplier_id', 'product_id'])
    .execute();
}
