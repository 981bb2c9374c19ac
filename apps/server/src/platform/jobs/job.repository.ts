import type { Selectable } from 'kysely';
import type { Db, Dialect, Queryable } from '../../db/database';
import { databaseNow } from '../../db/database-clock';
import type { JobTable } from '../../db/schema';

export type JobRow = Selectable<JobTable>;
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** A failure as stored: a message key and its params, localized when read. */
export interface StoredError {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * One claim of a job: its id and the token the claim drew. Every write of the claiming worker
 * names both, and matches nothing once the job has ended or was taken from it (fencing).
 */
export interface JobClaim {
  id: number;
  token: string;
}

/** What queues a job: its kind, who asked (0: the scheduler) and its input. */
export interface NewJob {
  kind: string;
  createdBy: number;
  at: string;
  inputName: string;
  input: unknown;
  file: Buffer | null;
  /** Not claimed before this instant (database clock); unset: at once. */
  runAfter?: string | null;
  /** Tries of a job that throws an unexpected error (job-runner); 1 by default. */
  maxAttempts?: number;
}

const newJobRow = (job: NewJob) => ({
  kind: job.kind,
  status: 'queued',
  stage: 'queued',
  progress_done: 0,
  progress_total: 0,
  created_by: job.createdBy,
  created_at: job.at,
  input_name: job.inputName,
  input_json: JSON.stringify(job.input ?? {}),
  input_file: job.file,
  run_after: job.runAfter ?? null,
  ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
});

/** The rows of a job still running under this claim. */
const stillHeld = (claim: JobClaim) =>
  ({ id: claim.id, status: 'running', lease_token: claim.token }) as const;

/**
 * SQL for the job queue. Claiming differs by dialect; leases are kept with the database's
 * clock (databaseNow), never a process's.
 */
export const jobRepository = {
  async insert(db: Queryable, job: NewJob): Promise<number> {
    const row = await db
      .insertInto('jobs')
      .values(newJobRow(job))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /**
   * Queues the job unless a job with the same key exists (ended or not): the id of the new
   * job, or undefined when the key was taken. One statement (`ON CONFLICT (unique_key) DO
   * NOTHING`, the same on both databases), so processes inserting the same key at once make
   * one row between them.
   */
  async enqueueUnique(
    db: Queryable,
    job: NewJob & { uniqueKey: string },
  ): Promise<number | undefined> {
    const row = await db
      .insertInto('jobs')
      .values({ ...newJobRow(job), unique_key: job.uniqueKey })
      .onConflict((oc) => oc.column('unique_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  /** The job without its input file (what status reads need). */
  findById(db: Queryable, id: number) {
    return db
      .selectFrom('jobs')
      .select([
        'id',
        'kind',
        'status',
        'stage',
        'progress_done',
        'progress_total',
        'created_by',
        'created_at',
        'started_at',
        'finished_at',
        'input_name',
        'result_json',
        'error_json',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /**
   * Takes the oldest queued job of the given kinds whose time has come (`run_after` unset or
   * passed by the database's clock) and marks it running for this worker under a new lease
   * token, its heartbeat from the database's clock, one more attempt, in one statement. On
   * PostgreSQL the inner select skips rows another replica is claiming (`FOR UPDATE SKIP
   * LOCKED`); on SQLite the write lock serializes claims.
   */
  async claimNext(
    db: Db,
    kinds: readonly string[],
    claim: { workerId: string; token: string; at: string },
  ): Promise<JobRow | undefined> {
    if (kinds.length === 0) return undefined;
    const kysely = db.kysely;
    let next = kysely
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'queued')
      .where('kind', 'in', kinds)
      .where((eb) =>
        eb.or([eb('run_after', 'is', null), eb('run_after', '<=', databaseNow(db.dialect))]),
      )
      .orderBy('id')
      .limit(1);
    if (db.dialect === 'postgres') next = next.forUpdate().skipLocked();
    return kysely
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        started_at: claim.at,
        heartbeat_at: databaseNow(db.dialect),
        worker_id: claim.workerId,
        lease_token: claim.token,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', next)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
  },

  /** How far the job is, and a heartbeat. False: the claim no longer holds the job. */
  async progress(
    db: Queryable,
    dialect: Dialect,
    claim: JobClaim,
    progress: { stage: string; done: number; total: number },
  ): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set({
        stage: progress.stage,
        progress_done: progress.done,
        progress_total: progress.total,
        heartbeat_at: databaseNow(dialect),
      })
      .where((eb) => eb.and(stillHeld(claim)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** The worker is alive. False: the claim no longer holds the job. */
  async heartbeat(db: Queryable, dialect: Dialect, claim: JobClaim): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set({ heartbeat_at: databaseNow(dialect) })
      .where((eb) => eb.and(stillHeld(claim)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /**
   * Ends a job held by the claim: its result or error, and the input file dropped. False
   * (nothing written): the job had already ended or was taken from this claim.
   */
  async finish(
    db: Queryable,
    dialect: Dialect,
    claim: JobClaim,
    end: { status: 'succeeded' | 'failed'; result: unknown; error: StoredError | null },
    at: string,
  ): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set((eb) => ({
        status: end.status,
        stage: 'done',
        // a job that went through did all it had to (its last progress may come after this)
        ...(end.status === 'succeeded' ? { progress_done: eb.ref('progress_total') } : {}),
        finished_at: at,
        heartbeat_at: databaseNow(dialect),
        input_file: null,
        result_json: end.result === undefined ? null : JSON.stringify(end.result),
        error_json: end.error ? JSON.stringify(end.error) : null,
      }))
      .where((eb) => eb.and(stillHeld(claim)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /**
   * A job held by the claim that has tries left goes back to the queue, to be claimed again
   * `delaySeconds` from now (database clock), keeping the error of this try. The claim no
   * longer holds it (its status is no longer running): the worker can write nothing more of
   * this try. False (nothing written): no tries left, or the job is no longer this claim's.
   */
  async retryLater(
    db: Queryable,
    dialect: Dialect,
    claim: JobClaim,
    retry: { error: StoredError; delaySeconds: number },
  ): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set({
        status: 'queued',
        stage: 'queued',
        progress_done: 0,
        progress_total: 0,
        worker_id: null,
        lease_token: null,
        heartbeat_at: null,
        run_after: databaseNow(dialect, -retry.delaySeconds),
        error_json: JSON.stringify(retry.error),
      })
      .where((eb) => eb.and(stillHeld(claim)))
      .where((eb) => eb('attempts', '<', eb.ref('max_attempts')))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Every running job becomes failed "interrupted by a restart" (SQLite's start). */
  async failRunning(db: Queryable, at: string): Promise<number> {
    const result = await db
      .updateTable('jobs')
      .set({
        status: 'failed',
        stage: 'done',
        finished_at: at,
        input_file: null,
        error_json: JSON.stringify({ key: 'job.interrupted' } satisfies StoredError),
      })
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /**
   * Running jobs whose worker has not beaten for `leaseSeconds` by the database's clock (it
   * died, froze or lost the database) become failed "stale". Their worker can write nothing
   * more of them (its claim no longer holds), so nothing of them was applied. Returns how many.
   */
  async failStale(
    db: Queryable,
    dialect: Dialect,
    options: { leaseSeconds: number; at: string },
  ): Promise<number> {
    const result = await db
      .updateTable('jobs')
      .set({
        status: 'failed',
        stage: 'done',
        finished_at: options.at,
        input_file: null,
        error_json: JSON.stringify({ key: 'job.stale' } satisfies StoredError),
      })
      .where('status', '=', 'running')
      .where('heartbeat_at', '<', databaseNow(dialect, options.leaseSeconds))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
};
