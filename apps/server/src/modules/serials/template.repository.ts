import type {
  CheckRule,
  CodeLevel,
  CodeTemplateItem,
  ListCodeTemplatesQuery,
  TemplateSegment,
} from '@lading/shared';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { whereKeyword } from '../../db/text-search';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';

/**
 * SQL of serial-number templates (issue 18). A template is a family of versions
 * (`code_templates`, family_id = the first version's id); the newest version has
 * is_current = 1, and only it is listed, edited, switched on or off and matched against.
 */

function templates(db: Queryable) {
  return db
    .selectFrom('code_templates as ct')
    .leftJoin('products as p', 'p.id', 'ct.product_id')
    .leftJoin('suppliers as s', 's.id', 'ct.supplier_id')
    .leftJoin('users as u', 'u.id', 'ct.created_by_user_id');
}

const withTemplateColumns = (query: ReturnType<typeof templates>) =>
  query.select([
    'ct.id',
    'ct.family_id as familyId',
    'ct.version',
    'ct.is_current as isCurrent',
    'ct.name',
    'ct.level',
    'ct.product_id as productId',
    'p.product_id as productCode',
    'p.short_name as productName',
    'ct.supplier_id as supplierId',
    's.code as supplierCode',
    's.name as supplierName',
    'ct.segments_json as segmentsJson',
    'ct.check_rule as checkRule',
    'ct.unique_codes as uniqueCodes',
    'ct.active',
    'u.username as createdBy',
    'ct.created_at as createdAt',
  ]);

interface TemplateRow {
  id: number;
  familyId: number;
  version: number;
  isCurrent: number;
  name: string;
  level: string;
  productId: number | null;
  productCode: string | null;
  productName: string | null;
  supplierId: number | null;
  supplierCode: string | null;
  supplierName: string | null;
  segmentsJson: string;
  checkRule: string;
  uniqueCodes: number;
  active: number;
  createdBy: string | null;
  createdAt: string;
}

/** A template version as the contract has it (codeCount filled in by `withCodeCounts`). */
export type TemplateRecord = CodeTemplateItem & { isCurrent: boolean; uniqueCodes: boolean };

const parseSegments = (json: string) => JSON.parse(json) as TemplateSegment[];

const toRecord = (row: TemplateRow): TemplateRecord => ({
  id: row.id,
  familyId: row.familyId,
  version: row.version,
  isCurrent: row.isCurrent === 1,
  name: row.name,
  level: row.level as CodeLevel,
  productId: row.productId,
  productCode: row.productCode ?? null,
  productName: row.productName ?? null,
  supplierId: row.supplierId,
  supplierCode: row.supplierCode ?? null,
  supplierName: row.supplierName ?? null,
  segments: parseSegments(row.segmentsJson),
  checkRule: row.checkRule as CheckRule,
  uniqueCodes: row.uniqueCodes === 1,
  active: row.active === 1,
  codeCount: 0,
  createdBy: row.createdBy ?? null,
  createdAt: row.createdAt,
});

/** Supplier users see the templates of all suppliers and of their own suppliers only. */
function inScope<Q extends ReturnType<typeof templates>>(query: Q, scope: Scope): Q {
  const ids = supplierIdsOf(scope);
  if (!ids) return query;
  return query.where((eb) =>
    eb.or([eb('ct.supplier_id', 'is', null), eb('ct.supplier_id', 'in', ids)]),
  ) as Q;
}

/** The values of a new template version. */
export interface TemplateVersionValues {
  familyId: number;
  version: number;
  name: string;
  level: CodeLevel;
  productId: number | null;
  supplierId: number | null;
  segments: readonly TemplateSegment[];
  checkRule: CheckRule;
  uniqueCodes: boolean;
  active: boolean;
  userId: number | null;
}

/** What binding matches a code against: the template that applies, its segments parsed. */
export interface ResolvedTemplate {
  id: number;
  familyId: number;
  version: number;
  name: string;
  segments: TemplateSegment[];
  checkRule: CheckRule;
  /** the template makes its codes unique per level (a segment is not repeatable) */
  uniqueCodes: boolean;
}

/**
 * The current, active template that applies to codes of `level` for this product and
 * supplier, the most specific first: (product, supplier) > (product, all suppliers) >
 * (universal, supplier) > (universal, all suppliers). A null productId (a container) or
 * supplierId looks at universal or all-supplier templates only. Undefined when none applies.
 */
export async function resolveTemplate(
  db: Queryable,
  scope: { level: CodeLevel; productId: number | null; supplierId: number | null },
): Promise<ResolvedTemplate | undefined> {
  const { level, productId, supplierId } = scope;
  const row = await db
    .selectFrom('code_templates')
    .select(['id', 'family_id', 'version', 'name', 'segments_json', 'check_rule', 'unique_codes'])
    .where('level', '=', level)
    .where('is_current', '=', 1)
    .where('active', '=', 1)
    .where((eb) =>
      productId === null
        ? eb('product_id', 'is', null)
        : eb.or([eb('product_id', '=', productId), eb('product_id', 'is', null)]),
    )
    .where((eb) =>
      supplierId === null
        ? eb('supplier_id', 'is', null)
        : eb.or([eb('supplier_id', '=', supplierId), eb('supplier_id', 'is', null)]),
    )
    // a product's template before a universal one, then a supplier's before all suppliers'
    .orderBy(sql`case when product_id is null then 1 else 0 end`)
    .orderBy(sql`case when supplier_id is null then 1 else 0 end`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      familyId: row.family_id,
      version: row.version,
      name: row.name,
      segments: parseSegments(row.segments_json),
      checkRule: row.check_rule as CheckRule,
      uniqueCodes: row.unique_codes === 1,
    }
  );
}

