import {
  isParentLevel,
  type BindAction,
  type CodeLevel,
  type Language,
  type ParentLevel,
  type SerialCodeItem,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import type { ScopedActor } from '../../platform/auth/actor';
import { BusinessRule, found, NotFound, type AppError } from '../../platform/http/errors';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { addBindEvent } from './bind-event.repository';
import { kitOf, packagingMax, type CodeContext } from './binding-context';
import {
  ancestorsUnder,
  canHold,
  codeInScope,
  isBoxLevel,
  levelName,
  limitOf,
  wouldCycle,
} from './binding-rules';
import { serialCodeRepository as repo, type CodeRow, type NewCode } from './serial-code.repository';

/**
 * Putting a code into a parent (issue 18): whether the parent takes it (level, open, room,
 * product and supplier, kit component), why a code already in a parent is refused, and the
 * guarded writes of a bind or re-bind — the parent's slot, then the child, then the codes
 * below it, then the event — that binding.service.ts runs in its transactions.
 */

export type ParentRow = CodeRow & { level: ParentLevel };

/** What a code is for the rules: its product and supplier with their codes. */
export type CodeFacts = CodeContext & { code: string };

/** A pack's component that a product fills: its kit and how many the kit takes. */
export interface PackSlot {
  kitCode: string;
  productId: number;
  productCode: string;
  qty: number;
}

/**
 * Whether the parent takes a child of this product and supplier: a container takes any; a
 * pack takes its kit's components; any other parent its own product of its own supplier.
 */
export async function checkFit(
  db: Queryable,
  parent: SerialCodeItem,
  child: CodeFacts,
): Promise<PackSlot | null> {
  if (parent.level === 'container') return null;
  if (parent.level === 'pack') {
    const kit = await kitOf(db, parent.productId);
    const component = kit.components.find((c) => c.productId === child.productId);
    if (!component) {
      throw new BusinessRule('serials.notKitComponent', {
        product: child.productCode ?? '',
        kit: kit.code,
      });
    }
    return { kitCode: kit.code, ...component };
  }
  const mismatch = (key: 'serials.productMismatch' | 'serials.supplierMismatch') => {
    const product = key === 'serials.productMismatch';
    return new BusinessRule(key, {
      code: child.code,
      actual: (product ? child.productCode : child.supplierCode) ?? '',
      parent: parent.code,
      expected: (product ? parent.productCode : parent.supplierCode) ?? '',
    });
  };
  if (child.productId !== parent.productId) throw mismatch('serials.productMismatch');
  if (child.supplierId !== parent.supplierId) throw mismatch('serials.supplierMismatch');
  return null;
}

/** The parent takes children of this level, and is open. */
export function checkTakes(lang: Language, parent: ParentRow, childLevel: CodeLevel): void {
  if (!canHold(parent.level, childLevel)) {
    throw new BusinessRule('serials.wrongChildLevel', {
      parentLevel: levelName(lang, parent.level),
      childLevel: levelName(lang, childLevel),
    });
  }
  if (parent.closed === 1) throw new BusinessRule('serials.parentClosed', { code: parent.code });
}

export const countExceeded = (parent: ParentRow, limit: number) =>
  new BusinessRule('serials.countExceeded', { parent: parent.code, max: limit });

/** Why a child cannot go into `parent`: in it already, or in another parent. */
export async function takenRefusal(
  db: Queryable,
  lang: Language,
  parent: ParentRow,
  childId: number,
): Promise<AppError> {
  const child = found(await repo.findById(db, ALL_SUPPLIERS, childId));
  if (child.parent_id === parent.id) {
    return isBoxLevel(child.level)
      ? new BusinessRule('serials.boxAddedTwice', {
          code: child.code,
          parentLevel: levelName(lang, parent.level),
        })
      : new BusinessRule('serials.duplicate', { code: child.code });
  }
  const holder = child.parent_id === null ? undefined : await repo.item(db, child.parent_id);
  return new BusinessRule('serials.alreadyBound', {
    code: child.code,
    parent: holder?.code ?? '',
  });
}

export interface Move {
  /** the parent the child leaves (re-binds), null when it is loose */
  from: ParentRow | null;
  action: BindAction;
  reason: string;
}

/**
 * Puts a child (a stored code, or a new one) into the parent: the parent's slot first —
 * its row locked, its ancestors then read as committed — then the child claimed only while
 * it is where it was seen, the codes below it taking their new ancestors, and the event.
 * Parents are locked in id order, so two re-binds crossing each other wait, not deadlock.
 */
export async function attach(
  db: Queryable,
  actor: ScopedActor,
  lang: Language,
  parent: ParentRow,
  limit: number | null,
  child: CodeRow | NewCode,
  slot: PackSlot | null,
  move: Move,
  at: string,
): Promise<number> {
  const takeSlot = async () => {
    if (await repo.takeSlot(db, parent.id, limit)) return;
    const now = found(await repo.findById(db, ALL_SUPPLIERS, parent.id));
    if (now.closed === 1) throw new BusinessRule('serials.parentClosed', { code: parent.code });
    throw countExceeded(parent, limit ?? now.child_count);
  };
  if (move.from && move.from.id < parent.id) await repo.releaseSlot(db, move.from.id);
  await takeSlot();
  if (move.from && move.from.id > parent.id) await repo.releaseSlot(db, move.from.id);
  const locked = found(await repo.findById(db, ALL_SUPPLIERS, parent.id)) as ParentRow;
  if (slot) {
    const bound = (await repo.childrenByProduct(db, parent.id)).get(slot.productId) ?? 0;
    // the child is not among them yet: it moves in below
    if (bound >= slot.qty) {
      throw new BusinessRule('serials.kitComponentFull', {
        kit: slot.kitCode,
        qty: slot.qty,
        product: slot.productCode,
      });
    }
  }
  let id: number;
  if ('id' in child) {
    await claim(db, lang, parent, locked, child, move.from?.id ?? null, at);
    id = child.id;
  } else {
    const ancestors = ancestorsUnder(locked);
    const inserted = await repo.insert(db, child, { id: parent.id, ancestors });
    id = inserted ?? (await storedMeanwhile(db, actor, lang, parent, locked, child, at));
  }
  await addBindEvent(db, {
    codeId: id,
    action: move.action,
    from: move.from?.id ?? null,
    to: parent.id,
    reason: move.reason,
    userId: actor.userId,
    at,
  });
  return id;
}

/** A stored child claimed from where it was seen; the codes below it follow. */
async function claim(
  db: Queryable,
  lang: Language,
  parent: ParentRow,
  locked: ParentRow,
  child: CodeRow,
  from: number | null,
  at: string,
): Promise<void> {
  if (wouldCycle(locked, child)) {
    throw new BusinessRule('serials.cycle', { code: child.code, parent: parent.code });
  }
  const ancestors = ancestorsUnder(locked);
  if (!(await repo.moveChild(db, child.id, from, parent.id, ancestors, at))) {
    throw await takenRefusal(db, lang, parent, child.id);
  }
  if (isParentLevel(child.level)) await repo.moveDescendants(db, child.level, child.id, ancestors);
}

/**
 * A new child's code that another station stored first (the insert found it taken): bound
 * somewhere by now is refused as such; stored loose (a parent opened at its station) of the
 * same product and supplier, it is the one bound here.
 */
async function storedMeanwhile(
  db: Queryable,
  actor: ScopedActor,
  lang: Language,
  parent: ParentRow,
  locked: ParentRow,
  child: NewCode,
  at: string,
): Promise<number> {
  const taken = found(await repo.findUnique(db, child.level, child.code));
  if (!codeInScope(actor.scope, taken.supplier_id)) throw new NotFound();
  if (taken.parent_id !== null) throw await takenRefusal(db, lang, parent, taken.id);
  if (taken.product_id !== child.productId || taken.supplier_id !== child.supplierId) {
    const [stored, station] = await Promise.all([
      repo.item(db, taken.id),
      repo.item(db, parent.id),
    ]);
    throw new BusinessRule('serials.productMismatch', {
      code: taken.code,
      actual: stored.productCode ?? '',
      parent: parent.code,
      expected: station.productCode ?? '',
    });
  }
  await claim(db, lang, parent, locked, taken, null, at);
  return taken.id;
}

export const BIND: Move = { from: null, action: 'bind', reason: '' };

/** The parent's limit; refused when it has reached it already. */
export async function roomOf(db: Queryable, parent: ParentRow): Promise<number | null> {
  const limit = limitOf(parent.expected, await packagingMax(db, parent.level, parent.product_id));
  if (limit !== null && parent.child_count >= limit) throw countExceeded(parent, limit);
  return limit;
}
