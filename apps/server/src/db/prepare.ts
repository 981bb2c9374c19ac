import type { AppConfig } from '../config';
import type { Db } from './database';
import { migrateToLatest } from './migrate';
import { seedDemo } from './seed/demo';
import { ensureContainerTypes, seedBase, syncResourceCatalog } from './seed/seed';

/**
 * Migrate, then seed on first start (base data and, unless disabled, the demo set), all in
 * one transaction: a failed seed leaves an empty database and stops the start. Later starts
 * add what the code has gained since: new permission resources, missing container types.
 */
export async function prepareDatabase(
  db: Db,
  config: Pick<AppConfig, 'adminPassword' | 'demoPassword' | 'seedDemo'>,
): Promise<{ migrations: string[]; seeded: boolean }> {
  const migrations = await migrateToLatest(db);
  const seeded = await db.kysely.transaction().execute(async (trx) => {
    const fresh = await seedBase(trx, config.adminPassword);
    if (fresh && config.seedDemo) await seedDemo(trx, config.demoPassword);
    if (!fresh) {
      const at = new Date().toISOString();
      await syncResourceCatalog(trx, at);
      await ensureContainerTypes(trx, at);
    }
    return fresh;
  });
  return { migrations, seeded };
}
