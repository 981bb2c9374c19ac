import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

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

const CONTAINER_COLUMNS = ['status', 'atd', 'destination_country'];
const PO_LINE_COLUMNS = ['supplier_id', 'product_id', 'order_qty', 'row_total_usd_cents'];

const changedSqlite = (columns: readonly string[]) =>
  columns.map((c) => `old.${c} is not new.${c}`).join(' or ');
const changedPg = (columns: readonly string[]) =>
  columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');

const mark = (select: string) =>
  `insert into report_dirty_months (report, month) ${select} on conflict do nothing;`;

const monthOfRow = (row: 'old' | 'new') =>
  `select 'amount', substr(${row}.atd, 1, 7) where ${row}.atd is not null`;
const monthOfContainer = (container: string) => `select 'amount', substr(c.atd, 1, 7)
    from containers c where c.id = ${container} and c.atd is not null`;
const monthsOfLine = (line: string) => `select distinct 'amount', substr(c.atd, 1, 7)
    from container_lines cl inner join containers c on c.id = cl.container_id
    where cl.po_line_id = ${line} and c.atd is not null`;
const monthsOfProduct = (product: string) => `select distinct 'amount', substr(c.atd, 1, 7)
    from po_lines pl
    inner join container_lines cl on cl.po_line_id = pl.id
    inner join containers c on c.id = cl.container_id
    where pl.product_id = ${product} and c.atd is not null`;

function sqliteTriggers(): string[] {
  return [
    `create trigger amount_dirty_container_insert after insert on containers
      when new.atd is not null
      begin ${mark(monthOfRow('new'))} end`,
    `create trigger amount_dirty_container_update
      after update of ${CONTAINER_COLUMNS.join(', ')} on containers
      when (old.atd is not null or new.atd is not null) and (${changedSqlite(CONTAINER_COLUMNS)})
      begin ${mark(monthOfRow('old'))} ${mark(monthOfRow('new'))} end`,
    `create trigger amount_dirty_container_delete after delete on containers
      when old.atd is not null
      begin ${mark(monthOfRow('old'))} end`,
    `create trigger amount_dirty_line_insert after insert on container_lines
      begin ${mark(monthOfContainer('new.container_id'))} end`,
    `create trigger amount_dirty_line_update
      after update of container_id, po_line_id, qty on container_lines
      begin ${mark(monthOfContainer('old.container_id'))}
        ${mark(monthOfContainer('new.container_id'))} end`,
    `create trigger amount_dirty_line_delete after delete on container_lines
      begin ${mark(monthOfContainer('old.container_id'))} end`,
    `create trigger amount_dirty_po_line after update of ${PO_LINE_COLUMNS.join(', ')}
      on po_lines when ${changedSqlite(PO_LINE_COLUMNS)}
      begin ${mark(monthsOfLine('new.id'))} end`,
    `create trigger amount_dirty_product after update of category on products
      when old.category is not new.category
      begin ${mark(monthsOfProduct('new.id'))} end`,
  ];
}

function postgresTriggers(): string[] {
  const fn = (name: string, body: string) =>
    `create function ${name}() returns trigger language plpgsql as $$
    begin ${body} return null; end $$`;
  const both = (old: string, next: string) =>
    `if tg_op <> 'INSERT' then ${mark(old)} end if;
    if tg_op <> 'DELETE' then ${mark(next)} end if;`;
  return [
    fn('amount_dirty_container', both(monthOfRow('old'), monthOfRow('new'))),
    `create trigger amount_dirty_container_insert_delete after insert or delete on containers
      for each row execute function amount_dirty_container()`,
    `create trigger amount_dirty_container_update
      after update of ${CONTAINER_COLUMNS.join(', ')} on containers for each row
      when (${changedPg(CONTAINER_COLUMNS)})
      execute function amount_dirty_container()`,
    fn(
      'amount_dirty_container_line',
      both(monthOfContainer('old.container_id'), monthOfContainer('new.container_id')),
    ),
    `create trigger amount_dirty_container_line
      after insert or delete or update of container_id, po_line_id, qty on container_lines
      for each row execute function amount_dirty_container_line()`,
    fn('amount_dirty_po_line', mark(monthsOfLine('new.id'))),
    `create trigger amount_dirty_po_line after update of ${PO_LINE_COLUMNS.join(', ')}
      on po_lines for each row when (${changedPg(PO_LINE_COLUMNS)})
      execute function amount_dirty_po_line()`,
    fn('amount_dirty_product', mark(monthsOfProduct('new.id'))),
    `create trigger amount_dirty_product after update of category on products
      for each row when (old.category is distinct from new.category)
      execute function amount_dirty_product()`,
  ];
}

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

  for (const statement of dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()) {
    await sql.raw(statement).execute(db);
  }
  await sql
    .raw(
      `insert into report_dirty_months (report, month)
      select distinct 'amount', substr(atd, 1, 7) from containers where atd is not null`,
    )
    .execute(db);
}
