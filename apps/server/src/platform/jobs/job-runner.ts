import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../http/errors';
import { jobRepository, type JobRow, type StoredError } from './job.repository';

/** What a handler is given to run one job. */
export interface JobContext {
  deps: AppDeps;
  job: JobRow;
  /** Records how far the job is (kept in the row; readers poll it). */
  progress(stage: string, done: number, total: number): Promise<void>;
}

/**
 * A job's outcome: `succeeded` with a result, or `failed` with an error key (and maybe a
 * result too, e.g. the refused rows of an import). A thrown AppError fails the job with
 * its key; anything else fails it with "job.failed" and is logged.
 */
export type JobOutcome =
  | { status: 'succeeded'; result: unknown }
  | { status: 'failed'; result?: unknown; error: StoredError };

export type JobHandler = (context: JobContext) => Promise<JobOutcome>;

export interface JobRunnerOptions {
  /** How often an idle worker looks for work queued by another process. */
  pollMs?: number;
  /** How often a running job's row is touched, proving its worker is alive. */
  heartbeatMs?: number;
  /** A running job whose worker has not beaten for this long is failed "interrupted". */
  leaseMs?: number;
}

/**
 * The in-process worker of the DB-backed queue: one job at a time, woken at once by
 * `notify()` when this process queues work and by a slow poll for work queued elsewhere.
 * On start, running jobs left by a dead worker are failed "interrupted" (never re-run
 * half-done). `drain()` resolves once the queue holds nothing this worker can take: tests
 * await it instead of sleeping.
 */
export class JobRunner {
  readonly workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly pollMs: number;
  private readonly heartbeatMs: number;
  private readonly leaseMs: number;
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

  private async recover() {
    try {
      const failed = await jobRepository.failInterrupted(this.deps.db.kysely, {
        all: this.deps.db.dialect === 'sqlite',
        staleBefore: new Date(this.deps.clock().getTime() - this.leaseMs).toISOString(),
        at: this.now(),
      });
      if (failed > 0) this.log.warn({ failed }, 'jobs interrupted by a restart marked failed');
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
        job = await jobRepository.claimNext(
          this.deps.db,
          Object.keys(this.handlers),
          this.workerId,
          this.now(),
        );
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

  /** Another replica's worker died mid-job: fail its job once its lease has run out. */
  private async sweepStale() {
    await jobRepository.failInterrupted(this.deps.db.kysely, {
      all: false,
      staleBefore: new Date(this.deps.clock().getTime() - this.leaseMs).toISOString(),
      at: this.now(),
    });
  }

  private async execute(job: JobRow) {
    const db = this.deps.db.kysely;
    const heartbeat = setInterval(() => {
      jobRepository.heartbeat(db, job.id, this.now()).catch((error: unknown) => {
        this.log.warn({ err: error, job: job.id }, 'job heartbeat failed');
      });
    }, this.heartbeatMs);
    heartbeat.unref();
    let outcome: JobOutcome;
    try {
      const handler = this.handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      outcome = await handler({
        deps: this.deps,
        job,
        progress: (stage, done, total) =>
          jobRepository.progress(db, job.id, { stage, done, total }, this.now()),
      });
    } catch (error) {
      if (error instanceof AppError) {
        outcome = { status: 'failed', error: { key: error.key, params: error.params } };
      } else {
        this.log.error({ err: error, job: job.id, kind: job.kind }, 'job failed');
        outcome = { status: 'failed', error: { key: 'job.failed' } };
      }
    } finally {
      clearInterval(heartbeat);
    }
    try {
      await jobRepository.finish(
        db,
        job.id,
        {
          status: outcome.status,
          result: outcome.result,
          error: outcome.status === 'failed' ? outcome.error : null,
        },
        this.now(),
      );
    } catch (error) {
      this.log.error({ err: error, job: job.id }, 'could not record the end of a job');
    }
  }
}
