import { SUPPLIER_GROUPS, type ContainerChangeField } from '@lading/shared';
import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { containsText } from '../../db/text-search';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';

// Who reads which rows of the container change history: one rule for planning's history of
// a container (container-change.repository) and for ready-dates' history of every
// container (container-history.repository), which both build their queries on it.

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

/** A change row's own columns (`h`), as both histories show them. */
export const CHANGE_COLUMNS = [
  'h.id',
  'h.container_id',
  'h.at',
  'h.field',
  'h.before_value',
  'h.after_value',
  'h.reason',
] as const;

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
