import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The OTD roll-up (issue 15: the default report within 300 ms on a million PO lines; the
 * shapes measured are in docs/decisions.md "Report roll-ups"). Received container lines
 * counted per month of receiving date × supplier × destination × category at the company
 * tolerance (`otd_months`), the same per month and one dimension (`otd_month_members`: the
 * unfiltered report reads these few rows), and the late lines' delay reasons per month ×
 * destination × category × reason (`otd_month_reasons`).
 *
 * The database keeps it honest, not each writer: triggers on containers, container lines,
 * PO lines and products mark the months a write touches in `report_dirty_months`, in the
 * writer's own transaction; a report read first recomputes its dirty months from the lines
 * (the same SQL as a full build). `report_rollups` keeps the tolerance the roll-up was
 * counted with: a changed company setting rebuilds it at the next read. Nothing is counted
 * here: every month with a receiving date starts dirty.
 */

const OTD_CONTAINER_COLUMNS = [
  'status',
  'receiving_date',
  'destination_country',
  'ready_date',
  'original_ready_date',
  'loading_date',
  'atd',
  'first_etd',
  'ata',
  'first_eta',
  'delta1_reason_id',
  'delta2_reason_id',
  'delta3_reason_id',
  'delta4_reason_id',
  'delta5_reason_id',
];

const changedSqlite = (columns: readonly string[]) =>
  columns.map((c) => `old.${c} is not new.${c}`).join(' or ');
const changedPg = (columns: readonly string[]) =>
  columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');

/** The months of the containers holding a PO line's (`line`) or a product's lines. */
const monthsOfLine = (line: string) => `select distinct 'otd', substr(c.receiving_date, 1, 7)
    from container_lines cl inner join containers c on c.id = cl.container_id
    where cl.po_line_id = ${line} and c.receiving_date is not null`;
const monthsOfProduct = (product: string) => `select distinct 'otd', substr(c.receiving_date, 1, 7)
    from po_lines pl
    inner join container_lines cl on cl.po_line_id = pl.id
    inner join containers c on c.id = cl.container_id
    where pl.product_id = ${product} and c.receiving_date is not null`;
const monthOfContainer = (container: string) => `select 'otd', substr(c.receiving_date, 1, 7)
    from containers c where c.id = ${container} and c.receiving_date is not null`;
const monthOfRow = (row: 'old' | 'new') =>
  `select 'otd', substr(${row}.receiving_date, 1, 7) where ${row}.receiving_date is not null`;

const mark = (select: string) =>
  `insert into report_dirty_months (report, month) ${select} on conflict do nothing;`;

function sqliteTriggers(): string[] {
  const columns = OTD_CONTAINER_COLUMNS.join(', ');
  return [
    `create trigger otd_dirty_container_insert after insert on containers
      when new.receiving_date is not null
      begin ${mark(monthOfRow('new'))} end`,
    `create trigger otd_dirty_container_update after update of ${columns} on containers
      when (old.receiving_date is not null or new.receiving_date is not null)
        and (${changedSqlite(OTD_CONTAINER_COLUMNS)})
      begin ${mark(monthOfRow('old'))} ${mark(monthOfRow('new'))} end`,
    `create trigger otd_dirty_container_delete after delete on containers
      when old.receiving_date is not null
      begin ${mark(monthOfRow('old'))} end`,
    `create trigger otd_dirty_line_insert after insert on container_lines
      begin ${mark(monthOfContainer('new.container_id'))} end`,
    `create trigger otd_dirty_line_update after update of container_id, po_line_id, qty
      on container_lines
      begin ${mark(monthOfContainer('old.container_id'))}
        ${mark(monthOfContainer('new.container_id'))} end`,
    `create trigger otd_dirty_line_delete after delete on container_lines
      begin ${mark(monthOfContainer('old.container_id'))} end`,
    `create trigger otd_dirty_po_line after update of rdd, supplier_id, product_id on po_lines
      when ${changedSqlite(['rdd', 'supplier_id', 'product_id'])}
      begin ${mark(monthsOfLine('new.id'))} end`,
    `create trigger otd_dirty_product after update of category on products
      when old.category is not new.category
      begin ${mark(monthsOfProduct('new.id'))} end`,
  ];
}

