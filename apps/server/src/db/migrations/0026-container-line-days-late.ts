import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * A container line's days late (issue 15: the OTD lines page, sorted by days late, within
 * 300 ms on a million PO lines): its container's receiving date minus its PO line's RDD,
 * null until the container is received — stored on the line and indexed, so the page reads
 * the latest lines off the index instead of computing and sorting every received line.
 *
 * The database keeps it, not each writer: a line takes it as it is written or moved, and
 * triggers set it again on a container's lines when its receiving date changes and on a PO
 * line's container lines when its RDD changes.
 */

const days = (dialect: Dialect, later: string, earlier: string) =>
  dialect === 'postgres'
    ? `(cast(${later} as date) - cast(${earlier} as date))`
    : `cast(julianday(${later}) - julianday(${earlier}) as integer)`;

/** A line's days late from its container and PO line (null: not received). */
const lineDaysLate = (dialect: Dialect, containerId: string, poLineId: string) =>
  `(select ${days(dialect, 'c.receiving_date', 'pl.rdd')}
    from containers c, po_lines pl where c.id = ${containerId} and pl.id = ${poLineId})`;

function sqliteTriggers(): string[] {
  const own = (row: string) =>
    `update container_lines set days_late = ${lineDaysLate('sqlite', `${row}.container_id`, `${row}.po_line_id`)}
      where id = ${row}.id;`;
  return [
    `create trigger days_late_line_insert after insert on container_lines
      begin ${own('new')} end`,
    `create trigger days_late_line_update after update of container_id, po_line_id
      on container_lines begin ${own('new')} end`,
    `create trigger days_late_container after update of receiving_date on containers
      when old.receiving_date is not new.receiving_date
      begin update container_lines set days_late =
        ${lineDaysLate('sqlite', 'new.id', 'container_lines.po_line_id')}
        where container_id = new.id; end`,
    `create trigger days_late_po_line after update of rdd on po_lines
      when old.rdd is not new.rdd
      begin update container_lines set days_late =
        ${lineDaysLate('sqlite', 'container_lines.container_id', 'new.id')}
        where po_line_id = new.id; end`,
  ];
}

function postgresTriggers(): string[] {
  const fn = (name: string, body: string, answer: 'new' | 'null') =>
    `create function ${name}() returns trigger language plpgsql as $$
    begin ${body} return ${answer}; end $$`;
  return [
    fn(
      'days_late_line',
      `new.days_late := ${lineDaysLate('postgres', 'new.container_id', 'new.po_line_id')};`,
      'new',
    ),
    `create trigger days_late_line before insert or update of container_id, po_line_id
      on container_lines for each row execute function days_late_line()`,
    fn(
      'days_late_container',
      `update container_lines set days_late =
        ${lineDaysLate('postgres', 'new.id', 'container_lines.po_line_id')}
        where container_id = new.id;`,
      'null',
    ),
    `create trigger days_late_container after update of receiving_date on containers
      for each row when (old.receiving_date is distinct from new.receiving_date)
      execute function days_late_container()`,
    fn(
      'days_late_po_line',
      `update container_lines set days_late =
        ${lineDaysLate('postgres', 'container_lines.container_id', 'new.id')}
        where po_line_id = new.id;`,
      'null',
    ),
    `create trigger days_late_po_line after update of rdd on po_lines
      for each row when (old.rdd is distinct from new.rdd)
      execute function days_late_po_line()`,
  ];
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('container_lines').addColumn('days_late', 'integer').execute();
  await sql
    .raw(
      `update container_lines set days_late =
        ${lineDaysLate(dialect, 'container_lines.container_id', 'container_lines.po_line_id')}
      where container_id in (select id from containers where receiving_date is not null)`,
    )
    .execute(db);
  // the received lines, latest first: the OTD lines page's default order
  await db.schema
    .createIndex('container_lines_days_late')
    .on('container_lines')
    .columns(['days_late', 'container_id'])
    .where(sql.ref('days_late'), 'is not', null)
    .execute();
  for (const statement of dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()) {
    await sql.raw(statement).execute(db);
  }
}
