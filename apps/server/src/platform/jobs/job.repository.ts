import type { Selectable } from 'kysely';
import type { Db, Queryable } from '../../db/database';
import type { JobTable } from '../../db/schema';

export type JobRow = Selectable<JobTable>;
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** A failure as stored: a message key and its params, localized when read. */
export interface StoredError {
  key: string;
  params?: Record<string, string | number>;
}

/** SQL for the job queue. Claiming is the one statement that differs by dialect. */
export const jobRepository = {
  async insert(
    db: Queryable,
    job: {
      kind: string;
      createdBy: number;
      at: string;
      inputName: string;
      input: unknown;
      file: Buffer | null;
    },
  ): Promise<number> {
    const row = await db
      .insertInto('jobs')
      .values({
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
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
   * Takes the oldest queued job of the given kinds and marks it running for this worker,
   * in one statement. On PostgreSQL the inner select skips rows another replica is
   * claiming (`FOR UPDATE SKIP LOCKED`); on SQLite the write lock serializes claims.
   */
  async claimNext(
    db: Db,
    kinds: readonly string[],
    workerId: string,
    at: string,
  ): Promise<JobRow | undefined> {
    if (kinds.length === 0) return undefined;
    const kysely = db.kysely;
    let next = kysely
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'queued')
      .where('kind', 'in', kinds)
      .orderBy('id')
      .limit(1);
    if (db.dialect === 'postgres') next = next.forUpdate().skipLocked();
    return kysely
      .updateTable('jobs')
      .set({ status: 'running', started_at: at, heartbeat_at: at, worker_id: workerId })
      .where('id', '=', next)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
  },

  async progress(
    db: Queryable,
    id: number,
    progress: { stage: string; done: number; total: number },
    at: string,
  ) {
    await db
      .updateTable('jobs')
      .set({
        stage: progress.stage,
        progress_done: progress.done,
        progress_total: progress.total,
        heartbeat_at: at,
      })
      .where('id', '=', id)
      .execute();
  },

  async heartbeat(db: Queryable, id: number, at: string) {
    await db.updateTable('jobs').set({ heartbeat_at: at }).where('id', '=', id).execute();
  },

  /** Ends a job: its result or error, and the input file dropped. */
  async finish(
    db: Queryable,
    id: number,
    end: { status: 'succeeded' | 'failed'; result: unknown; error: StoredError | null },
    at: string,
  ) {
    await db
      .updateTable('jobs')
      .set({
        status: end.status,
        stage: 'done',
        finished_at: at,
        heartbeat_at: at,
        input_file: null,
        result_json: end.result === undefined ? null : JSON.stringify(end.result),
        error_json: end.error ? JSON.stringify(end.error) : null,
      })
      .where('id', '=', id)
      .execute();
  },

  /**
   * Running jobs whose worker is gone become failed "interrupted": every running job when
   * `all` (an embedded SQLite file has one server process), else those whose worker has
   * not beaten since `staleBefore`. Returns how many.
   */
  async failInterrupted(
    db: Queryable,
    options: { all: boolean; staleBefore: string; at: string },
  ): Promise<number> {
    let query = db
      .updateTable('jobs')
      .set({
        status: 'failed',
        stage: 'done',
        finished_at: options.at,
        input_file: null,
        error_json: JSON.stringify({ key: 'job.interrupted' } satisfies StoredError),
      })
      .where('status', '=', 'running');
    if (!options.all) query = query.where('heartbeat_at', '<', options.staleBefore);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
};
