import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { JobContext, JobHandler, JobOutcome } from './job-runner';
import { jobRepository } from './job.repository';

/**
 * Work run on a schedule (issue 17), on the job queue: each schedule's fire time becomes one
 * job whose unique key is `kind@fire time`, so however many processes look at once, one job
 * exists per fire time (the insert of the others does nothing) and one worker runs it (the
 * claim). Nothing about a schedule is kept but its jobs.
 */

/** When a kind of job runs by itself. */
export interface JobSchedule {
  /** The job kind, also the key of its handler. */
  kind: string;
  /** A croner pattern: `minute hour day month weekday`, or seconds first (6 parts). */
  cron: string;
  /** The IANA zone the pattern is read in; default LADING_TIME_ZONE (the server's zone). */
  timezone?: string;
  /** Tries of a run that throws an unexpected error, spaced 1 min, 2 min… (job-runner). */
  maxAttempts?: number;
}

/** Runs one scheduled job: the job's context, and a logger bound to the job. */
export type ScheduledJobHandler = (
  context: JobContext,
  log: FastifyBaseLogger,
) => Promise<JobOutcome>;

/** What a module declares, and app.ts lists in SCHEDULED_JOBS: a schedule and its handler. */
export interface ScheduledJob extends JobSchedule {
  run: ScheduledJobHandler;
}

/** `created_by` of a job no user asked for. */
export const SCHEDULER_USER_ID = 0;

/** A fire time older than this when first looked at is skipped: catch up once, not forever. */
const DEFAULT_CATCH_UP_MS = 24 * 60 * 60 * 1000;
/** How often the scheduler looks at the latest; it also wakes at the next fire time. */
const DEFAULT_INTERVAL_MS = 60 * 1000;

/** The handlers of the scheduled jobs, for the JobRunner (each logs as its job). */
export function scheduledJobHandlers(
  scheduled: readonly ScheduledJob[],
  log: FastifyBaseLogger,
): Record<string, JobHandler> {
  return Object.fromEntries(
    scheduled.map((job) => [
      job.kind,
      (context: JobContext) => job.run(context, log.child({ job: context.job.id, kind: job.kind })),
    ]),
  );
}

export interface SchedulerOptions {
  /** How often to look, at most (it also wakes at the next fire time); default a minute. */
  intervalMs?: number;
  /** Fire times older than this are not run late; default 24 h. */
  catchUpMs?: number;
  /** The time the schedules are read at; default the app's clock. */
  clock?: () => Date;
}

interface Timetable {
  schedule: JobSchedule;
  cron: Cron;
}

/**
 * Looks at every schedule on start and then each minute (and at each next fire time): the
 * latest fire time at or before now, if within the catch-up window, is queued as a job with
 * the key `kind@fire time ISO` unless one was, and the runner is woken. A process started at
 * 10:00 queues that day's 02:00 run once if no process did; fire times missed before it are
 * not run. The job may run from its fire time by the database's clock (run_after), so a
 * process whose clock runs ahead cannot start it early.
 */
export class Scheduler {
  private readonly timetables: Timetable[];
  private readonly intervalMs: number;
  private readonly catchUpMs: number;
  private readonly clock: () => Date;
  /** The fire time each kind last queued (or found queued) by this process. */
  private readonly queued = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  private looking: Promise<unknown> | undefined;
  private running = false;

  constructor(
    private readonly deps: AppDeps,
    schedules: readonly JobSchedule[],
    private readonly jobs: { notify(): void },
    private readonly log: FastifyBaseLogger,
    options: SchedulerOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
    this.catchUpMs = options.catchUpMs ?? DEFAULT_CATCH_UP_MS;
    this.clock = options.clock ?? deps.clock;
    const kinds = new Set<string>();
    this.timetables = schedules.map((schedule) => {
      if (kinds.has(schedule.kind)) throw new Error(`two schedules of job kind ${schedule.kind}`);
      kinds.add(schedule.kind);
      return { schedule, cron: parseSchedule(schedule, deps.config.timeZone) };
    });
  }

