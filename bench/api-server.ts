// Child process for `npm run bench`: a bare Fastify hello-JSON server and the real Lading
// app on a fresh SQLite file, side by side. Prints one JSON line with ports and a token.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import { openSqlite } from '../apps/server/src/db/database';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { sendStationMessage } from '../apps/server/src/modules/messages/station-message.service';

const UNREAD_MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-bench-'));
const db = openSqlite(path.join(dir, 'bench.sqlite'));
const config = { ...readConfig({}), dataDir: dir, seedDemo: true };
await prepareDatabase(db, config);

const admin = await db.kysely
  .selectFrom('users')
  .select('id')
  .where('username', '=', 'admin')
  .executeTakeFirstOrThrow();
for (let i = 0; i < UNREAD_MESSAGES; i++) {
  await sendStationMessage(db.kysely, {
    type: 5,
    title: `Container change ${i}`,
    titleCn: `集装箱变更 ${i}`,
    html: `<p>Container <b>MSKU${String(i).padStart(7, '0')}</b> ETD changed.</p>`,
    recipientIds: [admin.id],
  });
}

const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ code: 200, message: 'Success', data: { hello: 'world' } }));
await bare.listen({ host: '127.0.0.1', port: 0 });

const app = await buildApp({ db, config, clock: () => new Date() }, { logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });

const login = await app.inject({
  method: 'POST',
  url: '/api/admin/login',
  payload: { username: 'admin', password: config.adminPassword },
});
const port = (server: { server: { address(): unknown } }) =>
  (server.server.address() as { port: number }).port;
console.log(
  JSON.stringify({
    barePort: port(bare),
    appPort: port(app),
    token: login.json().data.token,
    unreadMessages: UNREAD_MESSAGES,
  }),
);

process.on('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
