import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { demoAccountsIn, type DemoAccounts } from './db/seed/demo-accounts';
import { startBanner } from './start-banner';

/*
 * WORKERS=N (issue 23): this process, the cluster's primary, serves nothing itself. It
 * prepares the database once (migrations and the first seed, under the start lock), starts
 * N server processes that share the port, prints the banner once they all listen, starts a
 * new process when one dies, and stops them all on SIGTERM or SIGINT.
 */

/** A process that dies again soon after starting waits longer before the next: 1 s, 2 s… */
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A process that served this long before dying counts as healthy: the delay starts over. */
const HEALTHY_AFTER_MS = 60_000;
/** How long stopping processes may take to finish their requests before they are killed. */
const STOP_GRACE_MS = 10_000;

const log = (line: string) => console.log(`[lading] ${line}`);

export async function runPrimary(config: AppConfig): Promise<void> {
  const db = openDatabase(config);
  let seeded: boolean;
  let demoAccounts: DemoAccounts[];
  try {
    ({ seeded } = await prepareDatabase(db, config));
    demoAccounts = await demoAccountsIn(db.kysely);
  } finally {
    await db.close();
  }

  const startedAt = new Map<number, number>();
  const listening = new Set<number>();
  let bannerShown = false;
  let stopping = false;
  let quickDeaths = 0;
  const pendingRestarts = new Set<NodeJS.Timeout>();

  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('listening', (worker: Worker) => {
    listening.add(worker.id);
    log(`worker ${worker.process.pid} listening`);
    if (!bannerShown && listening.size === config.workers) {
      bannerShown = true;
      console.log(startBanner(config, db, seeded, demoAccounts));
    }
  });

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const wasListening = listening.delete(worker.id);
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!bannerShown && !wasListening) {
      // a process that cannot start (port taken, database unreachable…) would only fail again
      log(`worker ${worker.process.pid} failed to start (${how}); stopping`);
      void stop(1);
      return;
    }
    quickDeaths = lived >= HEALTHY_AFTER_MS ? 0 : quickDeaths + 1;
    const delay = Math.min(FIRST_RESTART_DELAY_MS * 2 ** (quickDeaths - 1), MAX_RESTART_DELAY_MS);
    log(`worker ${worker.process.pid} stopped (${how}); starting another in ${delay / 1000} s`);
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopping) start();
    }, delay);
    pendingRestarts.add(timer);
  });

  /** Asks every process to finish (SIGTERM: each closes its server and pool), then exits. */
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pendingRestarts) clearTimeout(timer);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    const exited = workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    );
    const killer = setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS);
    await Promise.all(exited);
    clearTimeout(killer);
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      log(`${signal}: stopping ${config.workers} processes`);
      void stop(0);
    });
  }

  for (let i = 0; i < config.workers; i++) start();
}
