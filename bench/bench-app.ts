// The server as the in-process benches measure it (stock, due diligence): a copy of a cached
// database (the writes measured change it; the cache stays as built), the app answering
// through app.inject signed in as admin, and the median of timed runs after a warm-up.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import type { AppConfig } from '../apps/server/src/config';
import { openSqlite } from '../apps/server/src/db/database';
import { prepareDatabase } from '../apps/server/src/db/prepare';

/** A fresh copy of `cached` named `runName` in the same folder, to measure on. */
export function runCopyOf(cached: string, runName: string): string {
  const file = path.join(path.dirname(cached), runName);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  fs.copyFileSync(cached, file);
  return file;
}

/** The app on `file`, and `call`: one request as admin, its server time and answer. */
export async function benchApp(file: string, config: AppConfig) {
  const db = openSqlite(file);
  await prepareDatabase(db, config);
  const app = await buildApp({ db, config, clock: () => new Date() }, { logger: false });
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password: config.adminPassword },
  });
  const headers = { authorization: `Bearer ${login.json().data.token}`, lang: 'en' };
  async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
    const started = performance.now();
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const ms = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return { ms, data: response.json().data };
  }
  return { db, app, headers, call };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** `run` once to warm up, then `runs` times: the measured milliseconds. */
export async function timedRuns(runs: number, run: () => Promise<number>): Promise<number[]> {
  await run();
  const measured: number[] = [];
  for (let i = 0; i < runs; i++) measured.push(await run());
  return measured;
}
