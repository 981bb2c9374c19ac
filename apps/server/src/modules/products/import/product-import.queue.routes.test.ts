import { describe, expect, it } from 'vitest';
import { t } from '../../../test/harness';
import { JobRunner } from '../../../platform/jobs/job-runner';
import { jobRepository } from '../../../platform/jobs/job.repository';
import { countProducts } from '../product.test-support';
import { goodRow, importFile, readJob, scm, useProductImportWorld } from './import.test-support';
import { PRODUCT_IMPORT_JOB, runProductImport } from './product-import.job';

/** The product import on the job queue: progress, several workers, a stale worker. */
useProductImportWorld();

describe('the job queue', () => {
  it('reports progress as it reads and checks (every 500 rows), validates and writes', async () => {
    const file = await importFile(Array.from({ length: 450 }, () => goodRow()));
    const id = await jobRepository.insert(t.db.kysely, {
      kind: PRODUCT_IMPORT_JOB,
      createdBy: scm.userId,
      at: new Date().toISOString(),
      inputName: 'direct.xlsx',
      input: { actor: { userId: scm.userId, username: 'scm', clientAddress: '127.0.0.1' } },
      file,
    });
    const job = (await t.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow())!;
    const seen: string[] = [];
    const outcome = await runProductImport({
      deps: { db: t.db, config: t.config, clock: () => new Date() },
      job,
      progress: async (stage, done, total) => {
        seen.push(`${stage} ${done}/${total}`);
      },
      commit: (_scope, work) => t.db.kysely.transaction().execute(work),
    });
    expect(outcome).toMatchObject({ status: 'succeeded', result: { imported: 450 } });
    expect(seen).toEqual([
      'reading 0/0',
      'reading 450/0',
      'validating 450/450',
      'writing 0/450',
      'writing 450/450',
    ]);
  });

  it('lets several workers share the queue without running a job twice', async () => {
    const before = await countProducts(t);
    const ids: number[] = [];
    for (let n = 0; n < 6; n++) {
      ids.push(
        await jobRepository.insert(t.db.kysely, {
          kind: PRODUCT_IMPORT_JOB,
          createdBy: scm.userId,
          at: new Date().toISOString(),
          inputName: `batch-${n}.xlsx`,
          input: { actor: { userId: scm.userId, username: 'scm', clientAddress: '127.0.0.1' } },
          file: await importFile([goodRow(), goodRow()]),
        }),
      );
    }
    const workers = [1, 2].map(
      () =>
        new JobRunner(
          { db: t.db, config: t.config, clock: () => new Date() },
          { [PRODUCT_IMPORT_JOB]: runProductImport },
          t.app.log,
        ),
    );
    for (const worker of workers) worker.start();
    await Promise.all([...workers.map((worker) => worker.drain()), t.app.jobs.drain()]);
    await Promise.all(workers.map((worker) => worker.stop()));
    const jobs = await t.db.kysely
      .selectFrom('jobs')
      .select(['status', 'result_json', 'input_file'])
      .where('id', 'in', ids)
      .execute();
    expect(jobs.map((job) => job.status)).toEqual(Array(6).fill('succeeded'));
    expect(jobs.every((job) => job.input_file === null)).toBe(true);
    expect(await countProducts(t)).toBe(before + 12);
  });

  // On PostgreSQL (other processes may be alive) a job is failed once its lease has run out;
  // on the embedded SQLite file (one process) a restart fails every running job at once.
  it('fails a job whose worker stopped (stale past the lease, or a restart on SQLite), and runs the queue on', async () => {
    const sqlite = t.db.dialect === 'sqlite';
    const at = new Date(Date.now() - (sqlite ? 0 : 10 * 60_000)).toISOString();
    const stale = await t.db.kysely
      .insertInto('jobs')
      .values({
        kind: PRODUCT_IMPORT_JOB,
        status: 'running',
        stage: 'validating',
        progress_done: 10,
        progress_total: 100,
        created_by: scm.userId,
        created_at: at,
        started_at: at,
        heartbeat_at: at,
        worker_id: 'gone:1',
        input_name: 'old.xlsx',
        input_json: '{}',
        input_file: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A second worker starting (as after a restart) recovers it.
    const restarted = new JobRunner(
      { db: t.db, config: t.config, clock: () => new Date() },
      { [PRODUCT_IMPORT_JOB]: runProductImport },
      t.app.log,
    );
    restarted.start();
    await restarted.drain();
    await restarted.stop();
    const job = (await readJob(t, scm.token, stale.id)).body.data;
    expect(job).toMatchObject({ status: 'failed', stage: 'done' });
    expect(job.error).toBe(
      sqlite
        ? 'The job was interrupted by a server restart; please start it again'
        : 'The server running this job stopped responding; nothing of it was applied. Run it again.',
    );
    expect(job.rerunnable).toBe(true);
    const zh = (await readJob(t, scm.token, stale.id, 'zh')).body.data;
    expect(zh.error).toBe(
      sqlite
        ? '任务因服务器重启而中断，请重新开始'
        : '运行此任务的服务器已停止响应，任务中的内容均未生效。请重新运行。',
    );
  });
});
