import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Headers a person writes (issue 24): the column mapping a user chose for headers an import
 * did not recognize, remembered per user and import kind once an import with it went through,
 * and used for that user's later uploads of that kind. The header is kept normalised
 * (import-columns normalizeHeader), so it matches however the file spells it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('import_header_mappings')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(60)', (c) => c.notNull())
    .addColumn('header_normalised', 'varchar(200)', (c) => c.notNull())
    .addColumn('field', 'varchar(60)', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_header_mappings_pk', ['user_id', 'kind', 'header_normalised'])
    .execute();
}
