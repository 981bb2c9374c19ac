import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Company-wide settings (issue 15: the OTD tolerance is "a setting, default 0 days"): one
 * row per key, its value as JSON text, who changed it last and when (the audit log keeps
 * every change). A key without a row has its default, so nothing is seeded here.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('company_settings')
    .addColumn('key', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value_json', 'varchar(2000)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by_user_id', 'integer', (c) =>
      c.references('users.id').onDelete('set null'),
    )
    .execute();
}
