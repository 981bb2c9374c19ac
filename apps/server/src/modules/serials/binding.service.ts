import {
  isParentLevel,
  normalizeContainerNumber,
  type BindChildRequest,
  type BindChildResponse,
  type BindEvent,
  type CodeLevel,
  type Language,
  type OpenParentRequest,
  type ParentState,
  type ScanContextKind,
  type ScanContextOption,
  type SerialCodeItem,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import type { ScopedActor } from '../../platform/auth/actor';
import { BusinessRule, found, NotFound } from '../../platform/http/errors';
import { ALL_SUPPLIERS, type Scope } from '../../platform/permissions/scope';
import { contextOf, packagingMax } from './binding-context';
import { levelName, NO_ANCESTORS } from './binding-rules';
import { attach, checkFit, checkTakes, roomOf, type ParentRow } from './code-binding';
import { addBindEvent, bindHistory } from './bind-event.repository';
import { openContainerCode, openProductParent } from './parent-opening';
import { scanContextRepository as facts } from './scan-context.repository';
import { bindScannedChild } from './scanned-child';
import { serialCodeRepository as repo } from './serial-code.repository';

/**
 * Scan stations and binding (issue 18; spec §5 "Binding", §8): a station opens a parent in
 * its context, then binds children one scan at a time; codes are unbound and re-bound with
 * a reason. Every write is one transaction that keeps the ancestor columns of the code and
 * of everything below it in step, guarded so that of two stations scanning the same code
 * at once one wins and the other is told where it went. Every refusal changes nothing; a
 * code of another supplier is one that does not exist (404).
 */

const MAX_CONTEXTS = 50;
const MAX_CHILDREN = 500;

type Station = 'parent' | 'container';

export async function scanContexts(
  deps: AppDeps,
  scope: Scope,
  query: { kind: ScanContextKind; keyword?: string | undefined },
): Promise<ScanContextOption[]> {
  const db = deps.db.kysely;
  const options = {
    poLine: facts.poLineOptions,
    product: facts.productOptions,
    container: facts.containerOptions,
  }[query.kind];
  return options(db, scope, query.keyword || undefined, MAX_CONTEXTS);
}

const requireCode = async (db: Queryable, scope: Scope, id: number) =>
  found(await repo.findById(db, scope, id));

async function requireParent(db: Queryable, scope: Scope, id: number): Promise<ParentRow> {
  const row = await requireCode(db, scope, id);
  if (!isParentLevel(row.level)) throw new BusinessRule('serials.notAParent', { code: row.code });
  return row as ParentRow;
}

/** A parent as a station shows it: counter, expected, maximum, newest children, pack components. */
async function stateOf(db: Queryable, id: number): Promise<ParentState> {
  const row = found(await repo.findById(db, ALL_SUPPLIERS, id));
  const [parent, children, max] = await Promise.all([
    repo.item(db, id),
    repo.children(db, id, MAX_CHILDREN),
    packagingMax(db, row.level, row.product_id),
  ]);
  let components: ParentState['components'] = [];
  if (row.level === 'pack' && row.product_id !== null) {
    const kit = await facts.kitOfProduct(db, row.product_id);
    const bound = await repo.childrenByProduct(db, id);
    components = (kit?.components ?? []).map((component) => ({
      productId: component.productId,
      productCode: component.productCode,
      needed: component.qty,
      bound: bound.get(component.productId) ?? 0,
    }));
  }
  return { parent, count: row.child_count, expected: row.expected, max, children, components };
}

export async function parentState(deps: AppDeps, scope: Scope, id: number): Promise<ParentState> {
  const db = deps.db.kysely;
  await requireParent(db, scope, id);
  return stateOf(db, id);
}

/** Scan a parent code at its station: the code it is, or a new one in the station's context. */
export async function openParent(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  body: OpenParentRequest,
  station: Station,
): Promise<ParentState> {
  if (station === 'parent' && body.level === 'container') {
    throw new BusinessRule('serials.useContainerStation');
  }
  if (station === 'container' && body.level !== 'container') {
    throw new BusinessRule('serials.levelMismatch', {
      code: body.code,
      actual: levelName(lang, body.level),
      expected: levelName(lang, 'container'),
    });
  }
  return deps.db.kysely.transaction().execute(async (trx) => {
    const at = deps.clock().toISOString();
    const id =
      body.level === 'container'
        ? await openContainerCode(trx, actor, lang, body, at)
        : await openProductParent(trx, actor, lang, body, at);
    return stateOf(trx, id);
  });
}

/** Scan one child into a parent (bindToContainer: the container station's). */
export async function bindChild(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  parentId: number,
  body: BindChildRequest,
  station: Station,
): Promise<BindChildResponse> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const at = deps.clock().toISOString();
    const parent = await requireParent(trx, actor.scope, parentId);
    if (station === 'parent' && parent.level === 'container') {
      throw new BusinessRule('serials.useContainerStation');
    }
    if (station === 'container' && parent.level !== 'container') {
      throw new BusinessRule('serials.notAParent', { code: parent.code });
    }
    const { childId, limit } = await bindScannedChild(trx, actor, lang, parent, body, at);
    const after = found(await repo.findById(trx, ALL_SUPPLIERS, parent.id));
    return {
      child: await repo.item(trx, childId),
      count: after.child_count,
      expected: limit,
      full: limit !== null && after.child_count >= limit,
    };
  });
}

