import { SUPPLIER_GROUPS, type ContainerChangeField } from '@lading/shared';
import { sql, type Insertable } from 'kysely';
import { inChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';
import { containsText } from '../../db/text-search';
import type { ContainerChangeTable } from '../../db/schema';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';

/** The fields of rows about one line (the others are the container's own). */
const LINE_FIELDS: readonly ContainerChangeField[] = ['lineReadyDate', 'lineConfirmReadyDate'];

const list = (values: readonly (number | string)[]) => sql.join([...values]);

/**
 * issue 12 §5 — which rows of `h` (container_changes) a supplier user reads: the rows about
 * its suppliers' lines, and the container's own rows (status, its ready date…) of
 * containers holding one of its lines. Never a row about another supplier's line.
 */
const rowInScope = (ids: readonly number[]) =>
  sql<boolean>`(h.supplier_id in (${list(ids)}) or (h.supplier_id is null and h.field not in (${list(LINE_FIELDS)}) and exists (select 1 from container_lines cl inner join po_lines pl on pl.id = cl.po_line_id where cl.container_id = h.container_id and pl.supplier_id in (${list(ids)}))))`;

/**
 * Whether a supplier user sees who made a row: on its own lines' rows always; on the
 * container's own rows when the actor is the system, internal staff or a user of its own
 * suppliers — another supplier's user (who moved a shared container's date) stays unnamed.
 * A deleted user is unnamed too.
 */
const actorShown = (ids: readonly number[]) =>
  sql<boolean>`(h.supplier_id in (${list(ids)}) or h.actor_user_id is null or exists (select 1 from users u inner join user_groups g on g.id = u.group_id where u.id = h.actor_user_id and g.name not in (${list(SUPPLIER_GROUPS)})) or exists (select 1 from user_suppliers us where us.user_id = h.actor_user_id and us.supplier_id in (${list(ids)})))`;

/**
 * container_changes as `h`, scoped: every row for internal readers; for a supplier user
 * only the rows rowInScope keeps, with `shown_actor_*` blank where actorShown says so.
 * `actorName` filters on the shown name, so no filter finds a hidden one.
 */
export function scopedChanges(db: Queryable, scope: Scope, actorName?: string) {
  let query = db.selectFrom('container_changes as h');
  let shown = sql<boolean>`1 = 1`;
  const ids = supplierIdsOf(scope);
  if (ids) {
    shown = actorShown(ids);
    query = query.where(rowInScope(ids));
    if (actorName) query = query.where(shown);
  }
  if (actorName) query = query.where(containsText('h.actor_name', actorName));
  return query.select([
    sql<number | null>`case when ${shown} then h.actor_user_id else null end`.as(
      'shown_actor_user_id',
    ),
    sql<string>`case when ${shown} then h.actor_name else '' end`.as('shown_actor_name'),
  ]);
}

/** SQL for the container change history (append-only). */
export const containerChangeRepository = {
  async insertMany(db: Queryable, rows: readonly Insertable<ContainerChangeTable>[]) {
    for (const chunk of inChunks(rows, 9)) {
      await db.insertInto('container_changes').values(chunk).execute();
    }
  },

  /** One container's changes in the caller's scope, oldest first. */
  ofContainer(db: Queryable, scope: Scope, containerId: number) {
    return scopedChanges(db, scope)
      .select([
        'h.id',
        'h.container_id',
        'h.at',
        'h.field',
        'h.before_value',
        'h.after_value',
        'h.reason',
      ])
      .where('h.container_id', '=', containerId)
      .orderBy('h.id')
      .execute();
  },
};
