// The server under soak: the real `npm start` entry (apps/server/src/main.ts) in a child
// process with the flags `npm start` gives it, on a fresh data folder and either that
// folder's SQLite file or a PostgreSQL database made for the run (dropped after it). The
// demo data is seeded by the server's own first start.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type SoakDatabase = 'sqlite' | 'postgres';

export const ADMIN_PASSWORD = 'soak-admin-1';

export interface SoakServer {
  port: number;
  pid: number;
  database: SoakDatabase;
  /** The server process's resident set (VmRSS), in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The process's resident set in MB; NaN once it is gone (a crash shows as a failed health check). */
export function rssMbOf(pid: number): number {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return NaN;
  }
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return +(kb / 1024).toFixed(1);
}

async function waitForHealth(port: number, child: ChildProcess, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

export async function startServer(database: SoakDatabase, pgAdminUrl: string): Promise<SoakServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-soak-'));
  const pgDatabase = `lading_soak_${process.pid}_${Date.now()}`;
  let databaseUrl = '';
  if (database === 'postgres') {
    await adminQuery(pgAdminUrl, `create database ${pgDatabase}`);
    const url = new URL(pgAdminUrl);
    url.pathname = `/${pgDatabase}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=32', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LADING_ADMIN_PASSWORD: ADMIN_PASSWORD,
        LADING_DEMO_PASSWORD: '',
        LADING_SEED_DEMO: '1',
        // request logs off (they would measure the pipe); warnings and errors still show,
        // on this process's stderr (the figures are on stdout)
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 2, 'inherit'],
    },
  );
  const cleanUp = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (database === 'postgres') {
      await adminQuery(pgAdminUrl, `drop database if exists ${pgDatabase} with (force)`);
    }
  };
  try {
    await waitForHealth(port, child);
  } catch (error) {
    child.kill('SIGKILL');
    await cleanUp();
    throw error;
  }
  return {
    port,
    pid: child.pid!,
    database,
    rssMb: () => rssMbOf(child.pid!),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await cleanUp();
    },
  };
}
