import { describe, expect, it } from 'vitest';
import { emptyDatabaseForProcesses, startProcess } from '../test/processes';
import { openDatabase } from './database';
import { migrations } from './migrations/index';

/*
 * Issue 23 §4: processes starting together on an empty database (several server processes,
 * or WORKERS restarts). One of them migrates and seeds; the others wait for it, then find
 * everything done: none fails, nothing is seeded twice.
 */
const PROCESSES = 3;

describe('first start of several processes at once', () => {
  it('seeds once, and every process starts', { timeout: 60_000 }, async () => {
    const database = await emptyDatabaseForProcesses();
    try {
      const processes = Array.from({ length: PROCESSES }, () =>
        startProcess('apps/server/src/test/prepare-database.child.ts', {
          ...database.env,
          LADING_ADMIN_PASSWORD: 'first-start1',
          LADING_SEED_DEMO: '0',
        }),
      );
      const codes = await Promise.all(processes.map((child) => child.exited));
      const outputs = processes.map((child) => child.output());
      expect(codes, outputs.join('\n')).toEqual(Array(PROCESSES).fill(0));

      const reports = outputs.map(
        (output) =>
          JSON.parse(/prepared (\{.*\})/.exec(output)![1]!) as {
            migrations: number;
            seeded: boolean;
          },
      );
      expect(reports.filter((report) => report.seeded)).toHaveLength(1);
      // each migration applied by one process only
      const applied = reports.reduce((sum, report) => sum + report.migrations, 0);
      expect(applied).toBe(Object.keys(migrations).length);

      const db = openDatabase(database.config);
      try {
        const users = await db.kysely.selectFrom('users').select('username').execute();
        expect(users.map((user) => user.username)).toEqual(['admin']);
      } finally {
        await db.close();
      }
    } finally {
      await database.close();
    }
  });
});
