import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Whether container `c` holds a line of one of `supplierIds` — the supplier scope and the
 * supplier filter of the transit reports (a container is a supplier's as soon as it holds one
 * of its lines). Read from the supplier's side (po_lines by supplier, then their container
 * lines by PO line), once per query: a supplier's lines are far fewer than the lines of every
 * container the report looks at.
 */
export const holdsLinesOf = (supplierIds: readonly number[]): RawBuilder<SqlBool> =>
  sql<SqlBool>`c.id in (select held.container_id from po_lines held_line
    inner join container_lines held on held.po_line_id = held_line.id
    where held_line.supplier_id in (${sql.join([...supplierIds, -1])}))`;
