// Child of bench/import-memory.ts: one upload through the real import route of a fresh app
// (multipart → job → reader → checks → write), with the process's RSS sampled every 50 ms
// from a worker thread (it keeps sampling while the main thread is busy). Prints one JSON
// line. Args: <sqlite file> <workbook> <import base, e.g. /api/purchase-orders/import>.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import { openSqlite } from '../apps/server/src/db/database';

const [dbFile, workbookFile, base] = process.argv.slice(2) as [string, string, string];
const MB = 1024 * 1024;

const SAMPLER = `
const { parentPort } = require('node:worker_threads');
let peak = 0;
const sample = () => { peak = Math.max(peak, process.memoryUsage.rss()); };
const timer = setInterval(sample, 50);
sample();
parentPort.on('message', () => { clearInterval(timer); sample(); parentPort.postMessage(peak); });
parentPort.postMessage('ready');
`;

/** The kernel's high-water mark of this process's RSS (Linux), in bytes. */
function rssHighWaterMark(): number | null {
  try {
    const line = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    return line ? Number(line[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function multipartBody(fileName: string, bytes: Buffer) {
  const boundary = `----lading${randomUUID().replace(/-/g, '')}`;
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const db = openSqlite(dbFile);
const config = { ...readConfig({}), dataDir: path.dirname(dbFile), seedDemo: false };
const app = await buildApp({ db, config, clock: () => new Date() }, { logger: false });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/admin/login',
  payload: { username: 'admin', password: config.adminPassword },
});
const auth = { authorization: `Bearer ${login.json().data.token}`, lang: 'en' };
const file = fs.readFileSync(workbookFile);
const upload = multipartBody(path.basename(workbookFile), file);

const sampler = new Worker(SAMPLER, { eval: true });
await new Promise((resolve) => sampler.once('message', resolve));
(globalThis as { gc?: () => void }).gc?.();
await sleep(500);
const rssBefore = process.memoryUsage.rss();
try {
  fs.writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS
} catch {
  // not Linux, or not allowed: the sampled peak stands alone
}

const started = performance.now();
const queued = await app.inject({
  method: 'POST',
  url: base,
  headers: { ...auth, 'content-type': upload.contentType },
  payload: upload.body,
});
let job:
  | {
      status: string;
      imported: number | null;
      error: string | null;
      issues: { row: number; column: string; message: string }[];
    }
  | undefined;
if (queued.statusCode === 200) {
  await app.jobs.drain();
  const read = await app.inject({
    method: 'GET',
    url: `${base}/${queued.json().data.jobId}`,
    headers: auth,
  });
  job = read.json().data;
}
const seconds = (performance.now() - started) / 1000;
sampler.postMessage('stop');
const sampledPeak = await new Promise<number>((resolve) => sampler.once('message', resolve));
await sampler.terminate();
const highWaterMark = rssHighWaterMark();
const peak = Math.max(sampledPeak, highWaterMark ?? 0);

const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
console.log(
  JSON.stringify({
    file_bytes: file.length,
    upload_status: queued.statusCode,
    upload_error: queued.statusCode === 200 ? null : queued.json().message,
    job: job
      ? {
          status: job.status,
          imported: job.imported,
          error: job.error,
          first_issues: job.issues.slice(0, 3),
        }
      : null,
    seconds: Math.round(seconds * 100) / 100,
    rss_before_mb: mb(rssBefore),
    rss_peak_sampled_mb: mb(sampledPeak),
    rss_peak_kernel_mb: highWaterMark === null ? null : mb(highWaterMark),
    rss_growth_mb: mb(peak - rssBefore),
  }),
);
await app.close();
await db.close();
