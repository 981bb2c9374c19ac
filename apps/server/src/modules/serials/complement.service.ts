import {
  isParentLevel,
  translateError,
  type ComplementRequest,
  type ComplementResponse,
  type Language,
  type SerialCodeItem,
} from '@lading/shared';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import type { ScopedActor } from '../../platform/auth/actor';
import type { AuthContext } from '../../platform/auth/auth-context';
import { holdsResource } from '../../platform/files/file-owners';
import { AppError, BusinessRule, found, Forbidden, NotFound } from '../../platform/http/errors';
import { ALL_SUPPLIERS } from '../../platform/permissions/scope';
import { RESOURCES } from '../../platform/permissions/resource-catalog';
import { levelName } from './binding-rules';
import type { Move, ParentRow } from './code-binding';
import { bindScannedChild } from './scanned-child';
import { serialCodeRepository as repo } from './serial-code.repository';

/**
 * The complement of a parent (issue 19; spec §2 /datas complement): codes missed at
 * scanning added to a parent that exists, with a reason. Each code goes through the scan
 * station's every rule, in list order, as if scanned one after the other — a container
 * parent through the container station's — in one transaction: all of them are bound, or
 * none. Each code runs inside a savepoint, so a refused one leaves nothing behind (not even
 * the parent slot it took) and the codes after it are judged on what the ones before really
 * did; any refusal then rolls the whole transaction back and the answer lists every refused
 * code with its reason in the caller's language.
 */

/** Thrown to roll the transaction back once every code was tried and some were refused. */
class Refused extends Error {
  constructor(readonly refused: ComplementResponse['refused']) {
    super('complement refused');
  }
}

async function requireParent(db: Queryable, actor: ScopedActor, id: number): Promise<ParentRow> {
  const row = found(await repo.findById(db, actor.scope, id));
  if (!isParentLevel(row.level)) throw new BusinessRule('serials.notAParent', { code: row.code });
  return row as ParentRow;
}

/** A refusal as the list says it: a code out of the caller's reach is one that does not exist. */
function refusalMessage(
  lang: Language,
  error: AppError,
  level: ComplementRequest['level'],
  code: string,
) {
  if (error instanceof NotFound) {
    return translateError(lang, 'serials.codeNotFound', { level: levelName(lang, level), code });
  }
  return translateError(lang, error.key, error.params);
}

export async function complementParent(
  deps: AppDeps,
  auth: AuthContext,
  actor: ScopedActor,
  lang: Language,
  parentId: number,
  body: ComplementRequest,
): Promise<ComplementResponse> {
  const move: Move = { from: null, action: 'bind', reason: body.reason };
  try {
    return await deps.db.kysely.transaction().execute(async (trx) => {
      const at = deps.clock().toISOString();
      const parent = await requireParent(trx, actor, parentId);
      if (
        parent.level === 'container' &&
        !(await holdsResource(trx, auth, 'serials.container.bind'))
      ) {
        const resource = RESOURCES['serials.container.bind'].name;
        throw new Forbidden('permission.denied', { resource });
      }
      const bound: number[] = [];
      const refused: ComplementResponse['refused'] = [];
      for (const [index, code] of body.codes.entries()) {
        await sql`savepoint complement_code`.execute(trx);
        try {
          // as it is now: the codes bound before count against its limit
          const now = found(await repo.findById(trx, ALL_SUPPLIERS, parent.id)) as ParentRow;
          const child = { level: body.level, code };
          const { childId } = await bindScannedChild(trx, actor, lang, now, child, at, move);
          await sql`release savepoint complement_code`.execute(trx);
          bound.push(childId);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          await sql`rollback to savepoint complement_code`.execute(trx);
          refused.push({ index, code, message: refusalMessage(lang, error, body.level, code) });
        }
      }
      if (refused.length > 0) throw new Refused(refused);
      const items: SerialCodeItem[] = [];
      for (const id of bound) items.push(await repo.item(trx, id));
      return { bound: items, refused: [], count: items.length };
    });
  } catch (error) {
    if (error instanceof Refused) return { bound: [], refused: error.refused, count: 0 };
    throw error;
  }
}
