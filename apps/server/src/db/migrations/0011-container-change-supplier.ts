import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * issue 12 §5: a container may hold lines of several suppliers, so a change-history row
 * about one line must say whose line it is — a supplier's users read only their own lines'
 * rows. `supplier_id` is that line's supplier when the row was written (no foreign key:
 * the history is append-only, like audit_log); the container's own rows keep null.
 *
 * Rows written before named their line only in the reason ("PO / line", then ": " and the
 * rejection reason): they take the supplier of the container's line named so. A line row
 * that names no line of its container keeps null, and no supplier user sees it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('container_changes').addColumn('supplier_id', 'integer').execute();
  await backfillLineSuppliers(db);
}

/** The supplier of each line row written before, read off its reason (exported for a test). */
export async function backfillLineSuppliers(db: Kysely<unknown>): Promise<void> {
  await sql`
    update container_changes set supplier_id = (
      select pl.supplier_id
      from container_lines cl
      inner join po_lines pl on pl.id = cl.po_line_id
      inner join purchase_orders po on po.id = pl.po_id
      where cl.container_id = container_changes.container_id
        and (
          container_changes.reason = po.po_number || ' / ' || pl.line_no
          or substr(container_changes.reason, 1, length(po.po_number || ' / ' || pl.line_no) + 2)
            = po.po_number || ' / ' || pl.line_no || ': '
        )
      order by cl.id
      limit 1
    )
    where field in ('lineReadyDate', 'lineConfirmReadyDate')
  `.execute(db);
}
