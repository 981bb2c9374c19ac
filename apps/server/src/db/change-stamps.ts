import {
  AliasNode,
  CompiledQuery,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  RawNode,
  TableNode,
  UpdateQueryNode,
  type DatabaseConnection,
  type Driver,
  type Kysely,
  type OperationNode,
  type TransactionSettings,
} from 'kysely';
import type { Database } from './schema';

/**
 * Change stamps: one version number per group of tables (0013-change-stamps), moved by the
 * commit of any write to them, so a process may keep a figure derived from those tables
 * (the PO report's counts) exactly as long as the stamp it was read at is current. Moved by
 * the database driver, not by callers: no write path can forget it. Inside a transaction the
 * stamp is written as its last statement, just before COMMIT — atomic with the data (a
 * rollback moves nothing, every process sees the new stamp with the new rows) and held for
 * no longer than the commit, so writers never queue or deadlock on it.
 */
export type ChangeStampName = 'orders';

const STAMPED_TABLES: Readonly<Record<string, ChangeStampName>> = {
  po_lines: 'orders',
  purchase_orders: 'orders',
};

// names are ours (no user input), written inline: the same SQL text on both dialects
const readStamp = (name: ChangeStampName) =>
  CompiledQuery.raw(`select version from change_stamps where name = '${name}'`);
const moveStamp = (name: ChangeStampName) =>
  CompiledQuery.raw(`update change_stamps set version = version + 1 where name = '${name}'`);

/**
 * The version now; read it before the figure it tags. `db` is the database or an open
 * transaction — a Transaction is a Kysely, so this is database.ts's Queryable without
 * importing database.ts, which builds its drivers from this file.
 */
export async function readChangeStamp(
  db: Kysely<Database>,
  name: ChangeStampName,
): Promise<number> {
  const { rows } = await db.executeQuery<{ version: number }>(readStamp(name));
  return Number(rows[0]?.version ?? 0);
}

const tableName = (node: OperationNode | undefined): string | undefined => {
  if (node && AliasNode.is(node)) return tableName(node.node);
  return node && TableNode.is(node) ? node.table.identifier.name : undefined;
};

const RAW_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/i;

/** The stamp a query moves: a builder INSERT/UPDATE/DELETE/MERGE or a raw write of a table. */
export function stampWrittenBy(query: CompiledQuery): ChangeStampName | undefined {
  const node = query.query;
  let table: string | undefined;
  if (InsertQueryNode.is(node) || MergeQueryNode.is(node)) table = tableName(node.into);
  else if (UpdateQueryNode.is(node)) table = tableName(node.table);
  else if (DeleteQueryNode.is(node)) table = node.from.froms.map(tableName).find(Boolean);
  else if (RawNode.is(node)) table = RAW_WRITE.exec(query.sql)?.[1];
  return table === undefined ? undefined : STAMPED_TABLES[table];
}

interface ConnectionState {
  inTransaction: boolean;
  written: Set<ChangeStampName>;
}
const states = new WeakMap<DatabaseConnection, ConnectionState>();

/** The connection's state; its first sight wraps its executeQuery to note stamped writes. */
function watch(connection: DatabaseConnection): ConnectionState {
  let state = states.get(connection);
  if (state) return state;
  const current: ConnectionState = { inTransaction: false, written: new Set() };
  states.set(connection, (state = current));
  const execute = connection.executeQuery.bind(connection);
  connection.executeQuery = (async (query: CompiledQuery) => {
    const result = await execute(query);
    const stamp = stampWrittenBy(query);
    if (stamp && current.inTransaction) current.written.add(stamp);
    else if (stamp) await execute(moveStamp(stamp));
    return result;
  }) as DatabaseConnection['executeQuery'];
  return state;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor must take any[]
type DriverClass = new (...args: any[]) => Driver;

/** A dialect's driver that moves the change stamps of what each transaction wrote. */
export function withChangeStamps<Base extends DriverClass>(base: Base) {
  class StampingDriver extends base {
    override async acquireConnection(): Promise<DatabaseConnection> {
      const connection = await super.acquireConnection();
      watch(connection);
      return connection;
    }

    override async beginTransaction(
      connection: DatabaseConnection,
      settings: TransactionSettings,
    ): Promise<void> {
      await super.beginTransaction(connection, settings);
      const state = watch(connection);
      state.inTransaction = true;
      state.written.clear();
    }

    override async commitTransaction(connection: DatabaseConnection): Promise<void> {
      const state = watch(connection);
      for (const stamp of state.written) await connection.executeQuery(moveStamp(stamp));
      await super.commitTransaction(connection);
      state.inTransaction = false;
      state.written.clear();
    }

    override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
      const state = watch(connection);
      state.inTransaction = false;
      state.written.clear();
      await super.rollbackTransaction(connection);
    }
  }
  return StampingDriver;
}
