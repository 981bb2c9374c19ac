import type {
  LeadTimeItem,
  ListLeadTimesQuery,
  ListProductLeadTimesQuery,
  Page,
  ProductLeadTimeItem,
  SaveLeadTimeBody,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { BusinessRule, Conflict, found } from '../../platform/http/errors';
import { toProductSummary, toProductWithCategory } from '../kits/product-summary';
import { findSupplierRef } from '../suppliers/supplier.service';
import { leadTimeRepository, type LeadTimeRow } from './lead-time.repository';

const toItem = (row: LeadTimeRow): LeadTimeItem => ({
  id: row.id,
  product: toProductSummary(row),
  supplier: { id: row.supplier_ref, code: row.supplier_code, name: row.supplier_name },
  leadTimeDays: row.days,
  note: row.note,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

async function requireLeadTime(db: Queryable, id: number): Promise<LeadTimeItem> {
  return toItem(found(await leadTimeRepository.findById(db, id)));
}

/** The product and supplier exist, and the pair has no other lead time. */
async function refuseBadPair(db: Queryable, body: SaveLeadTimeBody, id?: number) {
  const product = await leadTimeRepository.product(db, body.product);
  if (!product) throw new BusinessRule('leadTime.unknownProduct');
  const supplier = await findSupplierRef(db, body.supplier);
  if (!supplier) throw new BusinessRule('leadTime.unknownSupplier');
  const same = await leadTimeRepository.findPair(db, body.product, body.supplier);
  if (same && same.id !== id) {
    throw new Conflict('leadTime.exists', {
      productId: product.product_id,
      supplier: supplier.code,
    });
  }
}

export async function listLeadTimes(
  deps: AppDeps,
  query: ListLeadTimesQuery,
): Promise<Page<LeadTimeItem>> {
  const { total, list } = await leadTimeRepository.page(deps.db.kysely, query, query);
  return pageAnswer(list.map(toItem), total, query);
}

/** /production/itemLT: each product with its standard, safety and supplier lead times. */
export async function listProductLeadTimes(
  deps: AppDeps,
  query: ListProductLeadTimesQuery,
): Promise<Page<ProductLeadTimeItem>> {
  const db = deps.db.kysely;
  const { total, list } = await leadTimeRepository.productPage(db, query, query);
  const times = await leadTimeRepository.ofProducts(
    db,
    list.map((row) => row.product_ref),
  );
  return pageAnswer(
    list.map((row) => {
      const suppliers = times
        .filter((time) => time.product_id === row.product_ref)
        .map((time) => ({
          supplier: { id: time.supplier_ref, code: time.supplier_code, name: time.supplier_name },
          leadTimeDays: time.days,
        }));
      const days = suppliers.map((s) => s.leadTimeDays);
      return {
        product: toProductWithCategory(row),
        standardLeadTimeDays: row.standard_lead_time_days,
        safetyLeadTimeDays: row.safety_lead_time_days,
        minDays: days.length ? Math.min(...days) : null,
        maxDays: days.length ? Math.max(...days) : null,
        suppliers,
      };
    }),
    total,
    query,
  );
}

export async function createLeadTime(
  deps: AppDeps,
  actor: Actor,
  body: SaveLeadTimeBody,
): Promise<LeadTimeItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await refuseBadPair(trx, body);
    const id = await leadTimeRepository.insert(trx, { ...body, at: deps.clock().toISOString() });
    const created = await requireLeadTime(trx, id);
    await appendAudit(trx, actor, {
      action: 'leadTime.create',
      entity: 'leadTime',
      entityId: id,
      after: created,
    });
    return created;
  });
}

export async function updateLeadTime(
  deps: AppDeps,
  actor: Actor,
  id: number,
  body: SaveLeadTimeBody,
): Promise<LeadTimeItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireLeadTime(trx, id);
    await refuseBadPair(trx, body, id);
    await leadTimeRepository.update(trx, id, { ...body, at: deps.clock().toISOString() });
    const after = await requireLeadTime(trx, id);
    await appendAudit(trx, actor, {
      action: 'leadTime.update',
      entity: 'leadTime',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export async function deleteLeadTime(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireLeadTime(trx, id);
    await leadTimeRepository.delete(trx, id);
    await appendAudit(trx, actor, {
      action: 'leadTime.delete',
      entity: 'leadTime',
      entityId: id,
      before,
    });
  });
}
