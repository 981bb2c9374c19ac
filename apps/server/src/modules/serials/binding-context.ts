import {
  checkIso6346,
  failureParamsIn,
  matchCode,
  normalizeContainerNumber,
  type CodeLevel,
  type Language,
  type MatchContext,
  type MatchTemplate,
  type ScanContext,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { BusinessRule, NotFound } from '../../platform/http/errors';
import { allowsSupplier, type Scope } from '../../platform/permissions/scope';
import { levelName, maxOf } from './binding-rules';
import { scanContextRepository as facts, type KitFacts } from './scan-context.repository';
import { resolveTemplate } from './template.repository';

/**
 * What a scanned code belongs to and whether it may be stored (issue 18): the station's
 * context resolved (a PO line brings its product and supplier; a child takes its parent's
 * unless told otherwise; a supplier user's one supplier goes without saying), the code
 * matched against the template that applies, and the packaging maximum of a parent.
 */

export interface CodeContext {
  productId: number | null;
  productCode: string | null;
  supplierId: number | null;
  supplierCode: string | null;
  poLineId: number | null;
}

export const NO_CONTEXT: CodeContext = {
  productId: null,
  productCode: null,
  supplierId: null,
  supplierCode: null,
  poLineId: null,
};

/** The context of a stored code: its product, supplier and PO line. */
export const contextOf = (code: {
  productId: number | null;
  productCode: string | null;
  supplierId: number | null;
  supplierCode: string | null;
  poLineId: number | null;
}): CodeContext => ({
  productId: code.productId,
  productCode: code.productCode,
  supplierId: code.supplierId,
  supplierCode: code.supplierCode,
  poLineId: code.poLineId,
});

/**
 * The context a request names, on top of `inherited` (a parent's, or none): a PO line
 * brings its product and supplier, which must agree with any given; a supplier out of the
 * caller's scope, or a PO line of one, is a 404.
 */
export async function resolveContext(
  db: Queryable,
  scope: Scope,
  given: Partial<ScanContext> | undefined,
  inherited: CodeContext = NO_CONTEXT,
): Promise<CodeContext> {
  let productId = given?.productId ?? null;
  let supplierId = given?.supplierId ?? null;
  let poLineId: number | null = null;
  if (given?.poLineId) {
    const line = await facts.poLine(db, given.poLineId);
    if (!line || !allowsSupplier(scope, line.supplier_id)) throw new NotFound();
    if (
      (productId !== null && productId !== line.product_id) ||
      (supplierId !== null && supplierId !== line.supplier_id)
    ) {
      throw new BusinessRule('serials.contextMismatch', {
        poLine: `${line.po_number}/${line.line_no}`,
      });
    }
    productId = line.product_id;
    supplierId = line.supplier_id;
    poLineId = line.id;
  } else {
    productId ??= inherited.productId;
    supplierId ??= inherited.supplierId;
    if (productId === inherited.productId && supplierId === inherited.supplierId) {
      poLineId = inherited.poLineId;
    }
  }
  if (supplierId === null && scope.kind === 'ownSuppliers' && scope.supplierIds.length === 1) {
    supplierId = scope.supplierIds[0]!;
  }
  if (supplierId !== null && !allowsSupplier(scope, supplierId)) throw new NotFound();
  const productCode =
    productId === null
      ? null
      : productId === inherited.productId
        ? inherited.productCode
        : ((await facts.productCode(db, productId)) ?? null);
  const supplierCode =
    supplierId === null
      ? null
      : supplierId === inherited.supplierId
        ? inherited.supplierCode
        : ((await facts.supplierCode(db, supplierId)) ?? null);
  if ((productId !== null && productCode === null) || (supplierId !== null && !supplierCode)) {
    throw new NotFound();
  }
  return { productId, productCode, supplierId, supplierCode, poLineId };
}

/** A product level code needs its product and supplier. */
export function requireProduct(
  context: CodeContext,
): asserts context is CodeContext & { productId: number; supplierId: number } {
  if (context.productId === null || context.supplierId === null) {
    throw new BusinessRule('serials.contextRequired');
  }
}

export interface CheckedCode {
  /** as stored: container numbers normalized */
  code: string;
  templateId: number | null;
  unique: boolean;
}

/**
 * The code against the template that applies to its level, product and supplier. A
 * container number without a container template must be a valid ISO 6346 number; every
 * container number is unique.
 */
export async function checkedCode(
  db: Queryable,
  lang: Language,
  level: CodeLevel,
  code: string,
  context: CodeContext,
): Promise<CheckedCode> {
  if (level === 'container') {
    const normalized = normalizeContainerNumber(code);
    const template = await resolveTemplate(db, { level, productId: null, supplierId: null });
    if (!template) {
      const iso = checkIso6346(normalized);
      if (!iso.ok) throw new BusinessRule('serials.containerNonConforming', { reason: iso.reason });
      return { code: iso.normalized, templateId: null, unique: true };
    }
    matched(lang, template, normalized, {});
    return { code: normalized, templateId: template.id, unique: true };
  }
  requireProduct(context);
  const template = await resolveTemplate(db, {
    level,
    productId: context.productId,
    supplierId: context.supplierId,
  });
  if (!template) throw new BusinessRule('serials.noTemplate', { level: levelName(lang, level) });
  matched(lang, template, code, {
    productCode: context.productCode,
    supplierCode: context.supplierCode,
  });
  return { code, templateId: template.id, unique: template.uniqueCodes };
}

function matched(
  lang: Language,
  template: MatchTemplate,
  code: string,
  context: MatchContext,
): void {
  const result = matchCode(template, code, context);
  if (!result.ok) {
    throw new BusinessRule(result.failure.key, failureParamsIn(lang, result.failure));
  }
}

/** The kit a pack code of this product holds; a product that is no kit holds none. */
export async function kitOf(db: Queryable, productId: number | null): Promise<KitFacts> {
  const kit = productId === null ? undefined : await facts.kitOfProduct(db, productId);
  if (!kit) throw new BusinessRule('serials.notAKit');
  return kit;
}

/** A parent's packaging maximum: carton and pallet from its product's packaging, a pack from its kit. */
export async function packagingMax(
  db: Queryable,
  level: CodeLevel,
  productId: number | null,
): Promise<number | null> {
  if (productId === null) return null;
  if (level === 'carton' || level === 'pallet') {
    const packaging = await facts.packaging(db, productId);
    return maxOf(level, {
      piecesPerCarton: packaging?.pieces_per_carton ?? null,
      cartonsPerPallet: packaging?.cartons_per_pallet ?? null,
      kitPieces: null,
    });
  }
  if (level === 'pack') {
    const kit = await facts.kitOfProduct(db, productId);
    if (!kit) return null;
    const kitPieces = kit.components.reduce((sum, component) => sum + component.qty, 0);
    return maxOf(level, { piecesPerCarton: null, cartonsPerPallet: null, kitPieces });
  }
  return null;
}

/**
 * The context of a new child of a pack: the component product named, else the kit
 * component whose template the code matches (the first; refused as the first refused).
 */
export async function componentContext(
  db: Queryable,
  scope: Scope,
  lang: Language,
  pack: { productId: number | null },
  child: { level: CodeLevel; code: string; context?: Partial<ScanContext> | undefined },
  inherited: CodeContext,
): Promise<CodeContext> {
  const kit = await kitOf(db, pack.productId);
  const base = await resolveContext(db, scope, child.context, {
    ...inherited,
    productId: null,
    productCode: null,
    poLineId: null,
  });
  if (base.productId !== null) return base;
  let refusal: BusinessRule | undefined;
  for (const component of kit.components) {
    const context = { ...base, productId: component.productId, productCode: component.productCode };
    try {
      await checkedCode(db, lang, child.level, child.code, context);
      return context;
    } catch (error) {
      if (!(error instanceof BusinessRule)) throw error;
      refusal ??= error;
    }
  }
  throw refusal ?? new BusinessRule('serials.contextRequired');
}
