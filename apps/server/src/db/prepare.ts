import { sql } from 'kysely';
import type { AppConfig } from '../config';
import type { Db } from './database';
import { migrateToLatest } from './migrate';
import { seedDemo } from './seed/demo';
import { syncScreenMenus } from './seed/screen-menus';
import { ensureDelayReasons } from './seed/delay-reasons';
import { ensureContainerTypes, seedBase, syncResourceCatalog } from './seed/seed';

/**
 * The first half of the PostgreSQL advisory lock prepareDatabase holds ("LadP"); the second
 * is the schema's, so each schema (each test file's own) has its own lock.
 */
const PREPARE_LOCK = 0x4c616450;

/**
 * Runs `work` while this process alone prepares the database (issue 23 §4). On PostgreSQL:
 * a session advisory lock on one connection, and `work` runs on that same connection (it
 * needs no second one from the pool, however small); processes that start together wait
 * here and then find the migrations and the seed done. SQLite write transactions already
 * take the file's write lock one process at a time (`begin immediate`).
 */
async function aloneOnTheDatabase<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work(db);
  return db.kysely.connection().execute(async (connection) => {
    const key = sql`${sql.lit(PREPARE_LOCK)}, hashtext(current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work({ ...db, kysely: connection });
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/**
 * Migrate, then seed on first start (base data and, unless disabled, the demo set), all in
 * one transaction: a failed seed leaves an empty database and stops the start. Later starts
 * add what the code has gained since: new permission resources, menus of new screens (and
 * the read resources groups' screens need), missing container types, the base delay reason
 * codes when there are none. One process at a time:
 * several starting together on an empty database seed it once.
 */
export function prepareDatabase(
  db: Db,
  config: Pick<
    AppConfig,
    'adminPassword' | 'demoPassword' | 'seedDemo' | 'demoToday' | 'filesDir' | 'fileStore'
  >,
): Promise<{ migrations: string[]; seeded: boolean }> {
  return aloneOnTheDatabase(db, async (db) => {
    const migrations = await migrateToLatest(db);
    const seeded = await db.kysely.transaction().execute(async (trx) => {
      const fresh = await seedBase(trx, config.adminPassword);
      if (fresh && config.seedDemo) {
        const today = config.demoToday ? new Date(`${config.demoToday}T12:00:00Z`) : new Date();
        await seedDemo(trx, config.demoPassword, today, config);
      }
      if (!fresh) {
        const at = new Date().toISOString();
        await syncResourceCatalog(trx, at);
        await syncScreenMenus(trx, at);
        await ensureContainerTypes(trx, at);
        await ensureDelayReasons(trx, at);
      }
      return fresh;
    });
    return { migrations, seeded };
  });
}
