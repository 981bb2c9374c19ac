// `npm run bench:dd`: the due-diligence screens on 5,000 suppliers and their ~58,000 file
// versions (SQLite; issue 17). Figures: the first pages of documentApproval (plain and by
// keyword), NDAContract (plain and expiring soon), DDreport, a supplier's stage record and
// avlApproval (goal ≤ 100 ms each); the stage view of a supplier with 27 versions; a review
// approving 100 pending versions at once; the daily expiry scan (its first run, then a second
// that must warn nobody again); a 1 MB PDF upload. The data (dd/bench-data.ts) is built once
// per day, data version and schema, and cached under bench/.cache. Server time: around
// app.inject in this process (routing, auth, validation, the queries and writes,
// serialization), the median of BENCH_RUNS (5) after a warm-up. One JSON line per figure.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { formatDate } from '@lading/shared';
import { readConfig } from '../apps/server/src/config';
import { benchApp, median, runCopyOf, timedRuns } from './bench-app';
import { openSqlite } from '../apps/server/src/db/database';
import { migrations } from '../apps/server/src/db/migrations';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { demoDocument } from '../apps/server/src/db/seed/demo-files';
import { multipartWith } from '../apps/server/src/modules/due-diligence/dd.test-support';
import { DD_DATA_VERSION, fillDdBench, SUPPLIERS } from './dd/bench-data';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REVIEW_BATCH = 100;
const UPLOAD_BYTES = 1024 * 1024;
const CACHE_DIR = path.resolve('bench/.cache');
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-dd-bench-'));
const config = { ...readConfig({}), dataDir: CACHE_DIR, filesDir, seedDemo: false };
// the day the server reckons validity by (the company's zone)
const today = formatDate(new Date(), config.timeZone);
const schema = createHash('sha1').update(Object.keys(migrations).join()).digest('hex').slice(0, 8);
const cached = path.join(CACHE_DIR, `dd-v${DD_DATA_VERSION}-${schema}-${today}.sqlite`);

let buildSeconds: number | null = null;
if (!fs.existsSync(cached)) {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of fs.readdirSync(CACHE_DIR).filter((name) => name.startsWith('dd-'))) {
    fs.rmSync(path.join(CACHE_DIR, old), { force: true });
  }
  const started = performance.now();
  const building = `${cached}.building`;
  fs.rmSync(building, { force: true });
  const fresh = openSqlite(building);
  await prepareDatabase(fresh, config);
  await fresh.close();
  fillDdBench(building, today);
  fs.renameSync(building, cached);
  buildSeconds = +((performance.now() - started) / 1000).toFixed(1);
}

