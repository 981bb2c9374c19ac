import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { DEMO_USERS } from './db/seed/demo';

// `npm start`: open (and on first start migrate and seed) the database, then listen.
const config = readConfig();
const db = openDatabase(config);
const { seeded } = await prepareDatabase(db, config);
const app = await buildApp(
  { db, config, clock: () => new Date() },
  { logger: { level: config.logLevel } },
);

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });

const lines = [
  '',
  `  Lading is running at http://${config.host}:${config.port}`,
  `  Database: ${db.dialect} (${db.where})${seeded ? ' — created and seeded just now' : ''}`,
  `  API docs: http://${config.host}:${config.port}/api/docs (send a signed-in Bearer token)`,
];
if (config.adminPasswordIsDemo) {
  lines.push(
    `  Sign in as admin / ${config.adminPassword}`,
    '  WARNING: that is the public demo password. Change it after signing in, or start with',
    '           LADING_ADMIN_PASSWORD set before the first start.',
  );
}
if (seeded && config.seedDemo) {
  lines.push(
    `  Demo users (password ${config.demoPasswordIsDefault ? config.demoPassword : 'from LADING_DEMO_PASSWORD'}): ` +
      Object.values(DEMO_USERS).join(', '),
  );
}
console.log(lines.join('\n') + '\n');
