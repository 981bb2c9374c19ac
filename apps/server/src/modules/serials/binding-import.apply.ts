import { CODE_LEVELS, isParentLevel, type CodeLevel, type ParentLevel } from '@lading/shared';
import type { Dialect, Queryable } from '../../db/database';
import { reserveIds } from '../../db/reserve-ids';
import { BusinessRule } from '../../platform/http/errors';
import type { Scope } from '../../platform/permissions/scope';
import {
  ANCESTOR_COLUMN_LIST,
  ancestorsAbove,
  ancestorsUnder,
  NO_ANCESTORS,
  type Ancestors,
} from './binding-rules';
import { bindingImportRepository as repo } from './binding-import.repository';
import { ByCode, type BindingRow } from './binding-import.rules';
import type { BindingPlan, BindingWorld, CodeNode, StoredCode } from './binding-import.world';
import { uniqueKeyOf } from './serial-code.repository';

/**
 * A binding file's reads and writes (issue 19), each set-based: `loadWorld` reads in a few
 * statements every fact the rows are checked against; `applyPlan` writes a plan that passed,
 * level by level from the top — new codes inserted with their ancestor columns computed from
 * their parents', stored loose codes bound per parent and the codes below them moved, the
 * parents' counters raised, one bind event per row. Both run in the import's one transaction.
 */

/** Of two stored codes a scan of their level and code could find: the unique one, else the newest. */
const preferred = (a: StoredCode, b: StoredCode) =>
  a.unique_code !== null && b.unique_code === null
    ? true
    : a.unique_code === null && b.unique_code !== null
      ? false
      : a.id > b.id;

export async function loadWorld(
  db: Queryable,
  rows: readonly BindingRow[],
  access: { scope: Scope; containerBind: boolean },
): Promise<BindingWorld> {
  const codes = new Set<string>();
  const levels = new Set<CodeLevel>();
  const productCodes = new Set<string>();
  const supplierCodes = new Set<string>();
  for (const row of rows) {
    codes.add(row.childCode);
    codes.add(row.parentCode);
    levels.add(row.childLevel);
    levels.add(row.parentLevel);
    if (row.productCode !== null) productCodes.add(row.productCode);
    if (row.supplierCode !== null) supplierCodes.add(row.supplierCode);
  }
  const stored = new ByCode<StoredCode>();
  const uniqueLevels = new Map<string, CodeLevel>();
  for (const code of await repo.codesNamed(db, [...codes])) {
    const prior = stored.get(code.level, code.code);
    if (!prior || preferred(code, prior)) stored.set(code.level, code.code, code);
    if (code.unique_code !== null) uniqueLevels.set(code.code, code.level);
  }
  const inFile = [...stored.values()];
  const holders = [...new Set(inFile.flatMap((code) => code.parent_id ?? []))];
  const parentCodes = new Map((await repo.codesById(db, holders)).map((c) => [c.id, c.code]));

  const named = await repo.productsByCode(db, [...productCodes]);
  const productIds = new Set([
    ...named.map((p) => p.id),
    ...inFile.flatMap((code) => code.product_id ?? []),
  ]);
  const products = await repo.productsById(db, [...productIds]);
  const kits = await repo.kitsOf(db, [...productIds]);
  const productCodeOf = new Map(products.map((p) => [p.id, p.code]));
  for (const kit of kits.values()) {
    for (const c of kit.components) productCodeOf.set(c.productId, c.productCode);
  }
  const suppliersNamed = await repo.suppliersByCode(db, [...supplierCodes]);
  const supplierIds = new Set([
    ...suppliersNamed.map((s) => s.id),
    ...inFile.flatMap((code) => code.supplier_id ?? []),
  ]);
  const suppliers = await repo.suppliersById(db, [...supplierIds]);
  const packs = inFile.filter((code) => code.level === 'pack').map((code) => code.id);
  return {
    ...access,
    stored,
    uniqueLevels,
    parentCodes,
    productsByCode: new Map(named.map((p) => [p.code, p.id])),
    productCodes: productCodeOf,
    suppliersByCode: new Map(suppliersNamed.map((s) => [s.code, s.id])),
    supplierCodes: new Map(suppliers.map((s) => [s.id, s.code])),
    templates: await repo.templatesOf(db, [...levels]),
    packaging: await repo.packagingOf(db, [...productIds]),
    kits,
    packChildren: await repo.packChildren(db, packs),
  };
}

/** Another writer came between the checks and the writes: nothing of the file stays. */
const raced = () => new BusinessRule('serials.importRaced');

