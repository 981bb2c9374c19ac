import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import type { Database } from '../../db/schema';
import { lockScopeForTransaction } from '../../db/scope-lock';
import { jobRepository, type JobClaim, type JobRow, type StoredError } from './job.repository';

/**
 * A job's outcome: `succeeded` with a result, or `failed` with an error key (and maybe a
 * result too, e.g. the refused rows of an import). A thrown AppError fails the job with
 * its key; anything else fails it with "job.failed" and is logged.
 */
export type JobOutcome =
  | { status: 'succeeded'; result: unknown }
  | { status: 'failed'; result?: unknown; error: StoredError };

/** The writes of a job and its outcome, run by `commit` in one transaction. */
export type JobWork = (trx: Transaction<Database>) => Promise<JobOutcome>;

/**
 * The job was taken from this worker (its lease ran out and another process failed it, as
 * "stale"): whatever the worker was doing must stop, and its writes roll back.
 */
export class JobLost extends Error {
  constructor(readonly jobId: number) {
    super(`job ${jobId} is no longer held by this worker`);
  }
}

/**
 * One worker's hold on one claimed job: the heartbeat that keeps it, and every write the
 * handler makes about it, each fenced by the claim's lease token (job.repository). Once a
 * write finds the job gone, the hold is lost: progress throws JobLost, and `commit` refuses.
 */
export class JobLease {
  private readonly claim: JobClaim;
  private readonly timer: NodeJS.Timeout;
  private lost = false;
  /** The job's end is recorded (by `commit` or `end`): later writes have nothing to touch. */
  private ended = false;
  private beating = false;

  constructor(
    private readonly deps: AppDeps,
    private readonly job: JobRow,
    private readonly log: FastifyBaseLogger,
    heartbeatMs: number,
  ) {
    this.claim = { id: job.id, token: job.lease_token ?? '' };
    this.timer = setInterval(() => void this.beat(), heartbeatMs);
    this.timer.unref();
  }

  private get dialect() {
    return this.deps.db.dialect;
  }

  private now = () => this.deps.clock().toISOString();

  /** One heartbeat at a time: on SQLite one waits for the import's write transaction. */
  private async beat() {
    if (this.beating || this.ended) return;
    this.beating = true;
    try {
      const held = await jobRepository.heartbeat(this.deps.db.kysely, this.dialect, this.claim);
      if (!held && !this.ended) this.lost = true;
    } catch (error) {
      this.log.warn({ err: error, job: this.job.id }, 'job heartbeat failed');
    } finally {
      this.beating = false;
    }
  }

  /** Records how far the job is; throws JobLost once the job is no longer this worker's. */
  progress = async (stage: string, done: number, total: number): Promise<void> => {
    if (this.ended) return;
    if (this.lost) throw new JobLost(this.job.id);
    const held = await jobRepository.progress(this.deps.db.kysely, this.dialect, this.claim, {
      stage,
      done,
      total,
    });
    if (!held && !this.ended) {
      this.lost = true;
      throw new JobLost(this.job.id);
    }
  };

  /**
   * Runs the job's writes in one transaction that first takes `scope`'s lock (so imports of
   * the same records queue, and the second reads what the first wrote) and last records the
   * outcome as the job's end, only if the job is still this worker's. Else it throws JobLost
   * and everything rolls back: the data and "succeeded" commit together or not at all.
   */
  commit = async (scope: string, work: JobWork): Promise<JobOutcome> => {
    if (this.lost) throw new JobLost(this.job.id);
    const outcome = await this.deps.db.kysely.transaction().execute(async (trx) => {
      await lockScopeForTransaction(trx, this.dialect, scope);
      const outcome = await work(trx);
      if (!(await this.record(trx, outcome))) throw new JobLost(this.job.id);
      return outcome;
    });
    this.ended = true;
    return outcome;
  };

  /**
   * Records the end of a job that `commit` did not end (refused, failed, a preview). False:
   * the job was no longer this worker's, and its end as recorded by the other stands.
   */
  async end(outcome: JobOutcome): Promise<boolean> {
    if (this.ended) return true;
    const recorded = await this.record(this.deps.db.kysely, outcome);
    this.ended = true;
    return recorded;
  }

  /**
   * Puts a job that threw back in the queue for another try `delaySeconds` from now, if it
   * has tries left and is still this worker's (job.repository retryLater). False: it was
   * not (its end is then recorded as for any failure, or stands as the other recorded it).
   */
  async retryLater(error: StoredError, delaySeconds: number): Promise<boolean> {
    if (this.ended || this.lost) return false;
    const retried = await jobRepository.retryLater(this.deps.db.kysely, this.dialect, this.claim, {
      error,
      delaySeconds,
    });
    if (retried) this.ended = true;
    return retried;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private record(db: Queryable, outcome: JobOutcome) {
    return jobRepository.finish(
      db,
      this.dialect,
      this.claim,
      {
        status: outcome.status,
        result: outcome.result,
        error: outcome.status === 'failed' ? outcome.error : null,
      },
      this.now(),
    );
  }
}
