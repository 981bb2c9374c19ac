import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import { databaseNow } from '../../db/database-clock';
import { t, useTestContext } from '../../test/harness';
import { Conflict } from '../http/errors';
import { JobRunner, type JobHandler } from './job-runner';
import { Scheduler, SCHEDULER_USER_ID, type JobSchedule } from './job-schedules';
import { jobRepository } from './job.repository';

/**
 * Scheduled work on the real database (issue 17): one job per fire time however many
 * processes look, caught up once after a late start, held back until its time, tried again
 * after an unexpected failure. Each test has job kinds of its own, which the app's own worker
 * has no handler for and leaves alone. Time is given to the schedulers as a clock.
 */
useTestContext();

let kinds = 0;
const newKind = (name: string) => `test.schedule.${name}.${++kinds}`;

const deps = (): AppDeps => ({ db: t.db, config: t.config, clock: () => new Date() });
const at = (iso: string) => () => new Date(iso);
const noRunner = { notify: () => undefined };

const runners: JobRunner[] = [];
const schedulers: Scheduler[] = [];
afterEach(async () => {
  await Promise.all(schedulers.splice(0).map((s) => s.stop()));
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

/** A worker (as in one server process) running `handlers`, its start (recovery) over. */
async function startedRunner(handlers: Record<string, JobHandler>, retryBaseMs?: number) {
  const runner = new JobRunner(deps(), handlers, t.app.log, retryBaseMs ? { retryBaseMs } : {});
  runners.push(runner);
  runner.start();
  await runner.drain();
  return runner;
}

function scheduler(
  schedule: JobSchedule,
  clock: () => Date,
  jobs: { notify(): void } = noRunner,
  intervalMs?: number,
) {
  const made = new Scheduler(deps(), [schedule], jobs, t.app.log, {
    clock,
    ...(intervalMs ? { intervalMs } : {}),
  });
  schedulers.push(made);
  return made;
}

const jobsOf = (kind: string) =>
  t.db.kysely.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute();

const jobRow = (id: number) =>
  t.db.kysely.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function databaseTime(secondsAgo = 0) {
  const { rows } = await sql<{
    now: string;
  }>`select ${databaseNow(t.db.dialect, secondsAgo)} as now`.execute(t.db.kysely);
  return rows[0]!.now;
}

const queue = (kind: string, more: { runAfter?: string; maxAttempts?: number } = {}) =>
  jobRepository.insert(t.db.kysely, {
    kind,
    createdBy: SCHEDULER_USER_ID,
    at: new Date().toISOString(),
    inputName: kind,
    input: {},
    file: null,
    ...more,
  });

describe('one fire time, several processes', () => {
  it('queues one job when two processes look at once, and one of their workers runs it once', async () => {
    const kind = newKind('nightly');
    const runs: string[] = [];
    const handler =
      (worker: string): JobHandler =>
      async () => {
        runs.push(worker);
        return { status: 'succeeded', result: { worker } };
      };
    const a = await startedRunner({ [kind]: handler('a') });
    const b = await startedRunner({ [kind]: handler('b') });
    const nightly = { kind, cron: '0 2 * * *', timezone: 'UTC' };
    const clock = at('2024-05-01T02:00:30.000Z');

    const queued = await Promise.all([
      scheduler(nightly, clock, a).tick(),
      scheduler(nightly, clock, b).tick(),
    ]);
    expect(queued.flat()).toHaveLength(1);
    await Promise.all([a.drain(), b.drain()]);

    const [job, ...others] = await jobsOf(kind);
    expect(others).toEqual([]);
    expect(job).toMatchObject({
      unique_key: `${kind}@2024-05-01T02:00:00.000Z`,
      run_after: '2024-05-01T02:00:00.000Z',
      created_by: SCHEDULER_USER_ID,
      status: 'succeeded',
      attempts: 1,
    });
    expect(runs).toHaveLength(1);
    expect(JSON.parse(job!.result_json!)).toEqual({ worker: runs[0] });
    expect(JSON.parse(job!.input_json)).toEqual({
      firedAt: '2024-05-01T02:00:00.000Z',
      cron: '0 2 * * *',
    });
  });

  it('queues nothing more on a second look, nor from a process that starts later', async () => {
    const kind = newKind('hourly');
    const hourly = { kind, cron: '0 * * * *', timezone: 'UTC' };
    const first = scheduler(hourly, at('2024-05-01T10:00:00.000Z'));
    expect(await first.tick()).toHaveLength(1);
    expect(await first.tick()).toEqual([]);
    expect(await scheduler(hourly, at('2024-05-01T10:59:59.999Z')).tick()).toEqual([]);
    expect((await jobsOf(kind)).map((job) => job.unique_key)).toEqual([
      `${kind}@2024-05-01T10:00:00.000Z`,
    ]);
    // the next fire time is a new run
    expect(await first.tick()).toEqual([]);
    expect(await scheduler(hourly, at('2024-05-01T11:00:00.000Z')).tick()).toHaveLength(1);
    expect(await jobsOf(kind)).toHaveLength(2);
  });

  it('makes one job per fire time when four processes look at each of ten at once', async () => {
    const kind = newKind('crowd');
    const everyMinute = { kind, cron: '* * * * *', timezone: 'UTC' };
    const looks = [];
    for (let minute = 0; minute < 10; minute++) {
      const clock = at(`2024-05-01T10:0${minute}:30.000Z`);
      for (let process = 0; process < 4; process++) {
        looks.push(scheduler(everyMinute, clock).tick());
      }
    }
    // on PostgreSQL the inserts of a minute race on several connections at once
    expect((await Promise.all(looks)).flat()).toHaveLength(10);
    expect(await jobsOf(kind)).toHaveLength(10);
  });

  it('queues many jobs without a key (plain jobs) side by side', async () => {
    const kind = newKind('plain');
    await Promise.all([queue(kind), queue(kind), queue(kind)]);
    expect((await jobsOf(kind)).map((job) => job.unique_key)).toEqual([null, null, null]);
  });
});

describe('a late start', () => {
  it('runs the day’s missed run once, not the days before it', async () => {
    const kind = newKind('daily');
    const daily = { kind, cron: '0 2 * * *', timezone: 'UTC' };
    // a process started at 10:00: today's 02:00 has not run
    expect(await scheduler(daily, at('2024-06-03T10:00:00.000Z')).tick()).toHaveLength(1);
    expect(await scheduler(daily, at('2024-06-03T10:01:00.000Z')).tick()).toEqual([]);
    expect((await jobsOf(kind)).map((job) => job.unique_key)).toEqual([
      `${kind}@2024-06-03T02:00:00.000Z`,
    ]);
  });

  it('reads the pattern in the schedule’s zone, or LADING_TIME_ZONE', async () => {
    const kind = newKind('zoned');
    const clock = at('2024-06-03T10:00:00.000Z');
    await scheduler({ kind, cron: '0 3 * * *', timezone: 'Asia/Shanghai' }, clock).tick();
    expect((await jobsOf(kind)).map((job) => job.run_after)).toEqual(['2024-06-02T19:00:00.000Z']);
    const other = newKind('server-zone');
    // the test context's LADING_TIME_ZONE is UTC
    await scheduler({ kind: other, cron: '0 3 * * *' }, clock).tick();
    expect((await jobsOf(other)).map((job) => job.run_after)).toEqual(['2024-06-03T03:00:00.000Z']);
  });

  it('skips a fire time older than a day (a weekly run missed on Monday)', async () => {
    const kind = newKind('weekly');
    const weekly = { kind, cron: '0 2 * * 1', timezone: 'UTC' };
    // Wednesday 2024-06-05: Monday's run is two days old
    expect(await scheduler(weekly, at('2024-06-05T10:00:00.000Z')).tick()).toEqual([]);
    expect(await jobsOf(kind)).toEqual([]);
  });

  it('refuses a pattern that is not one, or an unknown zone, when the app is built', () => {
    expect(() =>
      scheduler({ kind: newKind('bad'), cron: '0 3 * *' }, at(new Date().toISOString())),
    ).toThrow(/is not a cron pattern/);
    expect(() =>
      scheduler({ kind: newKind('date'), cron: '2030-01-01T00:00:00' }, () => new Date()),
    ).toThrow(/is not a cron pattern/);
    expect(() =>
      scheduler(
        { kind: newKind('zone'), cron: '0 3 * * *', timezone: 'Mars/Olympus' },
        () => new Date(),
      ),
    ).toThrow(/in Mars\/Olympus is not a cron pattern in a time zone/);
    const twice = { kind: newKind('twice'), cron: '0 3 * * *' };
    expect(() => new Scheduler(deps(), [twice, twice], noRunner, t.app.log)).toThrow(
      /two schedules of job kind/,
    );
  });
});

describe('run_after', () => {
  it('keeps a job from being claimed until its time by the database’s clock', async () => {
    const kind = newKind('later');
    const later = await queue(kind, { runAfter: await databaseTime(-3600) });
    const due = await queue(kind, { runAfter: await databaseTime(1) });
    const claim = (worker: string) =>
      jobRepository.claimNext(t.db, [kind], { workerId: worker, token: worker, at: 'x' });

    expect((await claim('first'))?.id).toBe(due);
    expect(await claim('second')).toBeUndefined();
    await t.db.kysely
      .updateTable('jobs')
      .set({ run_after: await databaseTime(1) })
      .where('id', '=', later)
      .execute();
    expect((await claim('third'))?.id).toBe(later);
  });

  it('leaves a scheduled job a process’s fast clock queued before its time to wait for it', async () => {
    const kind = newKind('early');
    const runs: number[] = [];
    const runner = await startedRunner({
      [kind]: async ({ job }) => {
        runs.push(job.id);
        return { status: 'succeeded', result: null };
      },
    });
    const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    inAYear.setUTCMinutes(0, 30, 0);
    const [id] = await scheduler({ kind, cron: '0 * * * *' }, () => inAYear, runner).tick();
    await runner.drain();
    expect(runs).toEqual([]);
    expect((await jobRow(id!)).status).toBe('queued');
  });
});

describe('a scheduler started with the app', () => {
  it('looks at once and again each interval, and stops looking when stopped', async () => {
    const kind = newKind('started');
    let now = new Date('2024-05-01T10:00:10.000Z');
    const minutely = scheduler({ kind, cron: '* * * * *' }, () => now, noRunner, 10);
    minutely.start();
    await until(async () => (await jobsOf(kind)).length === 1);
    now = new Date('2024-05-01T10:01:10.000Z');
    await until(async () => (await jobsOf(kind)).length === 2);
    await minutely.stop();
    now = new Date('2024-05-01T10:02:10.000Z');
    // three intervals: a scheduler still looking would have queued 10:02
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await jobsOf(kind)).toHaveLength(2);
  });

  it('is not started by an app built without `schedules` (tests, benches)', async () => {
    expect(await jobsOf('stock.ledgerCheck')).toEqual([]);
  });
});

describe('run now', () => {
  it('queues a run outside the schedule, which the worker runs', async () => {
    const kind = newKind('manual');
    const runner = await startedRunner({
      [kind]: async () => ({ status: 'succeeded', result: { ran: true } }),
    });
    const manual = scheduler({ kind, cron: '0 3 * * *' }, at('2024-05-01T10:00:00.000Z'), runner);
    const id = await manual.runNow(kind, 7);
    await runner.drain();
    expect(await jobRow(id)).toMatchObject({
      unique_key: `${kind}@manual@2024-05-01T10:00:00.000Z`,
      run_after: null,
      created_by: 7,
      status: 'succeeded',
      result_json: JSON.stringify({ ran: true }),
    });
    await expect(manual.runNow('test.schedule.none', 7)).rejects.toThrow(/no schedule/);
  });
});

describe('a job that throws', () => {
  it('is queued again after the base delay, then twice it, while it has tries left; its old claim writes nothing', async () => {
    const kind = newKind('flaky');
    let calls = 0;
    const hour = 3_600_000;
    const runner = await startedRunner(
      {
        [kind]: async () => {
          calls += 1;
          if (calls < 3) throw new Error(`database away (${calls})`);
          return { status: 'succeeded', result: { calls } };
        },
      },
      hour,
    );
    const id = await queue(kind, { maxAttempts: 3 });

    const before = await databaseTime();
    runner.notify();
    await runner.drain();
    const first = await jobRow(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lease_token: null });
    expect(JSON.parse(first.error_json!)).toEqual({ key: 'job.failed' });
    // an hour from the try by the database's clock (the bound below only fails on a try
    // that took an hour)
    expect(secondsBetween(before, first.run_after!)).toBeGreaterThanOrEqual(3600);
    expect(secondsBetween(before, first.run_after!)).toBeLessThan(7200);

    // the claim of the first try matches nothing now
    const end = { status: 'succeeded', result: null, error: null } as const;
    const stale = { id, token: 'a token of the first try' };
    expect(await jobRepository.finish(t.db.kysely, t.db.dialect, stale, end, 'x')).toBe(false);

    await dueNow(id);
    const beforeSecond = await databaseTime();
    await runner.drain();
    const second = await jobRow(id);
    expect(second).toMatchObject({ status: 'queued', attempts: 2 });
    expect(secondsBetween(beforeSecond, second.run_after!)).toBeGreaterThanOrEqual(7200);
    expect(secondsBetween(beforeSecond, second.run_after!)).toBeLessThan(10800);

    await dueNow(id);
    await runner.drain();
    expect(await jobRow(id)).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      error_json: null,
      result_json: JSON.stringify({ calls: 3 }),
    });
  });

  it('fails at once without tries left, or on a domain error', async () => {
    const kind = newKind('failing');
    const refused = newKind('refused');
    const runner = await startedRunner({
      [kind]: async () => {
        throw new Error('broken');
      },
      [refused]: async () => {
        throw new Conflict('job.failed');
      },
    });
    const once = await queue(kind);
    const domain = await queue(refused, { maxAttempts: 3 });
    await runner.drain();
    expect(await jobRow(once)).toMatchObject({ status: 'failed', attempts: 1, max_attempts: 1 });
    expect(await jobRow(domain)).toMatchObject({ status: 'failed', attempts: 1, max_attempts: 3 });
  });
});

const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

/** The retry's time has come (as a minute passing would make it). */
async function dueNow(id: number) {
  await t.db.kysely
    .updateTable('jobs')
    .set({ run_after: await databaseTime(1) })
    .where('id', '=', id)
    .execute();
}

async function until(condition: () => Promise<boolean>) {
  for (let look = 0; look < 1_000; look++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('never came true');
}
