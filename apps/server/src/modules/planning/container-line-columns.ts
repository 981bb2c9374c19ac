/**
 * A container line's own columns (`cl`): the quantity it plans, its CBM and weight as
 * planned, its ready dates. Planning's container lines and the plan lines of ready-dates
 * read the same (as kits/product-summary serves the product columns of other modules).
 */
export const CONTAINER_LINE_COLUMNS = [
  'cl.id',
  'cl.container_id',
  'cl.po_line_id',
  'cl.qty',
  'cl.cbm_milli',
  'cl.gross_g',
  'cl.ready_date',
  'cl.original_ready_date',
  'cl.confirm_ready_date',
] as const;
