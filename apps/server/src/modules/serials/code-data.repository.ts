import {
  CODE_LEVELS,
  type BoundState,
  type CodeDataItem,
  type CodeDataSortField,
  type CodeLevel,
  type LevelCount,
  type ParentLevel,
  type SortOrder,
} from '@lading/shared';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { fetchPage } from '../../db/paging';
import { startsWithText } from '../../db/text-search';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import { ANCESTOR_COLUMNS } from './binding-rules';
import { codeItems } from './code-item.repository';

/**
 * SQL of the code data screens (issue 19): the code lists (filters on `serial_codes`'s own
 * columns, so the count reads that table alone; the page's ids then read as items), a
 * parent's direct children, what lies below a code per level, and the codes of one text.
 * Every read takes the caller's scope: a supplier user's lists hold its suppliers' codes
 * only, so never a container code (containers have no supplier).
 */

/** The list filters, resolved: day range as instants, the container number as code ids. */
export interface CodeListFilter {
  level?: CodeLevel | undefined;
  /** the code's start */
  code?: string | undefined;
  productId?: number | undefined;
  supplierId?: number | undefined;
  /** the PO number's start */
  poNumber?: string | undefined;
  /** the container codes the codes lie in (or are) */
  containerCodeIds?: readonly number[] | undefined;
  bound?: BoundState | undefined;
  /** created_at ≥ start, < end (UTC ISO instants) */
  start?: string | undefined;
  end?: string | undefined;
}

export interface CodeListOrder {
  sortBy: CodeDataSortField;
  sortOrder: SortOrder;
}

type Page = { pageNum: number; pageSize: number };

/**
 * `column` starts with `prefix`, exactly: the range lets the code index read it (both
 * databases), the LIKE keeps it to the prefix whatever the collation (PostgreSQL's may sort
 * punctuation aside) — SQLite's LIKE ignores case, the range does not.
 */
