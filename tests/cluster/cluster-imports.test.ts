// `npm run test:cluster` (issue 23), imports on three processes sharing one PostgreSQL
// database: totals right at once after an import, the same file twice at once, a worker
// frozen past its lease and then resumed, a worker killed mid-import. Jobs are watched in
// the database (stage, worker) only to know when to freeze or kill; everything the user
// does goes through the API of a process that is alive.
import type { OrderImportJob } from '@lading/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_SECONDS, settle, startCluster, type Cluster, type LadingProcess } from './cluster';
import {
  ADMIN_PASSWORD,
  jobEnded,
  poLineTotal,
  readPoJob,
  signIn,
  uploadPoFile,
  waitFor,
} from './cluster-api';
import {
  demoReferences,
  importAuditRows,
  jobRow,
  poImportFile,
  rowsOf,
  type DemoReferences,
} from './po-import-file';

/** Big enough that its write stage is caught and frozen or killed mid-way. */
const BIG_FILE_LINES = Number(process.env.CLUSTER_IMPORT_LINES ?? 20_000);
const JOB_DEADLINE_MS = 180_000;
/** A stale job must be failed within a few leases (plus the others' queue poll). */
const STALE_DEADLINE_MS = LEASE_SECONDS * 1000 * 8;
const GENERIC_FAILURE = 'job.failed';

let cluster: Cluster;
let refs: DemoReferences;
let admin: string;

beforeAll(async () => {
  cluster = await startCluster(3);
  await settle(cluster);
  refs = await demoReferences(cluster.db);
  admin = await signIn(cluster.processes[0]!.port, 'admin', ADMIN_PASSWORD);
});

afterAll(async () => {
  await cluster?.stop();
});

const port = (i: number) => cluster.processes[i]!.port;
const processOf = (pid: number | undefined) =>
  cluster.processes.find((lading) => lading.pid === pid);

/** Uploads through process `i` and waits (in the database) until the job is writing. */
async function uploadAndCatchWriting(i: number, bytes: Buffer, name: string) {
  const jobId = await uploadPoFile(port(i), admin, bytes, name);
  const row = await waitFor(
    `job ${jobId} to reach its write stage`,
    async () => {
      const job = await jobRow(cluster.db, jobId);
      if (job.status !== 'running' && job.status !== 'queued') {
        throw new Error(`job ${jobId} ended (${job.status}) before it was caught writing`);
      }
      return job.status === 'running' && job.stage === 'writing' ? job : undefined;
    },
    JOB_DEADLINE_MS,
    10,
  );
  const worker = processOf(row.pid);
  if (!worker) throw new Error(`job ${jobId} runs on no process of the cluster`);
  return { jobId, worker };
}

/** The job, through a live process, once the others have failed it as stale. */
async function failedAsStale(jobId: number, alive: LadingProcess) {
  const job = await waitFor(
    `job ${jobId} to be failed as stale`,
    async () => {
      const read = await readPoJob(alive.port, admin, jobId);
      return read.status === 'failed' ? read : undefined;
    },
    STALE_DEADLINE_MS,
    200,
  );
  const row = await jobRow(cluster.db, jobId);
  return { job, errorKey: row.errorKey };
}

const expectImported = (job: OrderImportJob, lines: number) => {
  expect(job.status, job.error ?? '').toBe('succeeded');
  expect(job.created).toBe(lines);
};

