import {
  runImprovement,
  type ImproveReply,
  type ImproveReport,
  type ImproveRequest,
} from './plan-improve-run';

/*
 * Starts an improvement in a Web Worker and stops it. Stop terminates the worker at once
 * (a search busy between two checks could not read a message) and the last plan it posted
 * stays. Where there is no Worker (old browsers, jsdom) the first plan is made on the page
 * with no search, so the page never blocks for the budget.
 */

export interface ImproveListener {
  onReport(report: ImproveReport): void;
  onError(message: string): void;
}

export interface ImproveHandle {
  /** Ends the run; the listener hears `stopped` with the best plan so far (if one came). */
  stop(): void;
}

/** The worker as the page sees it (a test may give its own). */
export interface ImproveWorker {
  postMessage(request: ImproveRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ImproveReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export const browserWorker = (): ImproveWorker | undefined =>
  typeof Worker === 'undefined'
    ? undefined
    : new Worker(new URL('./plan-improve.worker.ts', import.meta.url), { type: 'module' });

export function startImprovement(
  request: ImproveRequest,
  listener: ImproveListener,
  createWorker: () => ImproveWorker | undefined = browserWorker,
): ImproveHandle {
  const started = performance.now();
  let last: ImproveReport | undefined;
  let ended = false;
  const hear = (report: ImproveReport) => {
    if (ended) return;
    last = report;
    if (report.kind !== 'progress') ended = true;
    listener.onReport(report);
  };
  const stopped = () => {
    if (ended) return;
    ended = true;
    if (!last) return;
    listener.onReport({ ...last, kind: 'stopped', ms: Math.round(performance.now() - started) });
  };
  const onPage = () => {
    runImprovement({ ...request, budgetMs: 0 }, hear).catch((error: unknown) => {
      ended = true;
      listener.onError(error instanceof Error ? error.message : String(error));
    });
    return { stop: stopped };
  };

  const worker = createWorker();
  if (!worker) return onPage();
  worker.onmessage = (event) => {
    const reply = event.data;
    if (reply.kind === 'error') {
      ended = true;
      worker.terminate();
      listener.onError(reply.message);
      return;
    }
    hear(reply);
    if (ended) worker.terminate();
  };
  // a worker that cannot start (a blocked script) leaves the first plan to the page
  worker.onerror = () => {
    worker.terminate();
    if (!ended && !last) onPage();
  };
  worker.postMessage(request);
  return {
    stop() {
      worker.terminate();
      stopped();
    },
  };
}
