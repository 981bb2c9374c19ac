import type { Queryable } from '../../db/database';

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
