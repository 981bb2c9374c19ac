// `npm run bench`: one JSON line per figure. The servers run in a child process so the
// load generator (autocannon, here) does not share their event loop. Figures are compared
// as ratios within one run (QUALITY.md), never across days or machines.
import { spawn } from 'node:child_process';
import os from 'node:os';
import readline from 'node:readline';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api-server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const first = await new Promise<string>((resolve, reject) => {
  readline.createInterface({ input: child.stdout! }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const server = JSON.parse(first) as {
  barePort: number;
  appPort: number;
  token: string;
  unreadMessages: number;
};

async function measure(bench: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const line = {
    bench,
    connections: CONNECTIONS,
    seconds: SECONDS,
    req_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(JSON.stringify(line));
  return line;
}

const auth = { authorization: `Bearer ${server.token}`, lang: 'en' };
const app = `http://127.0.0.1:${server.appPort}/api`;
try {
  const bare = await measure('api.hello.bare', `http://127.0.0.1:${server.barePort}/hello`);
  const unread = await measure(
    'api.messages.unread',
    `${app}/ea/stationMessageSendRecord/queryUnReadMessage`,
    auth,
  );
  const info = await measure('api.admin.info', `${app}/admin/info`, auth);
  console.log(
    JSON.stringify({
      bench: 'api.ratios',
      unread_vs_bare: +(unread.req_per_s / bare.req_per_s).toFixed(3),
      info_vs_bare: +(info.req_per_s / bare.req_per_s).toFixed(3),
      data: { database: 'sqlite', unread_messages: server.unreadMessages, menus: 'all (admin)' },
      machine: { cpus: os.cpus().length, node: process.version },
    }),
  );
} finally {
  child.kill('SIGTERM');
}
