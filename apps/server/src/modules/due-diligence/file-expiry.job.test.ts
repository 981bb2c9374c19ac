import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { deps, useDemoDatabase } from '../../test/harness';
import { JobRunner } from '../../platform/jobs/job-runner';
import { Scheduler, scheduledJobHandlers } from '../../platform/jobs/job-schedules';
import { FILE_EXPIRY_JOB, fileExpiryJob } from './file-expiry.job';

/**
 * The daily expiry scan as a scheduled job (issue 17) on the demo data: queued once for its
 * latest 00:15, run by the worker, the scan's counts kept as the job's result; the demo's
 * scan of today already ran at seeding, so this run changes nothing and warns no one again.
 */
useDemoDatabase();

describe('the daily expiry scan job', () => {
  it('is queued once per fire time and runs the scan', async () => {
    const log = Fastify({ logger: false }).log;
    const runner = new JobRunner(deps, scheduledJobHandlers([fileExpiryJob], log), log);
    const scheduler = new Scheduler(deps, [fileExpiryJob], runner, log);
    runner.start();
    try {
      const [id, ...more] = await scheduler.tick();
      expect(more).toEqual([]);
      // a second look at the same fire time queues nothing
      expect(await scheduler.tick()).toEqual([]);
      await runner.drain();
      const job = await deps.db.kysely
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', id!)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ kind: FILE_EXPIRY_JOB, status: 'succeeded' });
      expect(JSON.parse(job.result_json!)).toEqual({ executed: 0, expired: 0, warned: 0 });
    } finally {
      await runner.stop();
    }
  });
});
