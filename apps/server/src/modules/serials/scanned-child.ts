import type { BindChildRequest, Language, SerialCodeItem } from '@lading/shared';
import type { Queryable } from '../../db/database';
import type { ScopedActor } from '../../platform/auth/actor';
import { BusinessRule, NotFound } from '../../platform/http/errors';
import {
  checkedCode,
  componentContext,
  contextOf,
  NO_CONTEXT,
  resolveContext,
} from './binding-context';
import { codeInScope, levelName } from './binding-rules';
import {
  attach,
  BIND,
  checkFit,
  checkTakes,
  roomOf,
  takenRefusal,
  type Move,
  type ParentRow,
} from './code-binding';
import { serialCodeRepository as repo, type CodeRow, type NewCode } from './serial-code.repository';

/**
 * One scanned code put into a parent (issue 18), as a station does it and as a complement
 * (issue 19) does it for each of its codes: the parent takes its level and has room, a
 * stored code is bound unless it lies elsewhere, a new one is matched against its template
 * in the parent's context and stored bound. The caller runs it in its transaction, after
 * its own checks of the parent (the station it is scanned at).
 */

/** A stored child scanned into the parent: bound elsewhere or here already is refused. */
async function bindStored(
  db: Queryable,
  actor: ScopedActor,
  lang: Language,
  parent: ParentRow,
  parentItem: SerialCodeItem,
  limit: number | null,
  child: CodeRow,
  move: Move,
  at: string,
): Promise<number> {
  if (!codeInScope(actor.scope, child.supplier_id)) throw new NotFound();
  if (child.parent_id !== null) throw await takenRefusal(db, lang, parent, child.id);
  const item = await repo.item(db, child.id);
  const slot = await checkFit(db, parentItem, { ...contextOf(item), code: child.code });
  return attach(db, actor, lang, parent, limit, child, slot, move, at);
}

/**
 * Binds the scanned code into `parent`: the child's id and the parent's limit. `move` names
 * the event (a station's plain bind; a complement's bind with its reason).
 */
export async function bindScannedChild(
  db: Queryable,
  actor: ScopedActor,
  lang: Language,
  parent: ParentRow,
  body: BindChildRequest,
  at: string,
  move: Move = BIND,
): Promise<{ childId: number; limit: number | null }> {
  checkTakes(lang, parent, body.level);
  const limit = await roomOf(db, parent);
  const parentItem = await repo.item(db, parent.id);
  const stored = await repo.findUnique(db, body.level, body.code);
  if (stored) {
    const childId = await bindStored(db, actor, lang, parent, parentItem, limit, stored, move, at);
    return { childId, limit };
  }
  const elsewhere = await repo.levelOfUnique(db, actor.scope, body.code, body.level);
  if (elsewhere) {
    throw new BusinessRule('serials.levelMismatch', {
      code: body.code,
      actual: levelName(lang, elsewhere),
      expected: levelName(lang, body.level),
    });
  }
  const inherited = parent.level === 'container' ? NO_CONTEXT : contextOf(parentItem);
  const context =
    parent.level === 'pack'
      ? await componentContext(db, actor.scope, lang, parentItem, body, inherited)
      : await resolveContext(db, actor.scope, body.context, inherited);
  const slot = await checkFit(db, parentItem, { ...context, code: body.code });
  const checked = await checkedCode(db, lang, body.level, body.code, context);
  const loose = checked.unique
    ? undefined
    : await repo.findRepeated(db, {
        ...context,
        ...checked,
        level: body.level,
        openOnly: false,
      });
  const child: CodeRow | NewCode = loose ?? {
    ...checked,
    level: body.level,
    productId: context.productId,
    supplierId: context.supplierId,
    poLineId: context.poLineId,
    containerId: null,
    expected: null,
    userId: actor.userId,
    at,
  };
  const childId = await attach(db, actor, lang, parent, limit, child, slot, move, at);
  return { childId, limit };
}
