// `npm run bench:soak` (issue 12 §8): a bounded mixed workload — lists, exports, plan saves,
// ready-date submits, small imports, sign-ins and wrong sign-ins — at 50 connections against
// the real server (a child process, fresh data folder, demo data seeded by its first start),
// once on SQLite and once on PostgreSQL (a database made for the run and dropped after it).
// One JSON line per database: throughput, p50/p99, errors split into unexpected (5xx,
// connection errors, timeouts, other 4xx, failed import jobs — must be 0) and expected 4xx
// (wrong sign-ins), the server's RSS at start, after warm-up and at the end (medians of ten
// one-second readings, soak/rss.ts). Targets: no
// unexpected error, RSS growth after warm-up ≤ 50 MB, /api/health still 200; a verdict per
// database goes to stderr and a miss sets the exit code.
//
// SOAK_SECONDS (default 180) per database, SOAK_WARMUP_SECONDS (default 30, at most a
// quarter of the run), SOAK_DB=sqlite|postgres|both (default both), SOAK_PG_URL (the admin
// URL, default postgres://postgres@127.0.0.1:5432/test), SOAK_SIGNINS_PER_SECOND per sign-in
// lane (default 2).
import os from 'node:os';
import { Client } from './soak/client';
import { startServer, type SoakDatabase, type SoakServer } from './soak/server';
import { RssSampler } from './soak/rss';
import { prepareSoak } from './soak/setup';
import { SoakStats } from './soak/stats';
import { CONNECTIONS, LANES, runWorkload } from './soak/workload';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(30, SECONDS / 4));
const SIGN_INS_PER_SECOND = Number(process.env.SOAK_SIGNINS_PER_SECOND ?? 2);
const PG_ADMIN_URL = process.env.SOAK_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASES: SoakDatabase[] =
  process.env.SOAK_DB === 'sqlite' || process.env.SOAK_DB === 'postgres'
    ? [process.env.SOAK_DB]
    : ['sqlite', 'postgres'];
const MAX_RSS_GROWTH_MB = 50;

async function soak(server: SoakServer) {
  const client = new Client(server.port, CONNECTIONS);
  try {
    const setup = await prepareSoak(client, {
      planners: LANES.plan,
      signInAccounts: 20,
      wrongPasswordAccounts: 10,
    });
    const rss = new RssSampler(() => server.rssMb());
    rss.start();
    const stats = new SoakStats();
    const started = performance.now();
    await runWorkload(client, setup, stats, {
      deadline: started + SECONDS * 1000,
      signInsPerSecond: SIGN_INS_PER_SECOND,
    });
    const elapsed = (performance.now() - started) / 1000;
    const memory = rss.stop(WARMUP_SECONDS);
    const health = await client.request({ method: 'GET', path: '/api/health' });

    const totals = stats.totals();
    const growth = memory.rss_growth_after_warmup_mb;
    const checks = {
      no_unexpected_errors: totals.unexpected === 0,
      rss_growth_ok: growth <= MAX_RSS_GROWTH_MB,
      healthy_after: health.status === 200,
    };
    const line = {
      bench: 'soak',
      database: server.database,
      connections: CONNECTIONS,
      seconds: +elapsed.toFixed(1),
      warmup_seconds: WARMUP_SECONDS,
      req_per_s: Math.round(totals.requests / elapsed),
      p50_ms: totals.p50_ms,
      p99_ms: totals.p99_ms,
      requests: totals.requests,
      errors: { unexpected: totals.unexpected, expected_4xx: totals.expected },
      ...memory,
      pass: Object.values(checks).every(Boolean),
      checks,
      operations: stats.operations(),
      ...(stats.samples.length ? { unexpected_samples: stats.samples } : {}),
      data: { demo: true, lanes: LANES, sign_ins_per_second_per_lane: SIGN_INS_PER_SECOND },
      machine: { cpus: os.cpus().length, node: process.version },
    };
    console.log(JSON.stringify(line));
    console.error(
      `soak ${server.database}: ${line.pass ? 'PASS' : 'FAIL'} — ` +
        `${line.req_per_s} req/s, p50 ${line.p50_ms} ms, p99 ${line.p99_ms} ms; ` +
        `unexpected errors ${totals.unexpected} (target 0), expected 4xx ${totals.expected}; ` +
        `RSS ${memory.rss_mb.start} → ${memory.rss_mb.after_warmup} (warm) → ${memory.rss_mb.end} MB, ` +
        `growth ${growth} MB ` +
        `(target ≤ ${MAX_RSS_GROWTH_MB}${WARMUP_SECONDS < 30 ? `; a ${WARMUP_SECONDS} s warm-up: indicative only` : ''}); ` +
        `health after ${health.status}`,
    );
    return line.pass;
  } finally {
    client.close();
  }
}

let allPassed = true;
for (const database of DATABASES) {
  const server = await startServer(database, PG_ADMIN_URL);
  try {
    allPassed = (await soak(server)) && allPassed;
  } finally {
    await server.stop();
  }
}
if (!allPassed) process.exitCode = 1;
