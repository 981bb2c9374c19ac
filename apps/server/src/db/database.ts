import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  PostgresDriver,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { withChangeStamps } from './change-stamps';
import type { Database } from './schema';

/**
 * The one place where SQLite and PostgreSQL differ at run time (connection, pragmas,
 * how a write transaction begins). Services and repositories never ask which it is.
 */
export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** A human description for the start banner: file path or host/database. */
  where: string;
  close(): Promise<void>;
}

/** Either the database or an open transaction: what repositories take. */
export type Queryable = Kysely<Database> | Transaction<Database>;

// count(*) and bigint ids come back from pg as strings; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * better-sqlite3 with Kysely's driver, but write transactions take the write lock up
 * front (`BEGIN IMMEDIATE`) so two processes never deadlock upgrading a read lock.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Commits also move the change stamps of what they wrote (db/change-stamps.ts). */
const StampedSqliteDriver = withChangeStamps(ImmediateSqliteDriver);
const StampedPostgresDriver = withChangeStamps(PostgresDriver);

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new StampedSqliteDriver(this.#config);
  }
  /**
   * SQLite's DDL is transactional though Kysely does not assume it: with this, each run of
   * migrations is one `begin immediate` transaction that reads which migrations are done
   * after taking the write lock, so processes starting together never apply one twice.
   */
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Kysely's PostgreSQL driver; commits move the change stamps of what they wrote. */
class StampedPostgresDialect extends PostgresDialect {
  readonly #config: ConstructorParameters<typeof PostgresDialect>[0];
  constructor(config: ConstructorParameters<typeof PostgresDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new StampedPostgresDriver(this.#config);
  }
}

type Row = Record<string, unknown>;

/**
 * Builds one result row from better-sqlite3's raw array. A literal with fixed keys gives
 * every row of a statement the same shape at JavaScript speed; better-sqlite3 building the
 * objects itself through the V8 API costs twice as much (20 report rows × 32 columns:
 * ~190 µs of a ~310 µs query). Keys are JSON-quoted and computed, so any column name works.
 */
function rowBuilder(names: readonly string[]): (values: unknown[]) => Row {
  const fields = names.map((name, i) => `[${JSON.stringify(name)}]: values[${i}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as (values: unknown[]) => Row;
}

/**
 * The part of a better-sqlite3 statement Kysely's SQLite driver uses, reading rows as raw
 * arrays and building the objects with rowBuilder (same keys, same values, same order).
 */
class RawRowStatement {
  readonly reader: boolean;
  #build: ((values: unknown[]) => Row) | undefined;
  #width = 0;
  constructor(private readonly statement: SQLite.Statement) {
    this.reader = statement.reader;
    if (this.reader) statement.raw(true);
  }
  get busy(): boolean {
    return this.statement.busy;
  }
  /** Names are read once; another width means the statement was re-prepared (new schema). */
  #builderFor(width: number) {
    if (!this.#build || width !== this.#width) {
      const names = this.statement.columns().map((column) => column.name);
      this.#build = rowBuilder(names);
      this.#width = names.length;
    }
    return this.#build;
  }
  all(parameters: readonly unknown[]): Row[] {
    const rows = this.statement.all(parameters) as unknown[][];
    if (!rows.length) return [];
    const build = this.#builderFor(rows[0]!.length);
    return rows.map(build);
  }
  *iterate(parameters: readonly unknown[]): IterableIterator<Row> {
    for (const values of this.statement.iterate(parameters) as IterableIterator<unknown[]>) {
      yield this.#builderFor(values.length)(values);
    }
  }
  run(parameters: readonly unknown[]): SQLite.RunResult {
    return this.statement.run(parameters);
  }
}

/**
 * better-sqlite3 prepares a statement on every Kysely query; preparing a many-join report
 * query costs more than running it. Keep the most recent statements by SQL text (a busy
 * one — mid-iteration — is never handed out twice). Statements re-prepare themselves after
 * a schema change; the cache starts over after DDL so the column names of rows follow too.
 */
function withStatementCache(sqlite: SQLite.Database, size = 256) {
  const cache = new Map<string, RawRowStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      if (/^\s*(create|alter|drop)\s/i.test(sql)) cache.clear();
      const statement = new RawRowStatement(sqlite.prepare(sql));
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}

/**
 * Planner statistics: sqlite_stat1 only. This SQLite build has STAT4, and with STAT4 samples
 * (written by `ANALYZE` or `PRAGMA optimize`) a statement that binds a value compared with a
 * sampled index column is prepared again after every new binding: on the 1M-line bench the
 * group's grant check took 13.5 µs instead of 4.6, the PO report's page of ids 43 instead of
 * 36. stat1 gives these queries the same plans; drop the samples when a file has them.
 */
function keepStat1Only(sqlite: SQLite.Database): void {
  const stat4 = sqlite.prepare("select 1 from sqlite_schema where name = 'sqlite_stat4'").get();
  if (!stat4 || !sqlite.prepare('select 1 from sqlite_stat4 limit 1').get()) return;
  // `analyze sqlite_schema` only re-reads the statistics, now without samples
  sqlite.exec('delete from sqlite_stat4; analyze sqlite_schema');
}

export function openSqlite(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  keepStat1Only(sqlite);
  const kysely = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    kysely,
    dialect: 'sqlite',
    where: file,
    close: () => kysely.destroy(),
  };
}

/** SQL texts PostgreSQL should keep prepared, by statement name (see preparedOnPostgres). */
const preparedNames = new Map<string, string>();

/**
 * Ask PostgreSQL to keep this statement prepared on each connection: planned once there,
 * not on every call. For the hot queries whose SQL text never changes (db/compiled-once.ts)
 * — planning the PO report's 7-table join took ~2–8 ms, running it ~0.5 ms. No effect on SQLite,
 * whose statements are cached anyway (withStatementCache).
 */
export function preparedOnPostgres(sql: string): void {
  if (!preparedNames.has(sql)) preparedNames.set(sql, `lading_${preparedNames.size + 1}`);
}

/** Route the marked SQL texts of every pooled client through named (prepared) statements. */
function namePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length <= 2 ? preparedNames.get(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
}

export function openPostgres(
  connectionString: string,
  options: { searchPath?: string; max?: number; idleInTransactionMs?: number } = {},
): Db {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    // A transaction left idle this long (its process frozen) is ended by the server, and its
    // locks with it (the job lease: docs/decisions, issue 23).
    ...(options.idleInTransactionMs
      ? { idle_in_transaction_session_timeout: options.idleInTransactionMs }
      : {}),
  });
  pool.on('connect', (client) => {
    namePreparedStatements(client);
    // A session the server ends while it is checked out with no query running (the
    // idle-in-transaction timeout of a frozen process) fails the client's next query, which
    // reports it; unheard here, the 'error' event would crash the whole process instead.
    client.on('error', () => undefined);
  });
  const kysely = new Kysely<Database>({ dialect: new StampedPostgresDialect({ pool }) });
  const url = new URL(connectionString);
  return {
    kysely,
    dialect: 'postgres',
    where: `${url.hostname}:${url.port || 5432}${url.pathname}`,
    close: () => kysely.destroy(),
  };
}

/** The SQLite file of a data folder (what the server opens without DATABASE_URL). */
export const sqliteFileOf = (dataDir: string) => path.join(dataDir, 'lading.sqlite');

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** The job lease: on PostgreSQL also how long a transaction may sit idle. */
  jobLeaseSeconds?: number;
}): Db {
  if (config.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(config.databaseUrl)) {
      throw new Error('DATABASE_URL must start with postgres:// (unset it for the SQLite file)');
    }
    return openPostgres(config.databaseUrl, {
      ...(config.jobLeaseSeconds ? { idleInTransactionMs: config.jobLeaseSeconds * 1000 } : {}),
    });
  }
  return openSqlite(sqliteFileOf(config.dataDir));
}
