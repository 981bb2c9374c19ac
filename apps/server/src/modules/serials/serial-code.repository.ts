import type { CodeLevel, ParentLevel, SerialCodeItem } from '@lading/shared';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import {
  ancestorsAbove,
  ANCESTOR_COLUMN_LIST,
  ANCESTOR_COLUMNS,
  NO_ANCESTORS,
  type Ancestors,
} from './binding-rules';
import { stationItemQuery } from './code-item.repository';

/**
 * SQL of serial codes and their binding (issue 18): codes read raw (with their ancestor
 * columns) or as the contract's items (with product, supplier, PO line and parent codes),
 * and the guarded writes of binding — a child is claimed only while it is where the caller
 * saw it, a parent takes a child only while open and under its limit — so two stations
 * scanning at once never both succeed.
 */

/** A code as stored: what the rules look at. */
export interface CodeRow extends Ancestors {
  id: number;
  code: string;
  level: CodeLevel;
  unique_code: string | null;
  product_id: number | null;
  supplier_id: number | null;
  po_line_id: number | null;
  container_id: number | null;
  template_id: number | null;
  parent_id: number | null;
  child_count: number;
  expected: number | null;
  closed: number;
}

/** A code's own columns, ancestors included: what the binding rules read. */
export const CODE_COLUMNS = [
  'id',
  'code',
  'level',
  'unique_code',
  'product_id',
  'supplier_id',
  'po_line_id',
  'container_id',
  'template_id',
  'parent_id',
  'child_count',
  'expected',
  'closed',
  ...ANCESTOR_COLUMN_LIST,
] as const;

const asCode = (row: object | undefined) => row as CodeRow | undefined;

/** A code by id, when it lies in the scope (codes of no supplier: staff only). */
async function findById(db: Queryable, scope: Scope, id: number): Promise<CodeRow | undefined> {
  let query = db.selectFrom('serial_codes').select(CODE_COLUMNS).where('id', '=', id);
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where('supplier_id', 'in', ids);
  return asCode(await query.executeTakeFirst());
}

/**
 * The unique key of a code: the code itself, but a container number with its planned
 * container — containers come back for later shipments under the same number, and each
 * shipment's container code is its own parent.
 */
export const uniqueKeyOf = (level: CodeLevel, code: string, containerId: number | null) =>
  level === 'container' ? `${code}@${containerId ?? 0}` : code;

/** The code of a level that is unique (its template makes it so), whoever's it is. */
async function findUnique(
  db: Queryable,
  level: CodeLevel,
  code: string,
): Promise<CodeRow | undefined> {
  return asCode(
    await db
      .selectFrom('serial_codes')
      .select(CODE_COLUMNS)
      .where('level', '=', level)
      .where('unique_code', '=', code)
      .executeTakeFirst(),
  );
}

/**
 * The newest loose code of a level that is not unique (its template repeats codes), of this
 * product and supplier — open ones only when asked (a station reopening on it).
 */
async function findRepeated(
  db: Queryable,
  values: {
    level: CodeLevel;
    code: string;
    productId: number | null;
    supplierId: number | null;
    openOnly: boolean;
  },
): Promise<CodeRow | undefined> {
  let query = db
    .selectFrom('serial_codes')
    .select(CODE_COLUMNS)
    .where('code', '=', values.code)
    .where('level', '=', values.level)
    .where('unique_code', 'is', null)
    .where('parent_id', 'is', null)
    .where('product_id', values.productId === null ? 'is' : '=', values.productId)
    .where('supplier_id', values.supplierId === null ? 'is' : '=', values.supplierId);
  if (values.openOnly) query = query.where('closed', '=', 0);
  return asCode(await query.orderBy('id', 'desc').limit(1).executeTakeFirst());
}

/** A unique code of another level than the one scanned for (a label scanned at the wrong station). */
async function levelOfUnique(
  db: Queryable,
  scope: Scope,
  code: string,
  notLevel: CodeLevel,
): Promise<CodeLevel | undefined> {
  let query = db
    .selectFrom('serial_codes')
    .select('level')
    .where('code', '=', code)
    .where('unique_code', 'is not', null)
    .where('level', '!=', notLevel);
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where('supplier_id', 'in', ids);
  const row = await query.limit(1).executeTakeFirst();
  return row?.level as CodeLevel | undefined;
}

/** The code a scan finds by level and code, in scope: the unique one, else the newest. */
async function findScanned(
  db: Queryable,
  scope: Scope,
  level: CodeLevel,
  code: string,
): Promise<CodeRow | undefined> {
  let query = db
    .selectFrom('serial_codes')
    .select(CODE_COLUMNS)
    .where('code', '=', code)
    .where('level', '=', level);
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where('supplier_id', 'in', ids);
  return asCode(
    await query
      .orderBy(sql`case when unique_code is null then 1 else 0 end`)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  );
}

/** Codes as the contract's items, in the order of `orderBy` (children: newest bound first). */
const itemQuery = stationItemQuery;

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number];

