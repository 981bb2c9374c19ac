import cluster from 'node:cluster';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { demoAccountsIn } from './db/seed/demo-accounts';
import { runPrimary } from './server-processes';
import { startBanner } from './start-banner';

// `npm start`: open (and on first start migrate and seed) the database, then listen. With
// WORKERS above 1 this process prepares the database and starts that many server processes
// (server-processes.ts), each of which comes back here as a cluster worker.
const config = readConfig();
if (cluster.isPrimary && config.workers > 1) {
  await runPrimary(config);
} else {
  // loaded here only: the primary of several processes serves nothing itself
  const { buildApp } = await import('./app');
  const db = openDatabase(config);
  // a worker's primary has prepared the database already (under the start lock)
  const seeded = cluster.isWorker ? false : (await prepareDatabase(db, config)).seeded;
  const app = await buildApp(
    { db, config, clock: () => new Date() },
    { logger: { level: config.logLevel }, schedules: config.schedules },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  if (cluster.isPrimary) {
    console.log(startBanner(config, db, seeded, await demoAccountsIn(db.kysely)));
  }
}
