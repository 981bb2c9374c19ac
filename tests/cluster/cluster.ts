// The cluster under test: three real `npm start` servers (apps/server/src/main.ts), each
// with its own port and DATA_DIR, on one PostgreSQL database made for the run (dropped
// after it), behind nginx or the test proxy (front-proxy.ts). Processes can be frozen
// (SIGSTOP), resumed, killed and started again on the same port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startFrontProxy, type FrontProxy } from './front-proxy';

export const PG_ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The job lease the servers run with: short, so a stale job is failed within seconds. */
export const LEASE_SECONDS = 5;
/**
 * Where the servers' code is: this checkout, or LADING_CLUSTER_SERVER_ROOT (e.g. an export of
 * another commit, to show what the scenarios find there).
 */
const SERVER_ROOT = process.env.LADING_CLUSTER_SERVER_ROOT ?? process.cwd();

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export class LadingProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(
    readonly name: string,
    readonly port: number,
    readonly dataDir: string,
    private readonly databaseUrl: string,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && !this.child.signalCode;
  }

  start(): void {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(this.port),
      DATA_DIR: this.dataDir,
      DATABASE_URL: this.databaseUrl,
      TRUST_PROXY: '127.0.0.1',
      LADING_SEED_DEMO: '1',
      LADING_ADMIN_PASSWORD: '',
      LADING_DEMO_PASSWORD: '',
      LADING_JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      LADING_JOB_HEARTBEAT_SECONDS: '1',
      LOG_LEVEL: 'warn',
    };
    delete env.WORKERS;
    const log = fs.openSync(path.join(this.dataDir, 'server.log'), 'a');
    const child = spawn(
      process.execPath,
      ['--max-semi-space-size=32', '--import', 'tsx', 'apps/server/src/main.ts'],
      { env, cwd: SERVER_ROOT, stdio: ['ignore', log, log] },
    );
    fs.closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /** The last lines of its log (what a failed start or crash said). */
  logTail(lines = 30): string {
    const file = path.join(this.dataDir, 'server.log');
    if (!fs.existsSync(file)) return '';
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  }

  /** Resolves once /api/health answers 200; rejects when the process exits or the deadline passes. */
  async waitHealthy(deadlineMs = 120_000): Promise<void> {
    const until = Date.now() + deadlineMs;
    while (Date.now() < until) {
      if (!this.running) {
        throw new Error(`${this.name} exited (${this.child?.exitCode}):\n${this.logTail()}`);
      }
      try {
        const answer = await fetch(`http://127.0.0.1:${this.port}/api/health`);
        if (answer.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.name} not healthy after ${deadlineMs} ms:\n${this.logTail()}`);
  }

  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child!.kill(signal);
  }

  /** SIGKILL, and wait until it is gone. */
  async kill(): Promise<void> {
    if (this.running) this.child!.kill('SIGKILL');
    await this.exited;
  }

  /** Resumed if frozen, then SIGTERM (SIGKILL after 10 s). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGCONT');
    this.child!.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}

export interface Cluster {
  processes: LadingProcess[];
  front: FrontProxy;
  /** The run's database, for the test's own row counts. */
  db: pg.Pool;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** A fresh database and `count` processes started at the same moment (not yet waited for). */
export async function startCluster(count = 3): Promise<Cluster> {
  const database = `lading_cluster_${process.pid}_${Date.now()}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-cluster-'));
  const processes: LadingProcess[] = [];
  for (let i = 1; i <= count; i++) {
    const dataDir = path.join(root, `p${i}`);
    fs.mkdirSync(dataDir);
    processes.push(new LadingProcess(`p${i}`, await freePort(), dataDir, databaseUrl));
  }
  for (const lading of processes) lading.start();
  const front = await startFrontProxy(
    path.join(root, 'front'),
    processes.map((lading) => lading.port),
  );
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  return {
    processes,
    front,
    db,
    databaseUrl,
    stop: async () => {
      await front.stop();
      await Promise.all(processes.map((lading) => lading.stop()));
      await db.end();
      await adminQuery(`drop database if exists ${database} with (force)`);
      if (process.env.LADING_CLUSTER_KEEP) console.error(`kept ${root}`);
      else fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Waits for every process to be healthy; one that crashed is started once more so later
 * scenarios can run. Answers the names of those that did not come up the first time.
 */
export async function settle(cluster: Cluster): Promise<string[]> {
  const first = await Promise.allSettled(cluster.processes.map((p) => p.waitHealthy()));
  const failed = cluster.processes.filter((_, i) => first[i]!.status === 'rejected');
  for (const lading of failed) {
    console.error(`${lading.name} did not start:\n${lading.logTail()}`);
    await lading.stop();
    lading.start();
  }
  await Promise.all(failed.map((lading) => lading.waitHealthy()));
  return failed.map((lading) => lading.name);
}
