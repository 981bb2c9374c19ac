import type { Insertable } from 'kysely';
import { inChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';
import type { ContainerChangeTable } from '../../db/schema';
import type { Scope } from '../../platform/permissions/scope';
import { CHANGE_COLUMNS, scopedChanges } from './container-change-scope';

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
      .select(CHANGE_COLUMNS)
      .where('h.container_id', '=', containerId)
      .orderBy('h.id')
      .execute();
  },
};
