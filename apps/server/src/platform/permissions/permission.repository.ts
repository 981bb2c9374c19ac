import { executeCompiledOnce } from '../../db/compiled-once';
import type { Queryable } from '../../db/database';

export async function groupHasResource(
  db: Queryable,
  groupId: number,
  resourceKey: string,
): Promise<boolean> {
  // asked on every guarded request: built once, then only bound
  const rows = await executeCompiledOnce(db, 'groupHasResource', [groupId, resourceKey], () =>
    db
      .selectFrom('group_resources as gr')
      .innerJoin('resources as r', 'r.id', 'gr.resource_id')
      .select('gr.resource_id')
      .where('gr.group_id', '=', groupId)
      .where('r.resource_key', '=', resourceKey),
  );
  return rows.length > 0;
}

export async function resourceKeysOfGroup(db: Queryable, groupId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('group_resources as gr')
    .innerJoin('resources as r', 'r.id', 'gr.resource_id')
    .select('r.resource_key')
    .where('gr.group_id', '=', groupId)
    .orderBy('r.resource_key')
    .execute();
  return rows.map((row) => row.resource_key);
}
