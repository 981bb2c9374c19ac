import {
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type TableMetadata,
} from 'kysely';
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
    db: migrationTableSchema ? withOwnSchemaIntrospection(db.kysely) : db.kysely,
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

/**
 * Kysely's PostgreSQL introspector reads the tables of every schema and calls
 * pg_get_serial_sequence on each column; when another schema is dropped during that read (a
 * test file's schema, another tenant's), PostgreSQL fails it with "schema/relation/column …
 * does not exist" about tables this database never touches. The migrator only asks whether
 * its own two tables exist: answer from this connection's schema alone.
 */
function withOwnSchemaIntrospection<DB>(kysely: Kysely<DB>): Kysely<DB> {
  const introspector: DatabaseIntrospector = {
    getSchemas: async () =>
      (
        await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(
          kysely,
        )
      ).rows,
    getTables: async (): Promise<TableMetadata[]> =>
      (
        await sql<{ name: string; schema: string; type: string }>`
          select table_name as name, table_schema as schema, table_type as type
          from information_schema.tables where table_schema = current_schema()`.execute(kysely)
      ).rows.map((row) => ({
        name: row.name,
        schema: row.schema,
        isView: row.type === 'VIEW',
        columns: [],
      })),
    getMetadata: async () => ({ tables: await introspector.getTables() }),
  };
  return new Proxy(kysely, {
    get(target, property) {
      if (property === 'introspection') return introspector;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