/** A supplier user does not take codes out of containers: that is the container station's. */
function checkLeaves(scope: Scope, from: ParentRow | null): void {
  if (from?.level === 'container' && scope.kind === 'ownSuppliers') {
    throw new BusinessRule('serials.useContainerStation');
  }
}

/** Take a code out of its parent, with a reason; the parent is open again. */
export async function unbindCode(
  deps: AppDeps,
  actor: ScopedActor,
  id: number,
  reason: string,
): Promise<SerialCodeItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const at = deps.clock().toISOString();
    const child = await requireCode(trx, actor.scope, id);
    if (child.parent_id === null) throw new BusinessRule('serials.notBound', { code: child.code });
    const from = (await requireCode(trx, ALL_SUPPLIERS, child.parent_id)) as ParentRow;
    checkLeaves(actor.scope, from);
    await repo.releaseSlot(trx, from.id);
    if (!(await repo.moveChild(trx, child.id, from.id, null, NO_ANCESTORS, at))) {
      throw new BusinessRule('serials.notBound', { code: child.code });
    }
    if (isParentLevel(child.level)) {
      await repo.moveDescendants(trx, child.level, child.id, NO_ANCESTORS);
    }
    await addBindEvent(trx, {
      codeId: child.id,
      action: 'unbind',
      from: from.id,
      to: null,
      reason,
      userId: actor.userId,
      at,
    });
    return repo.item(trx, child.id);
  });
}

/** Move a code (bound or loose) under another parent, with a reason: one 'rebind' event. */
export async function rebindCode(
  deps: AppDeps,
  actor: ScopedActor,
  lang: Language,
  id: number,
  body: { parentId: number; reason: string },
): Promise<SerialCodeItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const at = deps.clock().toISOString();
    const child = await requireCode(trx, actor.scope, id);
    const target = await requireParent(trx, actor.scope, body.parentId);
    if (target.level === 'container') throw new BusinessRule('serials.useContainerStation');
    if (child.parent_id === target.id) {
      throw new BusinessRule('serials.sameParent', { code: child.code, parent: target.code });
    }
    checkTakes(lang, target, child.level);
    const limit = await roomOf(trx, target);
    const from =
      child.parent_id === null
        ? null
        : ((await requireCode(trx, ALL_SUPPLIERS, child.parent_id)) as ParentRow);
    checkLeaves(actor.scope, from);
    const childItem = await repo.item(trx, child.id);
    const slot = await checkFit(trx, await repo.item(trx, target.id), {
      ...contextOf(childItem),
      code: child.code,
    });
    await attach(
      trx,
      actor,
      lang,
      target,
      limit,
      child,
      slot,
      {
        from,
        action: 'rebind',
        reason: body.reason,
      },
      at,
    );
    return repo.item(trx, child.id);
  });
}

/** Close a parent (it takes no more children) or open it again; an event when it changes. */
export async function setParentClosed(
  deps: AppDeps,
  actor: ScopedActor,
  id: number,
  closed: boolean,
): Promise<ParentState> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await requireParent(trx, actor.scope, id);
    if (await repo.setClosed(trx, id, closed)) {
      await addBindEvent(trx, {
        codeId: id,
        action: closed ? 'close' : 'reopen',
        from: null,
        to: null,
        reason: '',
        userId: actor.userId,
        at: deps.clock().toISOString(),
      });
    }
    return stateOf(trx, id);
  });
}

/** One code by level and code (a container number as printed or as stored). */
export async function findCode(
  deps: AppDeps,
  scope: Scope,
  lang: Language,
  query: { level: CodeLevel; code: string },
): Promise<SerialCodeItem> {
  const db = deps.db.kysely;
  const row =
    (await repo.findScanned(db, scope, query.level, query.code)) ??
    (query.level === 'container'
      ? await repo.findScanned(db, scope, query.level, normalizeContainerNumber(query.code))
      : undefined);
  if (!row) {
    throw new NotFound('serials.codeNotFound', {
      level: levelName(lang, query.level),
      code: query.code,
    });
  }
  return repo.item(db, row.id);
}

export async function codeHistory(deps: AppDeps, scope: Scope, id: number): Promise<BindEvent[]> {
  const db = deps.db.kysely;
  await requireCode(db, scope, id);
  return bindHistory(db, id);
}