export const codeTemplateRepository = {
  /** Current versions of one level, filtered, the newest template first. */
  async page(db: Queryable, query: ListCodeTemplatesQuery, scope: Scope) {
    let filtered = inScope(
      templates(db).where('ct.level', '=', query.level).where('ct.is_current', '=', 1),
      scope,
    );
    filtered = whereKeyword(filtered, query.keyword, ['ct.name', 'p.product_id', 's.code']);
    if (query.productId) filtered = filtered.where('ct.product_id', '=', query.productId);
    if (query.supplierId) filtered = filtered.where('ct.supplier_id', '=', query.supplierId);
    if (query.active !== undefined) filtered = filtered.where('ct.active', '=', query.active);
    const { total, list } = await pagedList(
      filtered,
      (q) => withTemplateColumns(q).orderBy('ct.family_id', 'desc'),
      query,
    );
    return { total, list: (list as TemplateRow[]).map(toRecord) };
  },

  async findById(db: Queryable, id: number, scope: Scope): Promise<TemplateRecord | undefined> {
    const row = await withTemplateColumns(inScope(templates(db), scope))
      .where('ct.id', '=', id)
      .executeTakeFirst();
    return row && toRecord(row as TemplateRow);
  },

  /** Every version of a family, the newest first. */
  async versions(db: Queryable, familyId: number): Promise<TemplateRecord[]> {
    const rows = await withTemplateColumns(templates(db))
      .where('ct.family_id', '=', familyId)
      .orderBy('ct.version', 'desc')
      .execute();
    return (rows as TemplateRow[]).map(toRecord);
  },

  /**
   * The current, active template of another family for exactly this level, product and
   * supplier (null matching null): what a second active template would duplicate.
   */
  async activeSameScope(
    db: Queryable,
    values: { level: CodeLevel; productId: number | null; supplierId: number | null },
    exceptFamilyId: number | null,
  ) {
    let query = db
      .selectFrom('code_templates')
      .select(['id', 'name', 'version'])
      .where('level', '=', values.level)
      .where('is_current', '=', 1)
      .where('active', '=', 1)
      .where('product_id', values.productId === null ? 'is' : '=', values.productId)
      .where('supplier_id', values.supplierId === null ? 'is' : '=', values.supplierId);
    if (exceptFamilyId !== null) query = query.where('family_id', '<>', exceptFamilyId);
    return query.orderBy('id').executeTakeFirst();
  },

  /** Codes stored per template version (0 for a version without codes). */
  async codeCounts(db: Queryable, templateIds: readonly number[]): Promise<Map<number, number>> {
    if (!templateIds.length) return new Map();
    const rows = await db
      .selectFrom('serial_codes')
      .select((eb) => ['template_id', eb.fn.countAll<number | string>().as('n')])
      .where('template_id', 'in', [...templateIds])
      .groupBy('template_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.template_id), Number(row.n)]));
  },

  async productExists(db: Queryable, id: number) {
    return !!(await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst());
  },

  async supplierExists(db: Queryable, id: number) {
    return !!(await db
      .selectFrom('suppliers')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst());
  },

  /**
   * Inserts a version (current). A first version's family is its own id, which exists only
   * once inserted: pass familyId null and it is set by a second statement.
   */
  async insertVersion(
    db: Queryable,
    values: Omit<TemplateVersionValues, 'familyId'> & { familyId: number | null },
    at: string,
  ): Promise<number> {
    const row = await db
      .insertInto('code_templates')
      .values({
        family_id: values.familyId ?? 0,
        version: values.version,
        is_current: 1,
        name: values.name,
        level: values.level,
        product_id: values.productId,
        supplier_id: values.supplierId,
        segments_json: JSON.stringify(values.segments),
        check_rule: values.checkRule,
        unique_codes: values.uniqueCodes ? 1 : 0,
        active: values.active ? 1 : 0,
        created_by_user_id: values.userId,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (values.familyId === null) {
      await db
        .updateTable('code_templates')
        .set({ family_id: row.id })
        .where('id', '=', row.id)
        .execute();
    }
    return row.id;
  },

  /** The version is no longer its family's newest; false when it already was not. */
  async markNotCurrent(db: Queryable, id: number) {
    const result = await db
      .updateTable('code_templates')
      .set({ is_current: 0 })
      .where('id', '=', id)
      .where('is_current', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Switches the current version on or off; false when it is no longer current. */
  async setActive(db: Queryable, id: number, active: boolean) {
    const result = await db
      .updateTable('code_templates')
      .set({ active: active ? 1 : 0 })
      .where('id', '=', id)
      .where('is_current', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
