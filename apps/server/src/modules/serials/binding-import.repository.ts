import type { CheckRule, CodeLevel, ParentLevel, TemplateSegment } from '@lading/shared';
import { sql, type Insertable } from 'kysely';
import { insertTuplesInBlocks } from '../../db/bulk-insert';
import { inChunks, selectInChunks } from '../../db/chunks';
import { isUniqueViolation } from '../../db/constraint-errors';
import type { Queryable } from '../../db/database';
import type { SerialCodeTable } from '../../db/schema';
import { ANCESTOR_COLUMN_LIST, ANCESTOR_COLUMNS, type Ancestors } from './binding-rules';
import type { KitFacts, StoredCode, TemplateFacts } from './binding-import.world';
import { CODE_COLUMNS } from './serial-code.repository';

/**
 * SQL of a binding file (issue 19), set-based: what the file names is read in a few
 * statements whatever its size (codes by `IN` lists of up to 30,000, the products, suppliers,
 * templates, packaging and kits it needs), and it is written the same way — new codes in
 * multi-row INSERTs of fixed sizes (db/bulk-insert.ts), stored codes moved per parent,
 * counters per parent, one bind event per row. Every write is guarded like a station's (a
 * loose code stays loose until claimed; a parent takes children only while open and under
 * its limit): a count that differs from the plan's means another writer came between, and
 * the caller rolls everything back.
 */

/** Every stored code of any level whose code is one of `codes`. */
async function codesNamed(db: Queryable, codes: readonly string[]): Promise<StoredCode[]> {
  const rows = await selectInChunks(codes, (chunk) =>
    db.selectFrom('serial_codes').select(CODE_COLUMNS).where('code', 'in', chunk).execute(),
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), level: row.level as CodeLevel }));
}

async function codesById(db: Queryable, ids: readonly number[]) {
  const rows = await selectInChunks(ids, (chunk) =>
    db
      .selectFrom('serial_codes')
      .select(['id', 'code', 'level'])
      .where('id', 'in', chunk)
      .execute(),
  );
  return rows.map((row) => ({ id: Number(row.id), code: row.code, level: row.level as CodeLevel }));
}

async function productsByCode(db: Queryable, codes: readonly string[]) {
  return selectInChunks(codes, (chunk) =>
    db
      .selectFrom('products')
      .select(['id', 'product_id as code'])
      .where('product_id', 'in', chunk)
      .execute(),
  );
}

async function productsById(db: Queryable, ids: readonly number[]) {
  return selectInChunks(ids, (chunk) =>
    db
      .selectFrom('products')
      .select(['id', 'product_id as code'])
      .where('id', 'in', chunk)
      .execute(),
  );
}

async function suppliersByCode(db: Queryable, codes: readonly string[]) {
  return selectInChunks(codes, (chunk) =>
    db.selectFrom('suppliers').select(['id', 'code']).where('code', 'in', chunk).execute(),
  );
}

async function suppliersById(db: Queryable, ids: readonly number[]) {
  return selectInChunks(ids, (chunk) =>
    db.selectFrom('suppliers').select(['id', 'code']).where('id', 'in', chunk).execute(),
  );
}

/** The current, active templates of these levels (a few dozen rows). */
async function templatesOf(db: Queryable, levels: readonly CodeLevel[]): Promise<TemplateFacts[]> {
  if (levels.length === 0) return [];
  const rows = await db
    .selectFrom('code_templates')
    .select([
      'id',
      'level',
      'product_id',
      'supplier_id',
      'name',
      'segments_json',
      'check_rule',
      'unique_codes',
    ])
    .where('level', 'in', [...levels])
    .where('is_current', '=', 1)
    .where('active', '=', 1)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    level: row.level as CodeLevel,
    productId: row.product_id,
    supplierId: row.supplier_id,
    name: row.name,
    segments: JSON.parse(row.segments_json) as TemplateSegment[],
    checkRule: row.check_rule as CheckRule,
    uniqueCodes: row.unique_codes === 1,
  }));
}

async function packagingOf(db: Queryable, productIds: readonly number[]) {
  const rows = await selectInChunks(productIds, (chunk) =>
    db
      .selectFrom('product_packaging')
      .select(['product_id', 'pieces_per_carton', 'cartons_per_pallet'])
      .where('product_id', 'in', chunk)
      .execute(),
  );
  return new Map(
    rows.map((row) => [
      row.product_id,
      { piecesPerCarton: row.pieces_per_carton, cartonsPerPallet: row.cartons_per_pallet },
    ]),
  );
}

/** The kits of these products (a kit's product is the product of its kit code), by product id. */
async function kitsOf(db: Queryable, productIds: readonly number[]) {
  const kits = await selectInChunks(productIds, (chunk) =>
    db
      .selectFrom('kits as k')
      .innerJoin('products as p', 'p.product_id', 'k.kit_code')
      .select(['p.id as productId', 'k.id as kitId', 'k.kit_code as code'])
      .where('p.id', 'in', chunk)
      .execute(),
  );
  const byProduct = new Map<number, KitFacts>();
  if (kits.length === 0) return byProduct;
  const components = await db
    .selectFrom('kit_components as kc')
    .innerJoin('products as p', 'p.id', 'kc.product_id')
    .select(['kc.kit_id', 'kc.product_id as productId', 'p.product_id as productCode', 'kc.qty'])
    .where(
      'kc.kit_id',
      'in',
      kits.map((kit) => kit.kitId),
    )
    .orderBy('kc.sort')
    .orderBy('kc.id')
    .execute();
  for (const kit of kits) {
    byProduct.set(kit.productId, {
      code: kit.code,
      components: components
        .filter((c) => c.kit_id === kit.kitId)
        .map(({ productId, productCode, qty }) => ({ productId, productCode, qty })),
    });
  }
  return byProduct;
}