const toItem = (row: ItemRow): SerialCodeItem => ({
  ...row,
  level: row.level as CodeLevel,
  productCode: row.productCode ?? null,
  supplierCode: row.supplierCode ?? null,
  poNumber: row.poNumber ?? null,
  poLineNo: row.poLineNo ?? null,
  parentCode: row.parentCode ?? null,
  closed: Number(row.closed) === 1,
});

async function item(db: Queryable, id: number): Promise<SerialCodeItem> {
  return toItem(await itemQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow());
}

async function children(db: Queryable, parentId: number, limit: number) {
  const rows = await itemQuery(db)
    .where('c.parent_id', '=', parentId)
    .orderBy('c.bound_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toItem);
}

/** How many children of each product a parent holds (a pack's components). */
async function childrenByProduct(db: Queryable, parentId: number) {
  const rows = await db
    .selectFrom('serial_codes')
    .select(['product_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('parent_id', '=', parentId)
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.n)]));
}

export interface NewCode {
  code: string;
  level: CodeLevel;
  unique: boolean;
  productId: number | null;
  supplierId: number | null;
  poLineId: number | null;
  containerId: number | null;
  templateId: number | null;
  expected: number | null;
  userId: number | null;
  at: string;
}

/**
 * Inserts a code, bound when `parent` is given; undefined when its unique code is taken
 * (another station stored it first: the caller reads that one). ON CONFLICT DO NOTHING
 * rather than catching the violation: on PostgreSQL a failed statement would end the
 * transaction, here it waits for the other writer and then answers no row.
 */
async function insert(
  db: Queryable,
  values: NewCode,
  parent: { id: number; ancestors: Ancestors } | null,
): Promise<number | undefined> {
  const row = await db
    .insertInto('serial_codes')
    .values({
      code: values.code,
      level: values.level,
      unique_code: values.unique
        ? uniqueKeyOf(values.level, values.code, values.containerId)
        : null,
      product_id: values.productId,
      supplier_id: values.supplierId,
      po_line_id: values.poLineId,
      container_id: values.containerId,
      template_id: values.templateId,
      parent_id: parent?.id ?? null,
      ...(parent?.ancestors ?? NO_ANCESTORS),
      expected: values.expected,
      created_by_user_id: values.userId,
      created_at: values.at,
      bound_at: parent ? values.at : null,
    })
    .onConflict((oc) => oc.columns(['level', 'unique_code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/**
 * Moves a code under `parent` (null: out of any) with these ancestors, only while its
 * parent is still `from` (null: loose); false when another station moved it first.
 */
async function moveChild(
  db: Queryable,
  id: number,
  from: number | null,
  parent: number | null,
  ancestors: Ancestors,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('serial_codes')
    .set({ parent_id: parent, ...ancestors, bound_at: parent === null ? null : at })
    .where('id', '=', id)
    .where('parent_id', from === null ? 'is' : '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every code below `id` (a code of `level`) takes its new ancestors above that level. */
async function moveDescendants(
  db: Queryable,
  level: ParentLevel,
  id: number,
  ancestors: Ancestors,
): Promise<void> {
  const above = ancestorsAbove(level, ancestors);
  if (Object.keys(above).length === 0) return;
  await db.updateTable('serial_codes').set(above).where(ANCESTOR_COLUMNS[level], '=', id).execute();
}

/**
 * One more child for the parent, only while it is open and under its limit (null: none).
 * The parent's row stays locked until the transaction ends: its ancestors read after this
 * are the ones committed, and binds into one parent take their turn.
 */
async function takeSlot(db: Queryable, id: number, limit: number | null): Promise<boolean> {
  let query = db
    .updateTable('serial_codes')
    .set((eb) => ({ child_count: eb('child_count', '+', 1) }))
    .where('id', '=', id)
    .where('closed', '=', 0);
  if (limit !== null) query = query.where('child_count', '<', limit);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One child less; a parent that loses one is open again. */
async function releaseSlot(db: Queryable, id: number): Promise<void> {
  await db
    .updateTable('serial_codes')
    .set((eb) => ({ child_count: eb('child_count', '-', 1), closed: 0 }))
    .where('id', '=', id)
    .execute();
}

async function setClosed(db: Queryable, id: number, closed: boolean): Promise<boolean> {
  const result = await db
    .updateTable('serial_codes')
    .set({ closed: closed ? 1 : 0 })
    .where('id', '=', id)
    .where('closed', '=', closed ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function setExpected(db: Queryable, id: number, expected: number | null): Promise<void> {
  await db.updateTable('serial_codes').set({ expected }).where('id', '=', id).execute();
}

export const serialCodeRepository = {
  findById,
  findUnique,
  findRepeated,
  findScanned,
  levelOfUnique,
  item,
  children,
  childrenByProduct,
  insert,
  moveChild,
  moveDescendants,
  takeSlot,
  releaseSlot,
  setClosed,
  setExpected,
};
