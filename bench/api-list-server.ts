// Child process for `npm run bench:api`: the real Lading app on the SQLite file the parent
// filled (bench/api-list.ts). Prints one JSON line with the port and a signed-in token.
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import { openSqlite } from '../apps/server/src/db/database';

const file = process.argv[2];
if (!file) throw new Error('usage: api-list-server.ts <sqlite file>');
const db = openSqlite(file);
const config = { ...readConfig({}), dataDir: path.dirname(file), seedDemo: false };
const app = await buildApp({ db, config, clock: () => new Date() }, { logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const login = await app.inject({
  method: 'POST',
  url: '/api/admin/login',
  payload: { username: 'admin', password: config.adminPassword },
});
const { port } = app.server.address() as { port: number };
console.log(JSON.stringify({ port, token: login.json().data.token }));

process.on('SIGTERM', async () => {
  await app.close();
  await db.close();
  process.exit(0);
});
