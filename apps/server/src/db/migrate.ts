import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations/index';

/** Brings the schema up to date; a failed migration throws and stops the start. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // On PostgreSQL, keep Kysely's bookkeeping tables in this connection's own schema: its
  // existence check looks at every schema, so another schema's tables would fool it.
  const migrationTableSchema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely))
          .rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(migrations).map(([name, migration]): [string, Migration] => [
            name,
            { up: (kysely: Kysely<unknown>) => migration.up(kysely, db.dialect) },
          ]),
        ),
    },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
