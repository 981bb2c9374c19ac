import type { BindAction, BindEvent } from '@lading/shared';
import type { Queryable } from '../../db/database';

/**
 * SQL of a code's binding history (issue 18): one row per bind, unbind, re-bind, close and
 * reopen, written in the transaction of the change it records.
 */

export async function addBindEvent(
  db: Queryable,
  event: {
    codeId: number;
    action: BindAction;
    from: number | null;
    to: number | null;
    reason: string;
    userId: number | null;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('serial_bind_events')
    .values({
      code_id: event.codeId,
      action: event.action,
      from_parent_id: event.from,
      to_parent_id: event.to,
      reason: event.reason,
      user_id: event.userId,
      at: event.at,
    })
    .execute();
}

/** A code's events, newest first, with the parents' codes and the users' names. */
export async function bindHistory(db: Queryable, codeId: number): Promise<BindEvent[]> {
  const rows = await db
    .selectFrom('serial_bind_events as e')
    .innerJoin('serial_codes as c', 'c.id', 'e.code_id')
    .leftJoin('serial_codes as fp', 'fp.id', 'e.from_parent_id')
    .leftJoin('serial_codes as tp', 'tp.id', 'e.to_parent_id')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.at',
      'u.username',
      'e.action',
      'e.code_id as codeId',
      'c.code',
      'fp.code as fromParentCode',
      'tp.code as toParentCode',
      'e.reason',
    ])
    .where('e.code_id', '=', codeId)
    .orderBy('e.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    username: row.username ?? null,
    action: row.action as BindAction,
    fromParentCode: row.fromParentCode ?? null,
    toParentCode: row.toParentCode ?? null,
  }));
}
