import { sql, type Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/schema';
import { runPoImport } from '../../modules/orders/import/order-import.job';
import { poFile } from '../../modules/orders/import/order-import.test-support';
import {
  fan,
  linesOf,
  newPoNumber,
  panel,
  poRow,
  scm,
  useOrderImportWorld,
} from '../../modules/orders/import/order-import.world.test-support';
import { t } from '../../test/harness';
import { JobLease } from './job-lease';
import { JobLost, JobRunner, type JobHandler } from './job-runner';
import { jobRepository, type JobRow } from './job.repository';

/**
 * Fencing and import exclusivity (issue 23), on the real database: a worker whose job was
 * failed as stale can write nothing of it, and two imports of the same orders at once (two
 * workers, as two processes) queue: the second reads what the first wrote.
 */
useOrderImportWorld();

/** A kind only this file's workers run (the app's own worker leaves these jobs alone). */
const KIND = 'test.fencing.po';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const depsWith = (clock: () => Date = () => new Date()): AppDeps => ({
  db: t.db,
  config: t.config,
  clock,
});

async function queuePoImport(file: Buffer) {
  return jobRepository.insert(t.db.kysely, {
    kind: KIND,
    createdBy: scm.userId,
    at: new Date().toISOString(),
    inputName: 'po.xlsx',
    input: { actor: { userId: scm.userId, username: 'scm', clientAddress: '127.0.0.1' } },
    file,
  });
}

const jobRow = (id: number) =>
  t.db.kysely.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** What another process's sweep does once this worker's heartbeat is older than the lease. */
async function sweptAsStale(id: number) {
  await t.db.kysely
    .updateTable('jobs')
    .set({ heartbeat_at: '2000-01-01T00:00:00.000Z' })
    .where('id', '=', id)
    .execute();
  return jobRepository.failStale(t.db.kysely, t.db.dialect, {
    leaseSeconds: 120,
    at: new Date().toISOString(),
  });
}

async function claim(workerId: string): Promise<JobRow> {
  const job = await jobRepository.claimNext(t.db, [KIND], {
    workerId,
    token: `token-${workerId}`,
    at: new Date().toISOString(),
  });
  if (!job) throw new Error('nothing to claim');
  return job;
}

describe('a job taken from its worker (its lease ran out)', () => {
  it('can be neither progressed, beaten nor finished by that worker', async () => {
    const id = await queuePoImport(await poFile([poRow({ poNumber: newPoNumber() })]));
    const job = await claim('frozen');
    expect(job).toMatchObject({ id, status: 'running', worker_id: 'frozen' });
    expect(job.heartbeat_at).toMatch(ISO);
    const held = { id, token: job.lease_token! };
    expect(await jobRepository.heartbeat(t.db.kysely, t.db.dialect, held)).toBe(true);

    expect(await sweptAsStale(id)).toBe(1);
    const stage = { stage: 'writing', done: 1, total: 1 };
    expect(await jobRepository.progress(t.db.kysely, t.db.dialect, held, stage)).toBe(false);
    expect(await jobRepository.heartbeat(t.db.kysely, t.db.dialect, held)).toBe(false);
    const end = { status: 'succeeded', result: { imported: 1 }, error: null } as const;
    expect(await jobRepository.finish(t.db.kysely, t.db.dialect, held, end, 'x')).toBe(false);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      result_json: null,
      error_json: JSON.stringify({ key: 'job.stale' }),
    });
  });

  it('stops its import at the next progress: JobLost, nothing written', async () => {
    const poNumber = newPoNumber();
    const id = await queuePoImport(await poFile([poRow({ poNumber })]));
    const job = await claim('slow');
    const lease = new JobLease(depsWith(), job, t.app.log, 3_600_000);
    await sweptAsStale(id);
    const context = { deps: depsWith(), job, ...pick(lease) };
    await expect(runPoImport(context)).rejects.toBeInstanceOf(JobLost);
    lease.stop();
    expect(await linesOf(poNumber)).toEqual([]);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', result_json: null });
  });

  it('rolls back its whole write transaction when the job was taken before it committed', async () => {
    const poNumber = newPoNumber();
    const id = await queuePoImport(
      await poFile([
        poRow({ poNumber }),
        poRow({ poNumber, lineNo: 2, productCode: panel.productId }),
      ]),
    );
    const lease = new JobLease(depsWith(), await claim('frozen-mid-import'), t.app.log, 3_600_000);
    let wrote = 0;
    const swept = runPoImport({
      deps: depsWith(),
      job: await jobRow(id),
      // the worker froze after its last progress: it learns of the loss only at commit
      progress: async () => undefined,
      commit: async (scope, work) => {
        // SQLite: nobody can write while the import's transaction is open (BEGIN IMMEDIATE),
        // so another process's sweep comes just before it.
        if (t.db.dialect !== 'postgres') await sweptAsStale(id);
        return lease.commit(scope, async (trx) => {
          const outcome = await work(trx);
          wrote = (await linesIn(trx, poNumber)).length;
          // PostgreSQL: another process fails the job while this transaction is open.
          if (t.db.dialect === 'postgres') await sweptAsStale(id);
          return outcome;
        });
      },
    });
    await expect(swept).rejects.toBeInstanceOf(JobLost);
    lease.stop();
    expect(wrote).toBe(2);
    expect(await linesOf(poNumber)).toEqual([]);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      result_json: null,
      error_json: JSON.stringify({ key: 'job.stale' }),
    });
  });
});

