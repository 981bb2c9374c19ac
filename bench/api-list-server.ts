// Child process for `npm run bench:api`: the real Lading app on the SQLite file or the
// PostgreSQL database the parent filled (bench/api-list.ts). Prints one JSON line with the
// port and a signed-in token.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import { openPostgres, openSqlite } from '../apps/server/src/db/database';

const where = process.argv[2];
if (!where) throw new Error('usage: api-list-server.ts <sqlite file | postgres url>');
const postgres = /^postgres(ql)?:\/\//.test(where);
const db = postgres ? openPostgres(where) : openSqlite(where);
const dataDir = postgres
  ? fs.mkdtempSync(path.join(os.tmpdir(), 'lading-bench-'))
  : path.dirname(where);
const config = { ...readConfig({}), dataDir, seedDemo: false };
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
