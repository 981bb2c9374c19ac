import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseForProcesses, startProcess } from './test/processes';

/*
 * WORKERS (issue 23): `npm start` as several processes, started for real on an empty
 * database. On PostgreSQL the server starts, seeds once, answers, replaces a killed process
 * and stops cleanly; on the SQLite file it refuses to start.
 */
const MAIN = 'apps/server/src/main.ts';

/** A port nobody listens on now (cluster workers cannot share port 0). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Whether a process of this id still runs. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const WORKER_LISTENING = /worker (\d+) listening/;

describe('WORKERS=2', () => {
  if (process.env.TEST_DATABASE_URL) {
    it(
      'serves from two processes, replaces one that dies and stops on SIGTERM',
      { timeout: 120_000 },
      async () => {
        const database = await emptyDatabaseForProcesses();
        const port = await freePort();
        const server = startProcess(MAIN, {
          ...database.env,
          WORKERS: '2',
          HOST: '127.0.0.1',
          PORT: String(port),
          LADING_SEED_DEMO: '0',
          LADING_ADMIN_PASSWORD: 'workers-start1',
        });
        try {
          await server.waitFor(/Processes: 2 \(WORKERS\)/);
          const banner = server.output();
          expect(banner.match(/Lading is running at/g)).toHaveLength(1);
          expect(banner).toContain('created and seeded just now');
          const workers = [...banner.matchAll(new RegExp(WORKER_LISTENING, 'g'))].map((m) =>
            Number(m[1]),
          );
          expect(new Set(workers).size).toBe(2);

          const health = async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
          expect(await health()).toBe(200);

          // a worker killed outright: the others go on answering, and a new one takes its place
          const from = server.output().length;
          process.kill(workers[0]!, 'SIGKILL');
          await server.waitFor(
            new RegExp(`worker ${workers[0]} stopped \\(signal SIGKILL\\)`),
            from,
          );
          expect(await health()).toBe(200);
          const replacement = Number((await server.waitFor(WORKER_LISTENING, from))[1]);
          expect(workers).not.toContain(replacement);
          expect(await health()).toBe(200);

          server.child.kill('SIGTERM');
          expect(await server.exited, server.output()).toBe(0);
          expect([workers[1]!, replacement].filter(alive)).toEqual([]);
        } finally {
          if (server.child.exitCode === null) server.child.kill('SIGKILL');
          await server.exited;
          await database.close();
        }
      },
    );
  } else {
    it(
      'refuses to start on the SQLite file, saying PostgreSQL is needed',
      { timeout: 60_000 },
      async () => {
        const database = await emptyDatabaseForProcesses();
        try {
          const server = startProcess(MAIN, {
            ...database.env,
            WORKERS: '2',
            PORT: String(await freePort()),
          });
          expect(await server.exited).toBe(1);
          expect(server.output()).toContain('WORKERS needs PostgreSQL (DATABASE_URL)');
        } finally {
          await database.close();
        }
      },
    );
  }
});
