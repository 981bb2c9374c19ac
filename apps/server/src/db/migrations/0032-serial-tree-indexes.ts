import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 19: everything below a code is read in keyset pages in id order (`WHERE
 * up_container_id = ? AND id > ? ORDER BY id`: traceability down, export tasks, EPCIS). On
 * SQLite an index on the ancestor column already ends in the rowid, so that order is the
 * index's; on PostgreSQL it is not, and each page would sort everything below the code. The
 * ancestor and parent indexes become (column, id), partial as before (loose codes cost
 * nothing), on both databases alike. The code lists of one level, newest scan first, read
 * (level, created_at, id).
 */
const TREE_COLUMNS = [
  'parent_id',
  'up_product_id',
  'up_pack_id',
  'up_gift_box_id',
  'up_carton_id',
  'up_pallet_id',
  'up_container_id',
] as const;

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const column of TREE_COLUMNS) {
    await db.schema.dropIndex(`serial_codes_${column}`).execute();
    await db.schema
      .createIndex(`serial_codes_${column}_id`)
      .on('serial_codes')
      .columns([column, 'id'])
      .where(sql.ref(column), 'is not', null)
      .execute();
  }
  await db.schema
    .createIndex('serial_codes_level_created')
    .on('serial_codes')
    .columns(['level', 'created_at', 'id'])
    .execute();
}
