import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import {
  changedPg,
  changedSqlite,
  everyMonthDirty,
  markDirty,
  oldAndNew,
  plpgsqlFunction,
  rollupTriggers,
} from './rollup-triggers';

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

/** The months of the containers of a type (and destination): their capacity changed. */
const monthsOfType = (type: string, country?: string) => `select distinct 'utilization',
    substr(c.etd, 1, 7) from containers c
    where c.container_type = ${type} and c.etd is not null
    ${country ? `and c.destination_country = ${country}` : ''}`;

/** The container types' and loading limits' triggers: every month of their containers. */
function capacityTriggers(dialect: Dialect): string[] {
  const oldLimit = monthsOfType('old.container_type', 'old.country');
  const newLimit = monthsOfType('new.container_type', 'new.country');
  if (dialect === 'postgres') {
    return [
      plpgsqlFunction('utilization_dirty_type', markDirty(monthsOfType('new.code'))),
      `create trigger utilization_dirty_type after update of usable_cm3, max_payload_g
        on container_types for each row
        when (${changedPg(['usable_cm3', 'max_payload_g'])})
        execute function utilization_dirty_type()`,
      plpgsqlFunction('utilization_dirty_limit', oldAndNew(oldLimit, newLimit)),
      `create trigger utilization_dirty_limit
        after insert or delete or update of country, container_type, max_payload_g
        on loading_limits for each row execute function utilization_dirty_limit()`,
    ];
  }
  return [
    `create trigger utilization_dirty_type after update of usable_cm3, max_payload_g
      on container_types
      when ${changedSqlite(['usable_cm3', 'max_payload_g'])}
      begin ${markDirty(monthsOfType('new.code'))} end`,
    `create trigger utilization_dirty_limit_insert after insert on loading_limits
      begin ${markDirty(newLimit)} end`,
    `create trigger utilization_dirty_limit_update
      after update of country, container_type, max_payload_g on loading_limits
      begin ${markDirty(oldLimit)} ${markDirty(newLimit)} end`,
    `create trigger utilization_dirty_limit_delete after delete on loading_limits
      begin ${markDirty(oldLimit)} end`,
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

  const triggers = rollupTriggers(dialect, {
    report: 'utilization',
    date: 'etd',
    containerColumns: [
      'etd',
      'status',
      'loading_point_id',
      'destination_country',
      'container_type',
      'actual_cbm_milli',
      'actual_gross_g',
    ],
    lineColumns: ['container_id', 'cbm_milli', 'gross_g'],
  });
  for (const statement of [...triggers, ...capacityTriggers(dialect)]) {
    await sql.raw(statement).execute(db);
  }
  await sql.raw(everyMonthDirty('utilization', 'etd')).execute(db);
}
