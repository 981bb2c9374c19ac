import {
  fieldLabels,
  packageCbm,
  translateError,
  unitCbm,
  type Activeness,
  type KitComponentItem,
  type KitItem,
  type KitLifeCycle,
  type KitRevision,
  type Language,
  type ListKitsQuery,
  type Page,
  type SaveKitBody,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { pageAnswer } from '../../db/paging';
import type { Selectable } from 'kysely';
import type { KitTable } from '../../db/schema';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { Conflict, found, ValidationError, type FieldError } from '../../platform/http/errors';
import { cmFromMm, kgFromGrams } from '../products/units';
import { kitRepository } from './kit.repository';
import { kitRevisionsOf } from './kit.revisions';
import { toProductSummary } from './product-summary';

type ComponentRow = Awaited<ReturnType<typeof kitRepository.components>>[number];

function toComponent(row: ComponentRow): KitComponentItem {
  const cbm = packageCbm(cmFromMm(row.length_mm), cmFromMm(row.width_mm), cmFromMm(row.height_mm));
  return {
    product: toProductSummary(row),
    qty: row.qty,
    unitCbm: unitCbm(cbm, row.qty_per_package),
    grossWeightKg: kgFromGrams(row.gross_weight_g),
  };
}

/** The kit with its components and the derived totals of one kit. */
function toItem(row: Selectable<KitTable>, componentRows: readonly ComponentRow[]): KitItem {
  const components = componentRows.map(toComponent);
  const micro = components.reduce((sum, c) => sum + Math.round(c.unitCbm * 1e6) * c.qty, 0);
  const grams = componentRows.reduce((sum, c) => sum + c.gross_weight_g * c.qty, 0);
  return {
    id: row.id,
    kitCode: row.kit_code,
    name: row.name,
    lifeCycle: row.life_cycle as KitLifeCycle,
    activeness: row.activeness as Activeness,
    description: row.description,
    components,
    componentCount: components.length,
    totalPieces: components.reduce((sum, c) => sum + c.qty, 0),
    totalCbm: micro / 1e6,
    grossWeightKg: kgFromGrams(grams),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function requireKit(db: Queryable, id: number): Promise<KitItem> {
  return toItem(
    found(await kitRepository.findById(db, id)),
    await kitRepository.components(db, [id]),
  );
}

/** Kit code and name are each unique (ignoring case). */
async function refuseTaken(db: Queryable, body: SaveKitBody, id?: number) {
  const sameCode = await kitRepository.findByCode(db, body.kitCode);
  if (sameCode && sameCode.id !== id) {
    throw new Conflict('kit.codeExists', { kitCode: body.kitCode });
  }
  const sameName = await kitRepository.findByName(db, body.name);
  if (sameName && sameName.id !== id) throw new Conflict('common.nameExists');
}

/**
 * Every component names an existing product; a product newly put in the kit must be
 * Active (one already in it may stay after it was made Inactive). Refusals name the line.
 */
async function refuseBadComponents(
  db: Queryable,
  lang: Language,
  body: SaveKitBody,
  kept: ReadonlySet<number> = new Set(),
) {
  const products = new Map(
    (
      await kitRepository.products(
        db,
        body.components.map((c) => c.product),
      )
    ).map((p) => [p.id, p]),
  );
  const problems: FieldError[] = [];
  const refuse = (index: number, problem: string) =>
    problems.push({
      field: `components.${index}.product`,
      message: translateError(lang, 'validation.failed', {
        field: fieldLabels.product![lang],
        problem,
      }),
    });
  body.components.forEach((component, index) => {
    const product = products.get(component.product);
    if (!product) refuse(index, translateError(lang, 'kit.unknownProduct'));
    else if (product.activeness !== 'Active' && !kept.has(product.id)) {
      refuse(index, translateError(lang, 'kit.inactiveProduct', { productId: product.product_id }));
    }
  });
  if (problems.length) throw new ValidationError(problems);
}

export async function listKits(deps: AppDeps, query: ListKitsQuery): Promise<Page<KitItem>> {
  const db = deps.db.kysely;
  const { total, list } = await kitRepository.page(db, query, query);
  const components = await kitRepository.components(
    db,
    list.map((row) => row.id),
  );
  return pageAnswer(
    list.map((row) =>
      toItem(
        row,
        components.filter((c) => c.kit_id === row.id),
      ),
    ),
    total,
    query,
  );
}

export const getKit = (deps: AppDeps, id: number) => requireKit(deps.db.kysely, id);

const columnsOf = (body: SaveKitBody) => ({
  kitCode: body.kitCode,
  name: body.name,
  lifeCycle: body.lifeCycle,
  activeness: body.activeness,
  description: body.description,
});

export async function createKit(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  body: SaveKitBody,
): Promise<KitItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await refuseBadComponents(trx, lang, body);
    await refuseTaken(trx, body);
    const id = await kitRepository.insert(trx, {
      ...columnsOf(body),
      at: deps.clock().toISOString(),
    });
    await kitRepository.replaceComponents(trx, id, body.components);
    const created = await requireKit(trx, id);
    await appendAudit(trx, actor, {
      action: 'kit.create',
      entity: 'kit',
      entityId: id,
      after: created,
    });
    return created;
  });
}

export async function updateKit(
  deps: AppDeps,
  actor: Actor,
  lang: Language,
  id: number,
  body: SaveKitBody,
): Promise<KitItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireKit(trx, id);
    await refuseBadComponents(trx, lang, body, new Set(before.components.map((c) => c.product.id)));
    await refuseTaken(trx, body, id);
    await kitRepository.update(trx, id, { ...columnsOf(body), at: deps.clock().toISOString() });
    await kitRepository.replaceComponents(trx, id, body.components);
    const after = await requireKit(trx, id);
    await appendAudit(trx, actor, {
      action: 'kit.update',
      entity: 'kit',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Nothing refers to kits yet (pack serials will): a kit is deleted with its components. */
export async function deleteKit(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireKit(trx, id);
    await kitRepository.delete(trx, id);
    await appendAudit(trx, actor, { action: 'kit.delete', entity: 'kit', entityId: id, before });
  });
}

export async function listKitRevisions(deps: AppDeps, id: number): Promise<KitRevision[]> {
  await requireKit(deps.db.kysely, id);
  return kitRevisionsOf(await kitRepository.auditTrail(deps.db.kysely, id));
}
