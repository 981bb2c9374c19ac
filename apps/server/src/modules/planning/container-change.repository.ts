import type { Insertable } from 'kysely';
import { inChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';
import type { ContainerChangeTable } from '../../db/schema';

/** SQL for the container change history (append-only). */
export const containerChangeRepository = {
  async insertMany(db: Queryable, rows: readonly Insertable<ContainerChangeTable>[]) {
    for (const chunk of inChunks(rows, 9)) {
      await db.insertInto('container_changes').values(chunk).execute();
    }
  },

  /** One container's changes, oldest first. */
  ofContainer(db: Queryable, containerId: number) {
    return db
      .selectFrom('container_changes')
      .selectAll()
      .where('container_id', '=', containerId)
      .orderBy('id')
      .execute();
  },
};
