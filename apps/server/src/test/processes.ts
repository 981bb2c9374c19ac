import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * For tests that start server processes of their own (issue 23): an empty database those
 * processes find through their environment — with TEST_DATABASE_URL set, a new PostgreSQL
 * database on that server (each process's own pool, as in production); else a new data
 * folder for the SQLite file. Dropped on close.
 */
export async function emptyDatabaseForProcesses() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-processes-'));
    return {
      dialect: 'sqlite' as const,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      config: { dataDir, databaseUrl: undefined },
      close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `lading_processes_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-processes-'));
  return {
    dialect: 'postgres' as const,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    config: { dataDir, databaseUrl: url.toString() },
    close: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A TypeScript entry point run as `node --import tsx <file>`, its output collected. */
export function startProcess(file: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    output: () => output,
    /** Resolves with the first match of `pattern` in the output (at or after `from`). */
    waitFor(pattern: RegExp, from = 0): Promise<RegExpExecArray> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output.slice(from));
          if (match) {
            listeners.delete(check);
            resolve(match);
          }
        };
        listeners.add(check);
        void exited.then((code) => {
          listeners.delete(check);
          reject(new Error(`exited (${code}) before ${pattern}:\n${output}`));
        });
        check();
      });
    },
  };
}
