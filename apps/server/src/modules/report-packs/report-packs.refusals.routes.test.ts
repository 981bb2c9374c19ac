import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import {
  HALF_YEAR,
  downloadPack,
  makePack,
  queuePack,
  readPackJob,
  usePackWorld,
  w,
} from './report-packs.test-support';

/** What the report pack routes refuse, and a job read by its creator only. */

usePackWorld();

let admin: string;
let supplierA: string;
let supplierB: string;
beforeAll(() => {
  admin = w.users.admin.token;
  supplierA = w.users.supplierA.token;
  supplierB = w.users.supplierB.token;
});

const jobCount = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', '=', 'reportPack')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a pack is refused, nothing queued,', () => {
  it.each([
    ['an unknown report', { report: 'loadingPlan', format: 'pdf', filters: {} }],
    ['an unknown format', { report: 'otd', format: 'docx', filters: {} }],
    [
      'a bad date filter',
      { report: 'otd', format: 'pdf', filters: { receivedFrom: '2026-13-01' } },
    ],
    ['a bad enum filter', { report: 'utilization', format: 'pdf', filters: { destination: 'XX' } }],
    [
      'a bad list filter',
      { report: 'shippingAmountReport', format: 'pptx', filters: { category: ['nope'] } },
    ],
    ['a bad flag', { report: 'seaReport', format: 'pdf', filters: { late: '2' } }],
  ])('for %s (400, the localized validation error)', async (_, body) => {
    const before = await jobCount();
    const answer = await queuePack(admin, body, 'zh');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await jobCount()).toBe(before);
  });
});

describe('a pack job', () => {
  it("is another user's to read: a 404 for the job and its file", async () => {
    const { job } = await makePack(supplierA, {
      report: 'otd',
      format: 'pdf',
      filters: HALF_YEAR.otd,
    });
    expect((await readPackJob(supplierB, job.id)).status).toBe(404);
    expect((await downloadPack(supplierB, job.id)).status).toBe(404);
    // an administrator reads anyone's, as import jobs
    expect((await readPackJob(admin, job.id)).status).toBe(200);
  });

  it('is not a pack job when another kind: a 404', async () => {
    const other = await t.db.kysely
      .insertInto('jobs')
      .values({
        kind: 'productImport',
        status: 'succeeded',
        stage: 'done',
        progress_done: 0,
        progress_total: 0,
        created_by: w.users.planner.id,
        created_at: new Date().toISOString(),
        input_name: 'x.xlsx',
        input_json: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await readPackJob(admin, other.id)).status).toBe(404);
  });

  it('has no file until it has succeeded: a 409 while queued', async () => {
    // queued but not run: the runner is not drained, and it is stopped first
    await t.app.jobs.stop();
    const queued = await queuePack(admin, { report: 'otd', format: 'pdf', filters: {} });
    expect(queued.status).toBe(200);
    const { jobId } = queued.body.data;
    const job = await readPackJob(admin, jobId);
    expect(job.body.data).toMatchObject({
      status: 'queued',
      stage: 'queued',
      done: 0,
      total: 0,
      fileName: null,
    });
    const file = await downloadPack(admin, jobId);
    expect(file.status).toBe(409);
  });
});
