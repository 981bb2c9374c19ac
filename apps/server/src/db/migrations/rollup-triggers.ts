import type { Dialect } from '../database';

/**
 * The triggers that keep a report's roll-up honest (migrations 0023–0025): on SQLite
 * (`CREATE TRIGGER … WHEN … BEGIN … END`) and PostgreSQL (plpgsql functions, `WHEN … IS
 * DISTINCT FROM`), each marks the months a write touches in `report_dirty_months`, in the
 * writer's own transaction; the report recounts them at its next read. Shipped migrations
 * build their triggers here: what these functions write must never change.
 */

export const changedSqlite = (columns: readonly string[]) =>
  columns.map((c) => `old.${c} is not new.${c}`).join(' or ');
export const changedPg = (columns: readonly string[]) =>
  columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');

/** Marks the (report, month) rows that `select` answers. */
export const markDirty = (select: string) =>
  `insert into report_dirty_months (report, month) ${select} on conflict do nothing;`;

/** A plpgsql trigger function running `body`. */
export const plpgsqlFunction = (name: string, body: string) =>
  `create function ${name}() returns trigger language plpgsql as $$
    begin ${body} return null; end $$`;

/** A plpgsql body marking `old`'s months unless inserting, `next`'s unless deleting. */
export const oldAndNew = (old: string, next: string) =>
  `if tg_op <> 'INSERT' then ${markDirty(old)} end if;
    if tg_op <> 'DELETE' then ${markDirty(next)} end if;`;

export interface RollupTriggers {
  /** The report's name in `report_dirty_months`. */
  report: string;
  /** The containers' date column whose month keys the roll-up (receiving_date, etd, atd). */
  date: string;
  /** The containers' columns the report reads. */
  containerColumns: readonly string[];
  /** The container lines' columns the report reads. */
  lineColumns: readonly string[];
  /** The PO lines' columns the report reads, if any. */
  poLineColumns?: readonly string[];
  /** Whether it reads the products' category. */
  productCategory?: boolean;
}

/** The months a row, a container, a PO line's or a product's containers have. */
function monthsOf(report: string, date: string) {
  const month = `'${report}', substr(c.${date}, 1, 7)`;
  return {
    row: (row: 'old' | 'new') =>
      `select '${report}', substr(${row}.${date}, 1, 7) where ${row}.${date} is not null`,
    container: (id: string) =>
      `select ${month} from containers c where c.id = ${id} and c.${date} is not null`,
    poLine: (id: string) => `select distinct ${month}
      from container_lines cl inner join containers c on c.id = cl.container_id
      where cl.po_line_id = ${id} and c.${date} is not null`,
    product: (id: string) => `select distinct ${month}
      from po_lines pl
      inner join container_lines cl on cl.po_line_id = pl.id
      inner join containers c on c.id = cl.container_id
      where pl.product_id = ${id} and c.${date} is not null`,
  };
}

function sqliteTriggers(spec: RollupTriggers): string[] {
  const { report: name, date } = spec;
  const months = monthsOf(name, date);
  const statements = [
    `create trigger ${name}_dirty_container_insert after insert on containers
      when new.${date} is not null
      begin ${markDirty(months.row('new'))} end`,
    `create trigger ${name}_dirty_container_update
      after update of ${spec.containerColumns.join(', ')} on containers
      when (old.${date} is not null or new.${date} is not null)
        and (${changedSqlite(spec.containerColumns)})
      begin ${markDirty(months.row('old'))} ${markDirty(months.row('new'))} end`,
    `create trigger ${name}_dirty_container_delete after delete on containers
      when old.${date} is not null
      begin ${markDirty(months.row('old'))} end`,
    `create trigger ${name}_dirty_line_insert after insert on container_lines
      begin ${markDirty(months.container('new.container_id'))} end`,
    `create trigger ${name}_dirty_line_update
      after update of ${spec.lineColumns.join(', ')} on container_lines
      begin ${markDirty(months.container('old.container_id'))}
        ${markDirty(months.container('new.container_id'))} end`,
    `create trigger ${name}_dirty_line_delete after delete on container_lines
      begin ${markDirty(months.container('old.container_id'))} end`,
  ];
  if (spec.poLineColumns) {
    statements.push(`create trigger ${name}_dirty_po_line
      after update of ${spec.poLineColumns.join(', ')} on po_lines
      when ${changedSqlite(spec.poLineColumns)}
      begin ${markDirty(months.poLine('new.id'))} end`);
  }
  if (spec.productCategory) {
    statements.push(`create trigger ${name}_dirty_product after update of category on products
      when old.category is not new.category
      begin ${markDirty(months.product('new.id'))} end`);
  }
  return statements;
}

function postgresTriggers(spec: RollupTriggers): string[] {
  const { report: name } = spec;
  const months = monthsOf(name, spec.date);
  const statements = [
    plpgsqlFunction(`${name}_dirty_container`, oldAndNew(months.row('old'), months.row('new'))),
    `create trigger ${name}_dirty_container_insert_delete after insert or delete on containers
      for each row execute function ${name}_dirty_container()`,
    `create trigger ${name}_dirty_container_update
      after update of ${spec.containerColumns.join(', ')} on containers for each row
      when (${changedPg(spec.containerColumns)})
      execute function ${name}_dirty_container()`,
    plpgsqlFunction(
      `${name}_dirty_container_line`,
      oldAndNew(months.container('old.container_id'), months.container('new.container_id')),
    ),
    `create trigger ${name}_dirty_container_line
      after insert or delete or update of ${spec.lineColumns.join(', ')} on container_lines
      for each row execute function ${name}_dirty_container_line()`,
  ];
  if (spec.poLineColumns) {
    statements.push(
      plpgsqlFunction(`${name}_dirty_po_line`, markDirty(months.poLine('new.id'))),
      `create trigger ${name}_dirty_po_line
        after update of ${spec.poLineColumns.join(', ')} on po_lines
        for each row when (${changedPg(spec.poLineColumns)})
        execute function ${name}_dirty_po_line()`,
    );
  }
  if (spec.productCategory) {
    statements.push(
      plpgsqlFunction(`${name}_dirty_product`, markDirty(months.product('new.id'))),
      `create trigger ${name}_dirty_product after update of category on products
        for each row when (old.category is distinct from new.category)
        execute function ${name}_dirty_product()`,
    );
  }
  return statements;
}

/** The statements creating a roll-up's triggers on containers, their lines, PO lines, products. */
export const rollupTriggers = (dialect: Dialect, spec: RollupTriggers): string[] =>
  dialect === 'postgres' ? postgresTriggers(spec) : sqliteTriggers(spec);

/** Marks every month of the containers' `date` dirty (a roll-up that starts uncounted). */
export const everyMonthDirty = (report: string, date: string) =>
  `insert into report_dirty_months (report, month)
    select distinct '${report}', substr(${date}, 1, 7) from containers where ${date} is not null`;