describe('the lease is kept with the database clock', () => {
  it('ignores the clocks of the processes: a host whose clock runs an hour ahead fails nothing', async () => {
    // started first: its start (on SQLite, failing what a previous process left running) is
    // over before the job is claimed; then only its sweeps, each poll, can touch the job
    const ahead = new JobRunner(
      depsWith(() => new Date(Date.now() + 3_600_000)),
      {},
      t.app.log,
    );
    ahead.start();
    await ahead.drain();
    const id = await queuePoImport(await poFile([poRow({ poNumber: newPoNumber() })]));
    const lagging = () => new Date(Date.now() - 3_600_000);
    const startedAt = lagging().toISOString();
    const job = await jobRepository.claimNext(t.db, [KIND], {
      workerId: 'behind',
      token: 'token-behind',
      at: startedAt,
    });
    // started_at is the process's (what screens show); the heartbeat is the database's
    expect(job!.started_at).toBe(startedAt);
    expect(job!.heartbeat_at).toMatch(ISO);
    expect(Math.abs(Date.parse(job!.heartbeat_at!) - Date.now())).toBeLessThan(600_000);
    expect(job!.heartbeat_at! > job!.started_at!).toBe(true);

    await ahead.drain();
    await ahead.stop();
    expect((await jobRow(id)).status).toBe('running');
    await sweptAsStale(id);
  });
});

describe('two imports of the same orders at once, on two workers', () => {
  it('queue on the import lock: one adds the lines, the other finds them unchanged', async () => {
    const poNumber = newPoNumber();
    const file = await poFile([
      poRow({ poNumber, lineNo: 1 }),
      poRow({ poNumber, lineNo: 2, productCode: panel.productId }),
      poRow({ poNumber, lineNo: 3, productCode: fan.productId }),
    ]);
    const first = await queuePoImport(file);
    // The first holds its transaction open, lines written, until the second is waiting on
    // a lock (PostgreSQL) — without the import lock the second would run into its rows.
    const holding: JobHandler = (context) =>
      runPoImport({
        ...context,
        commit: (scope, work) =>
          context.commit(scope, async (trx) => {
            const outcome = await work(trx);
            await untilAnotherSessionWaits();
            return outcome;
          }),
      });
    const a = new JobRunner(depsWith(), { [KIND]: holding }, t.app.log);
    const b = new JobRunner(depsWith(), { [KIND]: runPoImport }, t.app.log);
    a.start();
    await untilWriting(first);
    const second = await queuePoImport(file);
    b.start();
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);

    const results = await Promise.all(
      [first, second].map(async (id) => {
        const row = await jobRow(id);
        return { status: row.status, error: row.error_json, ...JSON.parse(row.result_json!) };
      }),
    );
    // whichever took the lock first added the lines (the first, unless the second overtook it)
    results.sort((x, y) => y.created - x.created);
    expect(results[0]).toMatchObject({ status: 'succeeded', created: 3, unchanged: 0 });
    expect(results[1]).toMatchObject({ status: 'succeeded', created: 0, unchanged: 3 });
    expect(results.map((r) => r.error)).toEqual([null, null]);
    expect(await linesOf(poNumber)).toHaveLength(3);
  });
});

/** A lease's own writes as a handler is given them. */
const pick = (lease: JobLease) => ({ progress: lease.progress, commit: lease.commit });

const linesIn = (trx: Transaction<Database>, poNumber: string) =>
  trx
    .selectFrom('po_lines')
    .innerJoin('purchase_orders', 'purchase_orders.id', 'po_lines.po_id')
    .select('po_lines.id')
    .where('purchase_orders.po_number', '=', poNumber)
    .execute();

/** Until the job has come to its write transaction (or, on SQLite, maybe through it). */
async function untilWriting(id: number) {
  for (let look = 0; look < 2_000; look++) {
    if (['writing', 'done'].includes((await jobRow(id)).stage)) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`job ${id} never started`);
}

/**
 * PostgreSQL: until some session waits for a lock (the second import, on the import lock).
 * SQLite: at once — the second import's transaction cannot even begin before this one ends.
 */
async function untilAnotherSessionWaits() {
  if (t.db.dialect !== 'postgres') return;
  for (let look = 0; look < 400; look++) {
    const waiting = await sql<{ n: number }>`
      select count(*)::int as n from pg_locks where not granted`.execute(t.db.kysely);
    if (waiting.rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