  /** Looks now, then every interval until stopped. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.next(0);
  }

  /** Stops looking; resolves once a look in progress has ended. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.looking;
  }

  /**
   * One look: queues each schedule's latest due fire time not queued yet, wakes the runner
   * if it queued any, and answers the ids of the jobs it queued (those another process
   * queued first are not among them).
   */
  async tick(): Promise<number[]> {
    const now = this.clock();
    const queued: number[] = [];
    for (const { schedule, cron } of this.timetables) {
      const fire = this.dueFireTime(cron, now);
      if (!fire || this.queued.get(schedule.kind) === fire) continue;
      const id = await jobRepository.enqueueUnique(this.deps.db.kysely, {
        kind: schedule.kind,
        uniqueKey: `${schedule.kind}@${fire}`,
        runAfter: fire,
        createdBy: SCHEDULER_USER_ID,
        at: now.toISOString(),
        inputName: schedule.kind,
        input: { firedAt: fire, cron: schedule.cron },
        file: null,
        ...(schedule.maxAttempts ? { maxAttempts: schedule.maxAttempts } : {}),
      });
      this.queued.set(schedule.kind, fire);
      if (id !== undefined) queued.push(id);
    }
    if (queued.length > 0) {
      this.log.info({ jobs: queued }, 'scheduled jobs queued');
      this.jobs.notify();
    }
    return queued;
  }

  /**
   * Queues a run of a scheduled kind now, outside its schedule (key `kind@manual@now`), and
   * wakes the runner: the job's id. Its result is kept as a scheduled run's is.
   */
  async runNow(kind: string, createdBy: number): Promise<number> {
    const timetable = this.timetables.find((t) => t.schedule.kind === kind);
    if (!timetable) throw new Error(`no schedule of job kind ${kind}`);
    const at = this.clock().toISOString();
    const id = await jobRepository.enqueueUnique(this.deps.db.kysely, {
      kind,
      uniqueKey: `${kind}@manual@${at}`,
      createdBy,
      at,
      inputName: kind,
      input: { manual: true },
      file: null,
      ...(timetable.schedule.maxAttempts ? { maxAttempts: timetable.schedule.maxAttempts } : {}),
    });
    // the same millisecond twice: that run is queued already
    if (id === undefined) throw new Error(`a run of ${kind} was queued at ${at} already`);
    this.jobs.notify();
    return id;
  }

  /** The latest fire time at or before `now` (ISO), unless older than the catch-up window. */
  private dueFireTime(cron: Cron, now: Date): string | undefined {
    // previousRuns leaves out a run at the reference itself: look from just after now
    const [latest] = cron.previousRuns(1, new Date(now.getTime() + 1));
    if (!latest || now.getTime() - latest.getTime() > this.catchUpMs) return undefined;
    return latest.toISOString();
  }

  /** Looks after `delayMs`, then again at the next fire time or the interval, if sooner. */
  private next(delayMs: number) {
    this.timer = setTimeout(() => {
      const look = this.tick().catch((error: unknown) =>
        this.log.error({ err: error }, 'scheduled jobs could not be queued'),
      );
      this.looking = look;
      void look.then(() => {
        if (this.running) this.next(this.untilNextLook());
      });
    }, delayMs);
    this.timer.unref();
  }

  private untilNextLook(): number {
    const now = this.clock();
    let delay = this.intervalMs;
    for (const { cron } of this.timetables) {
      const next = cron.nextRun(now);
      // a few ms past the fire time, so the look finds it at or before its now
      if (next) delay = Math.min(delay, next.getTime() - now.getTime() + 5);
    }
    return Math.max(delay, 0);
  }
}

/** The schedule's pattern read in its zone; a wrong pattern or zone stops the start. */
function parseSchedule(schedule: JobSchedule, defaultZone: string): Cron {
  try {
    const cron = new Cron(schedule.cron, {
      timezone: schedule.timezone ?? defaultZone,
      paused: true,
    });
    if (cron.getPattern() === undefined) throw new Error('a date, not a pattern');
    // the zone is only read when a time is computed
    cron.nextRun();
    return cron;
  } catch (error) {
    throw new Error(
      `schedule of ${schedule.kind}: "${schedule.cron}" in ${schedule.timezone ?? defaultZone} ` +
        `is not a cron pattern in a time zone (${String(error)})`,
      { cause: error },
    );
  }
}