function postgresTriggers(): string[] {
  const fn = (name: string, body: string) =>
    `create function ${name}() returns trigger language plpgsql as $$
    begin ${body} return null; end $$`;
  return [
    fn(
      'otd_dirty_container',
      `if tg_op <> 'INSERT' then ${mark(monthOfRow('old'))} end if;
      if tg_op <> 'DELETE' then ${mark(monthOfRow('new'))} end if;`,
    ),
    `create trigger otd_dirty_container_insert_delete after insert or delete on containers
      for each row execute function otd_dirty_container()`,
    `create trigger otd_dirty_container_update
      after update of ${OTD_CONTAINER_COLUMNS.join(', ')} on containers for each row
      when (${changedPg(OTD_CONTAINER_COLUMNS)})
      execute function otd_dirty_container()`,
    fn(
      'otd_dirty_container_line',
      `if tg_op <> 'INSERT' then ${mark(monthOfContainer('old.container_id'))} end if;
      if tg_op <> 'DELETE' then ${mark(monthOfContainer('new.container_id'))} end if;`,
    ),
    `create trigger otd_dirty_container_line
      after insert or delete or update of container_id, po_line_id, qty on container_lines
      for each row execute function otd_dirty_container_line()`,
    fn('otd_dirty_po_line', mark(monthsOfLine('new.id'))),
    `create trigger otd_dirty_po_line after update of rdd, supplier_id, product_id on po_lines
      for each row when (${changedPg(['rdd', 'supplier_id', 'product_id'])})
      execute function otd_dirty_po_line()`,
    fn('otd_dirty_product', mark(monthsOfProduct('new.id'))),
    `create trigger otd_dirty_product after update of category on products
      for each row when (old.category is distinct from new.category)
      execute function otd_dirty_product()`,
  ];
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const counts = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    table
      .addColumn('lines', 'integer', (c) => c.notNull())
      .addColumn('on_time', 'integer', (c) => c.notNull())
      .addColumn('qty', 'bigint', (c) => c.notNull())
      .addColumn('on_time_qty', 'bigint', (c) => c.notNull())
      .addColumn('late_days', 'bigint', (c) => c.notNull());
  await counts(
    db.schema
      .createTable('otd_months')
      .addColumn('month', 'varchar(7)', (c) => c.notNull())
      .addColumn('supplier_id', 'integer', (c) => c.notNull())
      .addColumn('destination_country', 'varchar(10)', (c) => c.notNull())
      .addColumn('category', 'varchar(20)', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('otd_months_pk', [
      'month',
      'supplier_id',
      'destination_country',
      'category',
    ])
    .execute();
  await db.schema
    .createIndex('otd_months_destination')
    .on('otd_months')
    .columns(['destination_country', 'month'])
    .execute();
  await db.schema
    .createIndex('otd_months_category')
    .on('otd_months')
    .columns(['category', 'month'])
    .execute();
  // dimension: supplier | destination | category; member: its id or code as text
  await counts(
    db.schema
      .createTable('otd_month_members')
      .addColumn('month', 'varchar(7)', (c) => c.notNull())
      .addColumn('dimension', 'varchar(12)', (c) => c.notNull())
      .addColumn('member', 'varchar(20)', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('otd_month_members_pk', ['dimension', 'month', 'member'])
    .execute();
  await db.schema
    .createTable('otd_month_reasons')
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('destination_country', 'varchar(10)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason_id', 'integer', (c) => c.notNull())
    .addColumn('lines', 'integer', (c) => c.notNull())
    .addColumn('days', 'bigint')
    .addPrimaryKeyConstraint('otd_month_reasons_pk', [
      'month',
      'destination_country',
      'category',
      'reason_id',
    ])
    .execute();
  await db.schema
    .createTable('report_dirty_months')
    .addColumn('report', 'varchar(20)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_dirty_months_pk', ['report', 'month'])
    .execute();
  await db.schema
    .createTable('report_rollups')
    .addColumn('report', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('tolerance_days', 'integer', (c) => c.notNull())
    .execute();

  for (const statement of dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()) {
    await sql.raw(statement).execute(db);
  }
  await sql
    .raw(
      `insert into report_dirty_months (report, month)
      select distinct 'otd', substr(receiving_date, 1, 7) from containers
      where receiving_date is not null`,
    )
    .execute(db);
}
