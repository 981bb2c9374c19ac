import { CompiledQuery, type Compilable } from 'kysely';
import { preparedOnPostgres, type Queryable } from './database';

const sqlByHandle = new WeakMap<Queryable, Map<string, string>>();

/**
 * Kysely builds and compiles a query on every call; for a wide query (the PO report's 28
 * columns over 6 joins) that costs more than the database running it. When the SQL depends
 * on `key` alone and the query's parameters are exactly `parameters`, in order, build it
 * once per database handle (so once per dialect) and after that only bind the new values;
 * on PostgreSQL the statement is also kept prepared, so it is planned once per connection.
 */
export async function executeCompiledOnce<R>(
  db: Queryable,
  key: string,
  parameters: readonly unknown[],
  build: () => Compilable<R>,
): Promise<R[]> {
  let known = sqlByHandle.get(db);
  if (!known) sqlByHandle.set(db, (known = new Map()));
  let sql = known.get(key);
  if (sql === undefined) {
    const query = build().compile();
    if (JSON.stringify(query.parameters) !== JSON.stringify(parameters)) {
      throw new Error(`${key}: the built query's parameters are not the ones given`);
    }
    known.set(key, (sql = query.sql));
    preparedOnPostgres(sql);
  }
  const result = await db.executeQuery<R>(CompiledQuery.raw(sql, [...parameters]));
  return result.rows;
}
