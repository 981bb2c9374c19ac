// `npm run test:pg`: the whole suite on PostgreSQL, in a database made for this run and
// dropped after it. The server comes from TEST_PG_ADMIN_URL (default: the local trust-auth
// server every Lading machine has, see README).
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const adminUrl = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `lading_test_${process.pid}_${Date.now()}`;

const run = async (sql) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

try {
  await run(`create database ${database}`);
} catch (error) {
  console.error(`Cannot reach PostgreSQL at ${adminUrl}: ${error.message}`);
  console.error('Start it (see README "PostgreSQL") or set TEST_PG_ADMIN_URL.');
  process.exit(1);
}

const url = new URL(adminUrl);
url.pathname = `/${database}`;
console.log(`PostgreSQL test database: ${database}`);
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url.toString() },
});
await run(`drop database if exists ${database} with (force)`);
process.exit(result.status ?? 1);