const startsWith = (column: 'c.code', prefix: string) => {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${sql.ref(column)} >= ${prefix} and ${sql.ref(column)} < ${`${prefix}\uffff`} and ${sql.ref(column)} like ${pattern} escape '\\'`;
};

function filtered(db: Queryable, scope: Scope, filter: CodeListFilter) {
  let query = db.selectFrom('serial_codes as c');
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where('c.supplier_id', 'in', ids);
  if (filter.level) query = query.where('c.level', '=', filter.level);
  if (filter.code) query = query.where(startsWith('c.code', filter.code));
  if (filter.productId) query = query.where('c.product_id', '=', filter.productId);
  if (filter.supplierId) query = query.where('c.supplier_id', '=', filter.supplierId);
  if (filter.poNumber) {
    const poNumber = filter.poNumber;
    query = query.where('c.po_line_id', 'in', (eb) =>
      eb
        .selectFrom('po_lines as l')
        .innerJoin('purchase_orders as o', 'o.id', 'l.po_id')
        .select('l.id')
        .where(startsWithText('o.po_number', poNumber)),
    );
  }
  const containers = filter.containerCodeIds;
  if (containers) {
    query = query.where((eb) =>
      eb.or([eb('c.up_container_id', 'in', containers), eb('c.id', 'in', containers)]),
    );
  }
  if (filter.bound === 'bound') query = query.where('c.parent_id', 'is not', null);
  if (filter.bound === 'unbound') query = query.where('c.parent_id', 'is', null);
  if (filter.start) query = query.where('c.created_at', '>=', filter.start);
  if (filter.end) query = query.where('c.created_at', '<', filter.end);
  return query;
}

/** One page of the filtered codes, sorted (ties by id, in the same direction). */
async function list(
  db: Queryable,
  scope: Scope,
  filter: CodeListFilter,
  order: CodeListOrder,
  page: Page,
): Promise<{ total: number; list: CodeDataItem[] }> {
  const base = filtered(db, scope, filter);
  const direction = order.sortOrder;
  let rows = base.select('c.id');
  if (order.sortBy === 'createdAt') rows = rows.orderBy('c.created_at', direction);
  if (order.sortBy === 'code') rows = rows.orderBy('c.code', direction);
  if (order.sortBy === 'childCount') rows = rows.orderBy('c.child_count', direction);
  if (order.sortBy === 'boundAt') {
    // loose codes last either way (SQLite and PostgreSQL place nulls differently)
    rows = rows
      .orderBy(sql`case when c.bound_at is null then 1 else 0 end`)
      .orderBy('c.bound_at', direction);
  }
  rows = rows.orderBy('c.id', direction);
  const { total, list: ids } = await fetchPage(
    base.select((eb) => eb.fn.countAll<number>().as('total')),
    rows,
    page,
  );
  return {
    total,
    list: await codeItems(
      db,
      ids.map((row) => Number(row.id)),
    ),
  };
}

/** The container codes whose number starts with this (at most `limit`; newest first). */
async function containerCodeIds(db: Queryable, containerNo: string, limit = 1000) {
  const rows = await db
    .selectFrom('serial_codes as c')
    .select('c.id')
    .where(startsWith('c.code', containerNo))
    .where('c.level', '=', 'container')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** A parent's direct children in scope, by id. */
async function children(
  db: Queryable,
  scope: Scope,
  parentId: number,
  page: Page,
): Promise<{ total: number; list: CodeDataItem[] }> {
  let base = db.selectFrom('serial_codes as c').where('c.parent_id', '=', parentId);
  const ids = supplierIdsOf(scope);
  if (ids) base = base.where('c.supplier_id', 'in', ids);
  const { total, list: rows } = await fetchPage(
    base.select((eb) => eb.fn.countAll<number>().as('total')),
    base.select('c.id').orderBy('c.id'),
    page,
  );
  return {
    total,
    list: await codeItems(
      db,
      rows.map((row) => Number(row.id)),
    ),
  };
}

/** How many codes of each level lie below a code (any depth), lowest level first. */
async function belowCounts(
  db: Queryable,
  scope: Scope,
  parent: { id: number; level: ParentLevel },
): Promise<LevelCount[]> {
  let query = db
    .selectFrom('serial_codes')
    .select(['level', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where(ANCESTOR_COLUMNS[parent.level], '=', parent.id);
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where('supplier_id', 'in', ids);
  const rows = await query.groupBy('level').execute();
  return rows
    .map((row) => ({ level: row.level as CodeLevel, count: Number(row.n) }))
    .sort((a, b) => CODE_LEVELS.indexOf(a.level) - CODE_LEVELS.indexOf(b.level));
}

/**
 * The codes of exactly this text, in scope (at most `limit`, newest first): of one level,
 * or any; a container number also as stored (normalized) when it was typed otherwise.
 */
async function byText(
  db: Queryable,
  scope: Scope,
  query: { code: string; level?: CodeLevel | undefined; containerNo?: string | undefined },
  limit: number,
): Promise<CodeDataItem[]> {
  let select = db.selectFrom('serial_codes as c').select('c.id');
  const { code, level, containerNo } = query;
  select = select.where((eb) => {
    const exact = level
      ? eb.and([eb('c.code', '=', code), eb('c.level', '=', level)])
      : eb('c.code', '=', code);
    if (!containerNo || containerNo === code) return exact;
    return eb.or([
      exact,
      eb.and([eb('c.code', '=', containerNo), eb('c.level', '=', 'container')]),
    ]);
  });
  const ids = supplierIdsOf(scope);
  if (ids) select = select.where('c.supplier_id', 'in', ids);
  const rows = await select.orderBy('c.id', 'desc').limit(limit).execute();
  return codeItems(
    db,
    rows.map((row) => Number(row.id)),
  );
}

export const codeDataRepository = {
  list,
  containerCodeIds,
  children,
  belowCounts,
  byText,
};
