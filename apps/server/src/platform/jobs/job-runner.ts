import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../http/errors';
import { JobLease, JobLost, type JobOutcome, type JobWork } from './job-lease';
import { jobRepository, type JobRow } from './job.repository';

export { JobLost, type JobOutcome, type JobWork } from './job-lease';

/** What a handler is given to run one job. */
export interface JobContext {
  deps: AppDeps;
  job: JobRow;
  /**
   * Records how far the job is (kept in the row; readers poll it). Throws JobLost when the
   * job was taken from this worker: the handler stops, and nothing of it may be written.
   */
  progress(stage: string, done: number, total: number): Promise<void>;
  /**
   * The job's writes: one transaction that takes `scope`'s lock first (imports of the same
   * records queue) and records `work`'s outcome as the job's end last, only while the job is
   * still this worker's — else JobLost, and all of it rolls back (job-lease.ts).
   */
  commit(scope: string, work: JobWork): Promise<JobOutcome>;
}

export type JobHandler = (context: JobContext) => Promise<JobOutcome>;

export interface JobRunnerOptions {
  /** How often an idle worker looks for work queued by another process. */
  pollMs?: number;
  /** How often a running job's row is touched, proving its worker is alive. */
  heartbeatMs?: number;
  /** A running job whose worker has not beaten for this long (database clock) is failed "stale". */
  leaseMs?: number;
  /**
   * A job with tries left (max_attempts) that throws an unexpected error is queued again
   * after this, doubled for each try before (1 min, 2 min, 4 min…, at most a day).
   */
  retryBaseMs?: number;
}

const MAX_RETRY_DELAY_SECONDS = 24 * 60 * 60;

/**
 * The in-process worker of the DB-backed queue: one job at a time, woken at once by
 * `notify()` when this process queues work and by a slow poll for work queued elsewhere.
 * Before each look, running jobs whose worker has not beaten within the lease (by the
 * database's clock) are failed "stale" — never re-run half-done; their worker can no longer
 * write them (JobLease). The same holds for one process on a SQLite file and for several
 * sharing it or a PostgreSQL database. A job that throws an unexpected error and has tries
 * left (max_attempts, 1 unless queued with more) goes back to the queue with a delay; a
 * domain error (AppError), a stale or interrupted job is failed at once. `drain()` resolves
 * once the queue holds nothing this worker can take now: tests await it instead of sleeping.
 */
export class JobRunner {
  readonly workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly pollMs: number;
  private readonly heartbeatMs: number;
  private readonly leaseMs: number;
  private readonly retryBaseMs: number;
  private stopped = false;
  private wake: (() => void) | undefined;
  private pendingWake = false;
  private drainWaiters: (() => void)[] = [];
  private loop: Promise<void> | undefined;

  constructor(
    private readonly deps: AppDeps,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    private readonly log: FastifyBaseLogger,
    options: JobRunnerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 2_000;
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.retryBaseMs = options.retryBaseMs ?? 60_000;
  }

  start(): void {
    if (this.loop) return;
    this.loop = this.recover().then(() => this.run());
  }

  /** Work was queued: look now instead of at the next poll. */
  notify(): void {
    this.pendingWake = true;
    this.wake?.();
  }

  /** Resolves when every job queued before the call (that this worker can run) has ended. */
  drain(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const done = new Promise<void>((resolve) => this.drainWaiters.push(resolve));
    this.notify();
    return done;
  }

  /** Stops taking work; resolves after the job in hand (if any) has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    for (const resolve of this.drainWaiters.splice(0)) resolve();
  }

  private now = () => this.deps.clock().toISOString();

  /**
   * At start: on the embedded SQLite file (one server process: WORKERS > 1 needs PostgreSQL)
   * a running job can only be the previous process's, failed "interrupted" at once rather
   * than after its lease; on PostgreSQL only jobs whose lease ran out (other processes live).
   */
  private async recover() {
    try {
      const failed =
        this.deps.db.dialect === 'sqlite'
          ? await jobRepository.failRunning(this.deps.db.kysely, this.now())
          : await this.sweepStale();
      if (failed > 0)
        this.log.warn({ failed }, 'jobs whose worker stopped responding marked failed');
    } catch (error) {
      this.log.error({ err: error }, 'job recovery failed');
    }
  }

  private async run() {
    while (!this.stopped) {
      // Waiters that arrived before this look are answered by it when it finds nothing.
      const waiting = this.drainWaiters.splice(0);
      this.pendingWake = false;
      let job: JobRow | undefined;
      try {
        await this.sweepStale();
        job = await jobRepository.claimNext(this.deps.db, Object.keys(this.handlers), {
          workerId: this.workerId,
          token: randomUUID(),
          at: this.now(),
        });
      } catch (error) {
        if (this.stopped) break;
        this.log.error({ err: error }, 'job queue poll failed');
      }
      if (job) {
        this.drainWaiters.unshift(...waiting);
        await this.execute(job);
        continue;
      }
      for (const resolve of waiting) resolve();
      if (this.stopped) break;
      if (this.pendingWake || this.drainWaiters.length > 0) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        timer.unref();
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /** A worker died, froze or lost the database mid-job: fail its job once its lease ran out. */
  private sweepStale() {
    return jobRepository.failStale(this.deps.db.kysely, this.deps.db.dialect, {
      leaseSeconds: this.leaseMs / 1000,
      at: this.now(),
    });
  }

  private async execute(job: JobRow) {
    const lease = new JobLease(this.deps, job, this.log, this.heartbeatMs);
    let outcome: JobOutcome;
    /** An unexpected error (not a domain error, which another try would meet again). */
    let mayRetry = false;
    try {
      const handler = this.handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      outcome = await handler({
        deps: this.deps,
        job,
        progress: lease.progress,
        commit: lease.commit,
      });
    } catch (error) {
      if (error instanceof JobLost) {
        this.log.warn(
          { job: job.id },
          'job taken from this worker (lease ran out); its work was rolled back',
        );
        return;
      }
      if (error instanceof AppError) {
        outcome = { status: 'failed', error: { key: error.key, params: error.params } };
      } else {
        this.log.error({ err: error, job: job.id, kind: job.kind }, 'job failed');
        outcome = { status: 'failed', error: { key: 'job.failed' } };
        mayRetry = job.attempts < job.max_attempts;
      }
    } finally {
      lease.stop();
    }
    try {
      if (mayRetry && outcome.status === 'failed') {
        const delaySeconds = Math.min(
          (this.retryBaseMs / 1000) * 2 ** (job.attempts - 1),
          MAX_RETRY_DELAY_SECONDS,
        );
        if (await lease.retryLater(outcome.error, delaySeconds)) {
          this.log.warn(
            { job: job.id, kind: job.kind, attempt: job.attempts, delaySeconds },
            'job failed; queued again for another try',
          );
          return;
        }
      }
      if (!(await lease.end(outcome))) {
        this.log.warn(
          { job: job.id },
          'job taken from this worker (lease ran out); its end not recorded',
        );
      }
    } catch (error) {
      this.log.error({ err: error, job: job.id }, 'could not record the end of a job');
    }
  }
}