const storedAncestors = (code: StoredCode): Ancestors =>
  Object.fromEntries(ANCESTOR_COLUMN_LIST.map((column) => [column, code[column]])) as Ancestors;

/**
 * The ancestor columns a node ends with: under its file parent (one object per parent,
 * shared by its children), else as stored.
 */
function ancestorsOf(node: CodeNode): Ancestors {
  const parent = node.parent;
  if (parent) {
    parent.under ??= ancestorsUnder({
      ...parent.ancestors!,
      id: parent.id!,
      level: parent.level as ParentLevel,
    });
    return parent.under;
  }
  return node.stored ? storedAncestors(node.stored) : NO_ANCESTORS;
}

/** Groups by a key, keeping the first item of each group as its sample. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string) {
  const groups = new Map<string, { sample: T; items: T[] }>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { sample: item, items: [item] });
  }
  return [...groups.values()];
}

/** New codes of one level as tuples (NEW_CODE_COLUMNS), their parents' ids known by now. */
function newTuples(nodes: readonly CodeNode[], userId: number, at: string): unknown[][] {
  return nodes.map((node) => {
    const a = node.ancestors!;
    return [
      node.id,
      node.code,
      node.level,
      node.unique ? uniqueKeyOf(node.level, node.code, null) : null,
      node.productId,
      node.supplierId,
      node.poLineId,
      node.templateId,
      node.parent?.id ?? null,
      a.up_product_id,
      a.up_pack_id,
      a.up_gift_box_id,
      a.up_carton_id,
      a.up_pallet_id,
      a.up_container_id,
      node.rowsIn,
      node.expected,
      userId,
      at,
      node.parent ? at : null,
    ];
  });
}

/** One level's stored codes the file puts into parents, and the codes below them. */
async function bindStored(db: Queryable, nodes: readonly CodeNode[], at: string) {
  const moving = nodes.filter((node) => node.stored && node.parent);
  for (const { sample, items } of groupBy(moving, (node) => String(node.parent!.id))) {
    const ids = items.map((node) => node.id!);
    const bound = await repo.bindLoose(db, ids, sample.parent!.id!, sample.ancestors!, at);
    if (bound !== ids.length) throw raced();
  }
  const parents = moving.filter((node) => isParentLevel(node.level));
  const above = (node: CodeNode) => ancestorsAbove(node.level, node.ancestors!);
  for (const { sample, items } of groupBy(parents, (node) => JSON.stringify(above(node)))) {
    const ids = items.map((node) => node.id!);
    await repo.moveBelow(db, sample.level as ParentLevel, ids, above(sample));
  }
}

export interface Written {
  bound: number;
  created: number;
}

/** Writes a plan that passed every check (see the module's header); `raced` rolls it all back. */
export async function applyPlan(
  db: Queryable,
  plan: BindingPlan,
  by: { userId: number; at: string; reason: string; dialect: Dialect },
): Promise<Written> {
  const { userId, at } = by;
  const fresh = plan.nodes.filter((node) => !node.stored);
  // highest level first (plan order), so a parent's id is below its children's, as a station's
  const ids = await reserveIds(db, by.dialect, 'serial_codes', fresh.length);
  fresh.forEach((node, i) => (node.id = ids[i]!));
  const byLevel = new Map<CodeLevel, CodeNode[]>(CODE_LEVELS.map((level) => [level, []]));
  for (const node of plan.nodes) byLevel.get(node.level)!.push(node);
  for (const level of [...CODE_LEVELS].reverse()) {
    for (const node of byLevel.get(level)!) node.ancestors = ancestorsOf(node);
  }
  if (!(await repo.insertCodes(db, newTuples(fresh, userId, at)))) throw raced();
  for (const level of [...CODE_LEVELS].reverse()) await bindStored(db, byLevel.get(level)!, at);
  const fuller = plan.nodes.filter((node) => node.stored && node.rowsIn > 0);
  for (const { sample, items } of groupBy(fuller, (node) => `${node.rowsIn}:${node.limit}`)) {
    const ids = items.map((node) => node.id!);
    if ((await repo.addChildren(db, ids, sample.rowsIn, sample.limit)) !== ids.length) {
      throw raced();
    }
  }
  await repo.insertEvents(
    db,
    plan.bindings.map(({ child }) => child.id!),
    { reason: by.reason.slice(0, 300), userId, at },
  );
  return { bound: plan.bindings.length, created: fresh.length };
}
