import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The utilization roll-up (issue 15: the default report within 300 ms on 100,000
 * containers). The report's band counts per month of ETD × loading point × destination ×
 * container type (`utilization_months`), counted for every supplier: the default view and
 * its loading point, destination and type filters read these rows; a supplier's view reads
 * its containers.
 *
 * Kept as the OTD roll-up is (0023): triggers mark the months of ETD a write touches in
 * `report_dirty_months` (report 'utilization') in the writer's own transaction — a
 * container's own figures, its lines' CBM and weight, its type's usable CBM and payload, the
 * loading limit of its destination and type — and a read recounts them first with the
 * report's own SQL. Nothing is counted here: every month with a container starts dirty.
 */

const CONTAINER_COLUMNS = [
  'etd',
  'status',
  'loading_point_id',
  'destination_country',
  'container_type',
  'actual_cbm_milli',
  'actual_gross_g',
];

const changedSqlite = (columns: readonly string[]) =>
  columns.map((c) => `old.${c} is not new.${c}`).join(' or ');
const changedPg = (columns: readonly string[]) =>
  columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');

const mark = (select: string) =>
  `insert into report_dirty_months (report, month) ${select} on conflict do nothing;`;

const monthOfRow = (row: 'old' | 'new') =>
  `select 'utilization', substr(${row}.etd, 1, 7) where ${row}.etd is not null`;
const monthOfContainer = (container: string) => `select 'utilization', substr(c.etd, 1, 7)
    from containers c where c.id = ${container} and c.etd is not null`;
/** The months of the containers of a type (and destination): their capacity changed. */
const monthsOfType = (type: string, country?: string) => `select distinct 'utilization',
    substr(c.etd, 1, 7) from containers c
    where c.container_type = ${type} and c.etd is not null
    ${country ? `and c.destination_country = ${country}` : ''}`;

function sqliteTriggers(): string[] {
  return [
    `create trigger utilization_dirty_container_insert after insert on containers
      when new.etd is not null
      begin ${mark(monthOfRow('new'))} end`,
    `create trigger utilization_dirty_container_update
      after update of ${CONTAINER_COLUMNS.join(', ')} on containers
      when (old.etd is not null or new.etd is not null) and (${changedSqlite(CONTAINER_COLUMNS)})
      begin ${mark(monthOfRow('old'))} ${mark(monthOfRow('new'))} end`,
    `create trigger utilization_dirty_container_delete after delete on containers
      when old.etd is not null
      begin ${mark(monthOfRow('old'))} end`,
    `create trigger utilization_dirty_line_insert after insert on container_lines
      begin ${mark(monthOfContainer('new.container_id'))} end`,
    `create trigger utilization_dirty_line_update
      after update of container_id, cbm_milli, gross_g on container_lines
      begin ${mark(monthOfContainer('old.container_id'))}
        ${mark(monthOfContainer('new.container_id'))} end`,
    `create trigger utilization_dirty_line_delete after delete on container_lines
      begin ${mark(monthOfContainer('old.container_id'))} end`,
    `create trigger utilization_dirty_type after update of usable_cm3, max_payload_g
      on container_types
      when ${changedSqlite(['usable_cm3', 'max_payload_g'])}
      begin ${mark(monthsOfType('new.code'))} end`,
    `create trigger utilization_dirty_limit_insert after insert on loading_limits
      begin ${mark(monthsOfType('new.container_type', 'new.country'))} end`,
    `create trigger utilization_dirty_limit_update
      after update of country, container_type, max_payload_g on loading_limits
      begin ${mark(monthsOfType('old.container_type', 'old.country'))}
        ${mark(monthsOfType('new.container_type', 'new.country'))} end`,
    `create trigger utilization_dirty_limit_delete after delete on loading_limits
      begin ${mark(monthsOfType('old.container_type', 'old.country'))} end`,
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
    fn('utilization_dirty_container', both(monthOfRow('old'), monthOfRow('new'))),
    `create trigger utilization_dirty_container_insert_delete after insert or delete
      on containers for each row execute function utilization_dirty_container()`,
    `create trigger utilization_dirty_container_update
      after update of ${CONTAINER_COLUMNS.join(', ')} on containers for each row
      when (${changedPg(CONTAINER_COLUMNS)})
      execute function utilization_dirty_container()`,
    fn(
      'utilization_dirty_container_line',
      both(monthOfContainer('old.container_id'), monthOfContainer('new.container_id')),
    ),
    `create trigger utilization_dirty_container_line
      after insert or delete or update of container_id, cbm_milli, gross_g on container_lines
      for each row execute function utilization_dirty_container_line()`,
    fn('utilization_dirty_type', mark(monthsOfType('new.code'))),
    `create trigger utilization_dirty_type after update of usable_cm3, max_payload_g
      on container_types for each row
      when (${changedPg(['usable_cm3', 'max_payload_g'])})
      execute function utilization_dirty_type()`,
    fn(
      'utilization_dirty_limit',
      both(
        monthsOfType('old.container_type', 'old.country'),
        monthsOfType('new.container_type', 'new.country'),
      ),
    ),
    `create trigger utilization_dirty_limit
      after insert or delete or update of country, container_type, max_payload_g
      on loading_limits for each row execute function utilization_dirty_limit()`,
  ];
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('utilization_months')
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('loading_point_id', 'integer', (c) => c.notNull())
    .addColumn('destination_country', 'varchar(10)', (c) => c.notNull())
    .addColumn('container_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('containers', 'integer', (c) => c.notNull())
    .addColumn('cbm_above95', 'integer', (c) => c.notNull())
    .addColumn('cbm_from90to95', 'integer', (c) => c.notNull())
    .addColumn('cbm_below90', 'integer', (c) => c.notNull())
    .addColumn('weight_above95', 'integer', (c) => c.notNull())
    .addColumn('weight_from90to95', 'integer', (c) => c.notNull())
    .addColumn('weight_below90', 'integer', (c) => c.notNull())
    // sums of tenths of a percent (the mean is the sum over the containers)
    .addColumn('cbm_pct10_sum', 'bigint', (c) => c.notNull())
    .addColumn('weight_pct10_sum', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('utilization_months_pk', [
      'month',
      'loading_point_id',
      'destination_country',
      'container_type',
    ])
    .execute();

  for (const statement of dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()) {
    await sql.raw(statement).execute(db);
  }
  await sql
    .raw(
      `insert into report_dirty_months (report, month)
      select distinct 'utilization', substr(etd, 1, 7) from containers where etd is not null`,
    )
    .execute(db);
}