describe('imports on three processes', () => {
  it('(e) the list total is right at once on every process after an import', async () => {
    const prefix = 'CLUSTER-EI';
    for (const i of [0, 1, 2]) expect(await poLineTotal(port(i), admin, prefix)).toBe(0);
    const jobId = await uploadPoFile(
      port(0),
      admin,
      await poImportFile(refs, prefix, 200),
      'e.xlsx',
    );
    expectImported(await jobEnded(port(0), admin, jobId, JOB_DEADLINE_MS), 200);
    for (const i of [0, 1, 2]) expect(await poLineTotal(port(i), admin, prefix)).toBe(200);
  });

  it('(f) the same file uploaded twice at once: one imports, the other finds it unchanged', async () => {
    const prefix = 'CLUSTER-F';
    const lines = 2_000;
    const bytes = await poImportFile(refs, prefix, lines);
    const jobIds = await Promise.all([
      uploadPoFile(port(0), admin, bytes, 'f.xlsx'),
      uploadPoFile(port(1), admin, bytes, 'f.xlsx'),
    ]);
    const jobs = await Promise.all(
      jobIds.map((jobId) => jobEnded(port(2), admin, jobId, JOB_DEADLINE_MS)),
    );
    for (const jobId of jobIds) {
      expect((await jobRow(cluster.db, jobId)).errorKey).not.toBe(GENERIC_FAILURE);
    }
    expect(jobs.map((job) => job.status)).toEqual(['succeeded', 'succeeded']);
    const [first, second] = [...jobs].sort((a, b) => b.created - a.created) as [
      OrderImportJob,
      OrderImportJob,
    ];
    expect([first.created, first.unchanged]).toEqual([lines, 0]);
    expect([second.created, second.unchanged]).toEqual([0, lines]);
    expect(await rowsOf(cluster.db, prefix)).toEqual({ lines, orders: lines / 10 });
  });

  it('(g) a worker frozen past its lease: its job fails as stale and stays failed once it wakes', async () => {
    const prefix = 'CLUSTER-G';
    const bytes = await poImportFile(refs, prefix, BIG_FILE_LINES);
    const { jobId, worker } = await uploadAndCatchWriting(0, bytes, 'g.xlsx');
    const alive = cluster.processes.filter((lading) => lading !== worker);
    worker.signal('SIGSTOP');
    try {
      const { job, errorKey } = await failedAsStale(jobId, alive[0]!);
      expect(errorKey).not.toBe(GENERIC_FAILURE);
      expect(errorKey).toMatch(/stale/);
      expect(job.error).toBeTruthy();

      // the user uploads the file again, as the message tells, through another process
      const retry = await uploadPoFile(alive[1]!.port, admin, bytes, 'g.xlsx');
      expectImported(await jobEnded(alive[0]!.port, admin, retry, JOB_DEADLINE_MS), BIG_FILE_LINES);
    } finally {
      worker.signal('SIGCONT');
    }
    await worker.waitHealthy();
    // The woken worker is done with its old job once it has run a new one itself (one job
    // at a time): upload small files to it until one is run by it.
    let round = 0;
    await waitFor(
      `${worker.name} to run a job again after waking`,
      async () => {
        const small = await poImportFile(refs, `CLUSTER-GW${round++}`, 10);
        const smallId = await uploadPoFile(worker.port, admin, small, 'gw.xlsx');
        await jobEnded(worker.port, admin, smallId, JOB_DEADLINE_MS);
        return (await jobRow(cluster.db, smallId)).pid === worker.pid ? true : undefined;
      },
      JOB_DEADLINE_MS,
    );
    const stale = await readPoJob(alive[0]!.port, admin, jobId);
    expect(stale.status).toBe('failed');
    expect(stale.imported ?? 0).toBe(0);
    expect(await importAuditRows(cluster.db, jobId)).toBe(0);
    expect(await rowsOf(cluster.db, prefix)).toEqual({
      lines: BIG_FILE_LINES,
      orders: BIG_FILE_LINES / 10,
    });
  });

  it('(h) a worker killed mid-import: its job fails as stale, nothing applied, a retry succeeds', async () => {
    const prefix = 'CLUSTER-H';
    const bytes = await poImportFile(refs, prefix, BIG_FILE_LINES);
    const { jobId, worker } = await uploadAndCatchWriting(1, bytes, 'h.xlsx');
    const alive = cluster.processes.filter((lading) => lading !== worker);
    await worker.kill();
    try {
      const { errorKey } = await failedAsStale(jobId, alive[0]!);
      expect(errorKey).not.toBe(GENERIC_FAILURE);
      expect(errorKey).toMatch(/stale/);
      expect(await importAuditRows(cluster.db, jobId)).toBe(0);
      expect(await rowsOf(cluster.db, prefix)).toEqual({ lines: 0, orders: 0 });

      const retry = await uploadPoFile(alive[1]!.port, admin, bytes, 'h.xlsx');
      expectImported(await jobEnded(alive[0]!.port, admin, retry, JOB_DEADLINE_MS), BIG_FILE_LINES);
      expect(await rowsOf(cluster.db, prefix)).toEqual({
        lines: BIG_FILE_LINES,
        orders: BIG_FILE_LINES / 10,
      });
    } finally {
      // back in the cluster, on its port, for whatever runs after
      worker.start();
      await worker.waitHealthy();
    }
  });
});
