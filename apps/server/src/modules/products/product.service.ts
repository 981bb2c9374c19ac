import {
  emptyCountryShortNames,
  label,
  packageCbm,
  unitCbm,
  type Activeness,
  type CountryShortNames,
  type Language,
  type ListProductsQuery,
  type Page,
  type ProductCategory,
  type ProductItem,
  type ProductRevision,
  type SaveProductBody,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import { referencesTo } from '../../db/references';
import type { ProductRow } from '../../db/schema';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { Conflict, NotFound } from '../../platform/http/errors';
import { productRepository, type ProductColumns } from './product.repository';
import { revisionsOf } from './product.revisions';
import { cmFromMm, gramsFromKg, kgFromGrams, mmFromCm } from './units';

/** The row as the contract shows it: grams and mm back to kg and cm, CBM computed. */
export function toItem(row: ProductRow): ProductItem {
  const lengthCm = cmFromMm(row.length_mm);
  const widthCm = cmFromMm(row.width_mm);
  const heightCm = cmFromMm(row.height_mm);
  const cbm = packageCbm(lengthCm, widthCm, heightCm);
  return {
    id: row.id,
    productId: row.product_id,
    itemNumber: row.item_number,
    shortName: row.short_name,
    modelNumber: row.model_number,
    modelName: row.model_name,
    activeness: row.activeness as Activeness,
    brand: row.brand,
    category: row.category as ProductCategory,
    netWeightKg: kgFromGrams(row.net_weight_g),
    grossWeightKg: kgFromGrams(row.gross_weight_g),
    countryShortNames: {
      ...emptyCountryShortNames(),
      ...(JSON.parse(row.country_short_names_json) as Partial<CountryShortNames>),
    },
    packageType: row.package_type,
    qtyPerPackage: row.qty_per_package,
    lengthCm,
    widthCm,
    heightCm,
    cbm,
    unitCbm: unitCbm(cbm, row.qty_per_package),
    serialized: row.serialized === 1,
    moq: row.moq,
    msq: row.msq,
    standardLeadTimeDays: row.standard_lead_time_days,
    safetyStockQty: row.safety_stock_qty,
    safetyLeadTimeDays: row.safety_lead_time_days,
    relatedMainProductModel: row.related_main_product_model,
    parentSn: row.parent_sn,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** kg and cm to storage units; the contract has already limited the decimals. */
export function toColumns(product: Omit<SaveProductBody, never>): ProductColumns {
  const { netWeightKg, grossWeightKg, lengthCm, widthCm, heightCm, ...rest } = product;
  return {
    ...rest,
    netWeightGrams: gramsFromKg(netWeightKg),
    grossWeightGrams: gramsFromKg(grossWeightKg),
    lengthMm: mmFromCm(lengthCm),
    widthMm: mmFromCm(widthCm),
    heightMm: mmFromCm(heightCm),
  };
}

async function requireProduct(db: Queryable, id: number): Promise<ProductItem> {
  const found = await productRepository.findById(db, id);
  if (!found) throw new NotFound();
  return toItem(found);
}

/** Product ID and item number are each unique (ignoring case, as people type them). */
async function refuseTaken(db: Queryable, body: SaveProductBody, id?: number) {
  const sameProduct = await productRepository.findByProductId(db, body.productId);
  if (sameProduct && sameProduct.id !== id) {
    throw new Conflict('product.productIdExists', { productId: body.productId });
  }
  const sameItem = await productRepository.findByItemNumber(db, body.itemNumber);
  if (sameItem && sameItem.id !== id) {
    throw new Conflict('product.itemNumberExists', { itemNumber: body.itemNumber });
  }
}

export async function listProducts(
  deps: AppDeps,
  query: ListProductsQuery,
): Promise<Page<ProductItem>> {
  const { total, list } = await productRepository.page(deps.db.kysely, query, query);
  return pageAnswer(list.map(toItem), total, query);
}

export const getProduct = (deps: AppDeps, id: number) => requireProduct(deps.db.kysely, id);

export async function createProduct(
  deps: AppDeps,
  actor: Actor,
  body: SaveProductBody,
): Promise<ProductItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await refuseTaken(trx, body);
    const id = await productRepository.insert(trx, {
      ...toColumns(body),
      at: deps.clock().toISOString(),
    });
    const created = await requireProduct(trx, id);
    await appendAudit(trx, actor, {
      action: 'product.create',
      entity: 'product',
      entityId: id,
      after: created,
    });
    return created;
  });
}

/** Making a product Inactive is a plain update; the web offers a replacement afterwards. */
export async function updateProduct(
  deps: AppDeps,
  actor: Actor,
  id: number,
  body: SaveProductBody,
): Promise<ProductItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireProduct(trx, id);
    await refuseTaken(trx, body, id);
    await productRepository.update(trx, id, {
      ...toColumns(body),
      at: deps.clock().toISOString(),
    });
    const after = await requireProduct(trx, id);
    await appendAudit(trx, actor, {
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** What uses a product, in the order the refusal names them (db/references.ts). */
const USES = [
  ['po_lines', 'products:uses.poLines'],
  ['so_lines', 'products:uses.soLines'],
  ['kit_components', 'products:uses.kits'],
  ['product_packaging', 'products:uses.packaging'],
  ['lead_times', 'products:uses.leadTimes'],
] as const;

/** "3 PO lines and 1 kit" / "3 个采购订单行和 1 个套件": the uses that are there, in `lang`. */
function usesText(lang: Language, counts: Record<(typeof USES)[number][0], number>): string {
  const parts = USES.filter(([table]) => counts[table] > 0).map(([table, key]) =>
    label(lang, key, { count: counts[table] }),
  );
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(parts);
}

/**
 * A product nothing uses is deleted; one that order lines, kits, packaging or lead times
 * name is refused with where it is used, and nothing changes. Its audit rows stay, so the
 * modification record still shows it (and its deletion).
 */
export async function deleteProduct(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  id: number,
): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireProduct(trx, id);
    const used = await referencesTo(trx, 'products', id);
    if (Object.values(used).some((count) => count > 0)) {
      throw new Conflict('product.inUse', {
        productId: before.productId,
        uses: usesText(lang, used),
      });
    }
    await productRepository.delete(trx, id);
    await appendAudit(trx, actor, {
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      before,
    });
  });
}

export async function listProductRevisions(deps: AppDeps, id: number): Promise<ProductRevision[]> {
  await requireProduct(deps.db.kysely, id);
  return productRevisionHistory(deps, id);
}

/** A product's revisions, unchecked: an id that is no product's has none (the Excel export). */
export async function productRevisionHistory(
  deps: AppDeps,
  id: number,
): Promise<ProductRevision[]> {
  return revisionsOf(await productRepository.auditTrail(deps.db.kysely, id));
}