/** The children of stored packs per product (a kit takes so many of each component). */
async function packChildren(db: Queryable, packIds: readonly number[]) {
  const rows = await selectInChunks(packIds, (chunk) =>
    db
      .selectFrom('serial_codes')
      .select(['parent_id', 'product_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('parent_id', 'in', chunk)
      .groupBy(['parent_id', 'product_id'])
      .execute(),
  );
  const byPack = new Map<number, Map<number | null, number>>();
  for (const row of rows) {
    const id = Number(row.parent_id);
    if (!byPack.has(id)) byPack.set(id, new Map());
    byPack.get(id)!.set(row.product_id, Number(row.n));
  }
  return byPack;
}

/** The columns of a new code, in the order of its tuple (its id drawn with reserveIds). */
export const NEW_CODE_COLUMNS = [
  'id',
  'code',
  'level',
  'unique_code',
  'product_id',
  'supplier_id',
  'po_line_id',
  'template_id',
  'parent_id',
  ...ANCESTOR_COLUMN_LIST,
  'child_count',
  'expected',
  'created_by_user_id',
  'created_at',
  'bound_at',
] as const satisfies readonly (keyof SerialCodeTable)[];

/**
 * New codes as tuples, ids given. False when a unique code was taken meanwhile (another
 * writer stored it since the file was checked): the caller rolls everything back.
 */
async function insertCodes(db: Queryable, tuples: readonly (readonly unknown[])[]) {
  try {
    await insertTuplesInBlocks(db, 'serial_codes', NEW_CODE_COLUMNS, tuples, (block) =>
      db.insertInto('serial_codes').values(block as Insertable<SerialCodeTable>[]),
    );
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Loose stored codes put into one parent; answers how many were still loose. */
async function bindLoose(
  db: Queryable,
  ids: readonly number[],
  parentId: number,
  ancestors: Ancestors,
  at: string,
): Promise<number> {
  let bound = 0;
  for (const chunk of inChunks(ids)) {
    const result = await db
      .updateTable('serial_codes')
      .set({ parent_id: parentId, ...ancestors, bound_at: at })
      .where('id', 'in', chunk)
      .where('parent_id', 'is', null)
      .executeTakeFirst();
    bound += Number(result.numUpdatedRows);
  }
  return bound;
}

/** The codes below stored parents of one level that moved take their new ancestors above it. */
async function moveBelow(
  db: Queryable,
  level: ParentLevel,
  ids: readonly number[],
  above: Partial<Ancestors>,
): Promise<void> {
  if (Object.keys(above).length === 0) return;
  for (const chunk of inChunks(ids)) {
    await db
      .updateTable('serial_codes')
      .set(above)
      .where(ANCESTOR_COLUMNS[level], 'in', chunk)
      .execute();
  }
}

/**
 * `more` children for each of these stored parents, only while open and under `limit`
 * (none: no limit); answers how many parents took them.
 */
async function addChildren(
  db: Queryable,
  ids: readonly number[],
  more: number,
  limit: number | null,
): Promise<number> {
  let taken = 0;
  for (const chunk of inChunks(ids)) {
    let query = db
      .updateTable('serial_codes')
      .set((eb) => ({ child_count: eb('child_count', '+', more) }))
      .where('id', 'in', chunk)
      .where('closed', '=', 0);
    if (limit !== null) query = query.where('child_count', '<=', limit - more);
    taken += Number((await query.executeTakeFirst()).numUpdatedRows);
  }
  return taken;
}

/**
 * One bind event for each of these codes, into the parent it is in now (written after the
 * binds, in one INSERT … SELECT a chunk of codes at a time).
 */
async function insertEvents(
  db: Queryable,
  codeIds: readonly number[],
  event: { reason: string; userId: number; at: string },
) {
  for (const chunk of inChunks(codeIds)) {
    await db
      .insertInto('serial_bind_events')
      .columns(['code_id', 'action', 'from_parent_id', 'to_parent_id', 'reason', 'user_id', 'at'])
      .expression((eb) =>
        eb
          .selectFrom('serial_codes')
          .select((s) => [
            'id',
            sql.lit('bind').as('action'),
            // literals, not parameters: PostgreSQL would type a parameter here as text
            sql.lit(null).as('from_parent_id'),
            'parent_id',
            s.val(event.reason).as('reason'),
            sql.lit(Math.trunc(event.userId)).as('user_id'),
            s.val(event.at).as('at'),
          ])
          .where('id', 'in', chunk)
          .where('parent_id', 'is not', null),
      )
      .execute();
  }
}

export const bindingImportRepository = {
  codesNamed,
  codesById,
  productsByCode,
  productsById,
  suppliersByCode,
  suppliersById,
  templatesOf,
  packagingOf,
  kitsOf,
  packChildren,
  insertCodes,
  bindLoose,
  moveBelow,
  addChildren,
  insertEvents,
};
