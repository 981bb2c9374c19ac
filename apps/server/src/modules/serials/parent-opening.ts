import { type Language, type OpenParentRequest } from '@lading/shared';
import type { Queryable } from '../../db/database';
import type { ScopedActor } from '../../platform/auth/actor';
import { BusinessRule, found, NotFound } from '../../platform/http/errors';
import {
  checkedCode,
  kitOf,
  NO_CONTEXT,
  packagingMax,
  requireProduct,
  resolveContext,
  type CodeContext,
} from './binding-context';
import { codeInScope, containerNoKey, levelName } from './binding-rules';
import { scanContextRepository as facts } from './scan-context.repository';
import { serialCodeRepository as repo, uniqueKeyOf, type CodeRow } from './serial-code.repository';

/**
 * Opening a parent at a station (issue 18): the code scanned is the parent it already is —
 * the station reopens on it — or a new one, stored in the station's context once its
 * template (ISO 6346 for container numbers without a template) accepts it. Two stations
 * opening the same new code at once end on the same parent.
 */

/** The station's expected count: at most the packaging's maximum. */
function checkExpected(expected: number | null, max: number | null): void {
  if (expected !== null && max !== null && expected > max) {
    throw new BusinessRule('serials.expectedAboveMax', { expected, max });
  }
}

/** A stored parent scanned again: its product and supplier must be the station's. */
async function reopened(
  db: Queryable,
  actor: ScopedActor,
  lang: Language,
  existing: CodeRow,
  context: CodeContext,
  expected: number | null,
): Promise<number> {
  if (!codeInScope(actor.scope, existing.supplier_id)) throw new NotFound();
  const item = await repo.item(db, existing.id);
  const station = levelName(lang, existing.level);
  if (existing.product_id !== context.productId) {
    throw new BusinessRule('serials.productMismatch', {
      code: existing.code,
      actual: item.productCode ?? '',
      parent: station,
      expected: context.productCode ?? '',
    });
  }
  if (existing.supplier_id !== context.supplierId) {
    throw new BusinessRule('serials.supplierMismatch', {
      code: existing.code,
      actual: item.supplierCode ?? '',
      parent: station,
      expected: context.supplierCode ?? '',
    });
  }
  if (expected !== null && expected !== existing.expected) {
    await repo.setExpected(db, existing.id, expected);
  }
  return existing.id;
}

/** A product, pack, gift box, carton or pallet code: its parent id. */
export async function openProductParent(
  db: Queryable,
  actor: ScopedActor,
  lang: Language,
  body: OpenParentRequest,
  at: string,
): Promise<number> {
  const { level, code } = body;
  const context = await resolveContext(db, actor.scope, body.context);
  requireProduct(context);
  if (level === 'pack') await kitOf(db, context.productId);
  const max = await packagingMax(db, level, context.productId);
  checkExpected(body.expected, max);
  const existing =
    (await repo.findUnique(db, level, code)) ??
    (await repo.findRepeated(db, { ...context, level, code, openOnly: true }));
  if (existing) return reopened(db, actor, lang, existing, context, body.expected);
  const checked = await checkedCode(db, lang, level, code, context);
  const id = await repo.insert(
    db,
    {
      ...checked,
      level,
      productId: context.productId,
      supplierId: context.supplierId,
      poLineId: context.poLineId,
      containerId: null,
      expected: body.expected ?? max,
      userId: actor.userId,
      at,
    },
    null,
  );
  if (id !== undefined) return id;
  // another station stored it first: this one opens on it
  const taken = found(await repo.findUnique(db, level, checked.code));
  return reopened(db, actor, lang, taken, context, body.expected);
}

/**
 * A container number at the container station: for a planned container (not cancelled)
 * whose number, when planning has one, is the one scanned.
 */
export async function openContainerCode(
  db: Queryable,
  actor: ScopedActor,
  lang: Language,
  body: OpenParentRequest,
  at: string,
): Promise<number> {
  const containerId = body.context.containerId;
  const planned = containerId === null ? undefined : await facts.container(db, containerId);
  if (!planned || planned.status === 'Cancelled') {
    throw new BusinessRule('serials.containerRequired');
  }
  const checked = await checkedCode(db, lang, 'container', body.code, NO_CONTEXT);
  if (
    planned.container_no &&
    containerNoKey(planned.container_no) !== containerNoKey(checked.code)
  ) {
    throw new BusinessRule('serials.containerNoMismatch', {
      planned: planned.container_no,
      code: checked.code,
    });
  }
  const existing = async () => {
    const row = await repo.findUnique(
      db,
      'container',
      uniqueKeyOf('container', checked.code, planned.id),
    );
    if (!row) return undefined;
    if (!codeInScope(actor.scope, row.supplier_id)) throw new NotFound();
    if (body.expected !== null && body.expected !== row.expected) {
      await repo.setExpected(db, row.id, body.expected);
    }
    return row.id;
  };
  const stored = await existing();
  if (stored !== undefined) return stored;
  const id = await repo.insert(
    db,
    {
      ...checked,
      level: 'container',
      productId: null,
      supplierId: null,
      poLineId: null,
      containerId: planned.id,
      expected: body.expected,
      userId: actor.userId,
      at,
    },
    null,
  );
  if (id !== undefined) return id;
  // another station stored it first: this one opens on it
  const again = await existing();
  if (again === undefined) throw new NotFound();
  return again;
}