// the data's size, and the versions the review decides (the queue's oldest, as it shows them)
const reader = new SQLite(cached, { readonly: true });
const count = (table: string) =>
  (reader.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
const rows = {
  suppliers: count('suppliers'),
  supplier_files: count('supplier_files'),
  versions: count('supplier_file_versions'),
  stored_files: count('stored_files'),
  supplier_checks: count('supplier_checks'),
  stage_records: count('supplier_stage_records'),
  avl_requests: count('avl_requests'),
};
const pendingIds = (
  reader
    .prepare(
      `select id from supplier_file_versions where status in ('awaitingReview', 'underReview')
        order by id limit ${(RUNS + 1) * REVIEW_BATCH}`,
    )
    .all() as { id: number }[]
).map((row) => row.id);
const pendingTotal = (
  reader
    .prepare(
      `select count(*) as n from supplier_file_versions where status in ('awaitingReview', 'underReview')`,
    )
    .get() as { n: number }
).n;
reader.close();
console.log(
  JSON.stringify({
    bench: 'dd',
    name: 'data',
    ...rows,
    pending_versions: pendingTotal,
    ...(buildSeconds !== null ? { data_build_seconds: buildSeconds } : {}),
  }),
);

// the writes below change the file: measure on a copy, the cache stays as built
const file = runCopyOf(cached, 'dd-run.sqlite');
const { db, app, headers, call } = await benchApp(file, config);

function report(name: string, runs: number[], extra: Record<string, unknown> = {}) {
  console.log(
    JSON.stringify({
      bench: 'dd',
      name,
      suppliers: SUPPLIERS,
      versions: rows.versions,
      runs: runs.length,
      median_ms: +median(runs).toFixed(1),
      max_ms: +Math.max(...runs).toFixed(1),
      ...extra,
      load1: +os.loadavg()[0]!.toFixed(2),
    }),
  );
}

async function timed(name: string, run: () => Promise<number>, extra?: Record<string, unknown>) {
  report(name, await timedRuns(RUNS, run), extra);
}

const reads: [string, string][] = [
  ['approvals.page1', '/api/supplier-files/approvals?pageNum=1&pageSize=20'],
  ['approvals.keyword', '/api/supplier-files/approvals?pageNum=1&pageSize=20&keyword=SUPB0421'],
  ['ndaReport.page1', '/api/reports/nda-contracts?pageNum=1&pageSize=20'],
  ['ndaReport.expiringSoon', '/api/reports/nda-contracts?pageNum=1&pageSize=20&expiringSoon=1'],
  ['ddReport.page1', '/api/reports/due-diligence?pageNum=1&pageSize=20'],
  ['stageRecords.page1', '/api/suppliers/1/stage-records?pageNum=1&pageSize=20'],
  ['avl.page1', '/api/avl-requests?pageNum=1&pageSize=20'],
];
for (const [name, url] of reads) {
  const extra: Record<string, unknown> = { goal_ms: 100 };
  await timed(
    name,
    async () => {
      const { ms, data } = await call('GET', url);
      extra.total = (data as { total: number }).total;
      return ms;
    },
    extra,
  );
}
const stage: Record<string, unknown> = {};
await timed(
  'stageView',
  async () => {
    const { ms, data } = await call('GET', '/api/suppliers/1/stage');
    const view = data as { stages: { files: { versionCount: number }[] }[] };
    stage.files = view.stages.flatMap((each) => each.files).length;
    stage.file_versions = view.stages
      .flatMap((each) => each.files)
      .reduce((sum, each) => sum + each.versionCount, 0);
    return ms;
  },
  stage,
);

// a review approving the queue's oldest REVIEW_BATCH versions at once, a new batch each run
let batch = 0;
await timed(
  'review.batch',
  async () => {
    const versionIds = pendingIds.slice(batch * REVIEW_BATCH, ++batch * REVIEW_BATCH);
    if (versionIds.length < REVIEW_BATCH) throw new Error('not enough pending versions');
    const { ms, data } = await call('POST', '/api/supplier-files/review', {
      versionIds,
      decision: 'approve',
      comment: 'bench',
    });
    if ((data as { reviewed: number }).reviewed !== REVIEW_BATCH) throw new Error('not reviewed');
    return ms;
  },
  { versions_per_review: REVIEW_BATCH },
);

// the daily scan for today: the first run executes, expires and warns; the second warns nobody
for (const name of ['expiry.scan.first', 'expiry.scan.second']) {
  const scan = await call('POST', '/api/supplier-files/expiry/run', { day: today });
  const result = scan.data as { executed: number; expired: number; warned: number };
  report(name, [scan.ms], { day: today, ...result });
  if (name === 'expiry.scan.second' && result.warned !== 0)
    throw new Error(`the second scan warned ${result.warned} again`);
}

// a 1 MB PDF: a real one from the demo's generator, padded with PDF comment lines after its
// end (still a PDF by its bytes); each run's bytes differ, so none is refused as a duplicate
const pdf = await demoDocument(
  'pdf',
  'Bench NDA',
  Array.from({ length: 200 }, (_, i) => `Clause ${i + 1}: the parties keep the bench's secrets.`),
);
const padding = (run: number) => {
  const line = `%bench padding ${run} ${'x'.repeat(100)}\n`;
  const room = UPLOAD_BYTES - pdf.length;
  return Buffer.from(line.repeat(Math.ceil(room / line.length)).slice(0, room - 1) + '\n');
};
const ndaType = (await app.inject({ method: 'GET', url: '/api/supplier-file-types', headers }))
  .json()
  .data.find((type: { name: string }) => type.name === 'NDA') as { id: number };
let upload = 0;
await timed(
  'upload.1MB',
  async () => {
    const bytes = Buffer.concat([pdf, padding(upload++)]);
    const form = multipartWith(
      {
        fileTypeId: ndaType.id,
        comment: 'Signed NDA',
        expiryControl: 1,
        validFrom: today,
        validUntil: `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`,
      },
      'nda.pdf',
      bytes,
      'application/pdf',
    );
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/suppliers/2/files',
      headers: { ...headers, ...form.headers },
      payload: form.body,
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`upload: ${response.statusCode} ${response.body}`);
    return ms;
  },
  { bytes: UPLOAD_BYTES, pdf_bytes: pdf.length },
);

await app.close();
await db.close();
fs.rmSync(filesDir, { recursive: true, force: true });
