import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations/index';

/** Brings the schema up to date; a failed migration throws and stops the start. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: db.kysely,
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
