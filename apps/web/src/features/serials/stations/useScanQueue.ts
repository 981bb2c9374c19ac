import type { BindChildResponse, CodeLevel, ParentLevel, SerialCodeItem } from '@lading/shared';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** A scan waiting for its answer, or its answer: bound or refused, later unbound or moved. */
export type ScanStatus = 'pending' | 'bound' | 'refused' | 'unbound' | 'moved';

/** One line of the station's list. */
export interface ScanRow {
  key: string;
  /** the code as scanned (a refused one has no code item) */
  code: string;
  level: CodeLevel;
  parentCode: string;
  status: ScanStatus;
  /** the refusal, in the user's language */
  message: string;
  child: SerialCodeItem | null;
  count: number | null;
  expected: number | null;
  /** when scanned (bound: when bound) */
  at: string;
  /** moved: the new parent's code */
  movedTo: string | null;
}

/** What one scan sends: the code, its level, the parent open when it was scanned. */
export interface ScanJob {
  code: string;
  level: CodeLevel;
  parent: SerialCodeItem;
  parentLevel: ParentLevel;
}

interface Handlers {
  send(job: ScanJob): Promise<BindChildResponse>;
  onBound(job: ScanJob, answer: BindChildResponse): void;
  onRefused(job: ScanJob, message: string): void;
}

/** The list line of a child the parent already holds (a reopened carton's contents). */
export const rowOfChild = (child: SerialCodeItem, parentCode: string): ScanRow => ({
  key: `code-${child.id}`,
  code: child.code,
  level: child.level,
  parentCode,
  status: 'bound',
  message: '',
  child,
  count: null,
  expected: null,
  at: child.boundAt ?? child.createdAt,
  movedTo: null,
});

/**
 * The station's scans, sent one at a time in the order scanned: a scan is queued and listed
 * at once (so the field is free for the next), its line updated when the server answers.
 * Newest first. `idle()` resolves once every queued scan has its answer.
 */
export function useScanQueue(handlers: Handlers) {
  const [rows, setRows] = useState<ScanRow[]>([]);
  const queue = useRef<{ job: ScanJob; key: string }[]>([]);
  const running = useRef(false);
  const waiting = useRef<(() => void)[]>([]);
  const sequence = useRef(0);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  const patch = useCallback((key: string, change: Partial<ScanRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }, []);

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    while (queue.current.length > 0) {
      const { job, key } = queue.current[0]!;
      try {
        const answer = await latest.current.send(job);
        patch(key, {
          status: 'bound',
          child: answer.child,
          count: answer.count,
          expected: answer.expected,
          at: answer.child.boundAt ?? new Date().toISOString(),
        });
        latest.current.onBound(job, answer);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        patch(key, { status: 'refused', message });
        latest.current.onRefused(job, message);
      }
      queue.current.shift();
    }
    running.current = false;
    for (const resolve of waiting.current.splice(0)) resolve();
  }, [patch]);

  const enqueue = useCallback(
    (job: ScanJob) => {
      sequence.current += 1;
      const key = `scan-${sequence.current}`;
      const row: ScanRow = {
        key,
        code: job.code,
        level: job.level,
        parentCode: job.parent.code,
        status: 'pending',
        message: '',
        child: null,
        count: null,
        expected: null,
        at: new Date().toISOString(),
        movedTo: null,
      };
      setRows((current) => [row, ...current]);
      queue.current.push({ job, key });
      void pump();
    },
    [pump],
  );

  const idle = useCallback(
    () =>
      running.current
        ? new Promise<void>((resolve) => waiting.current.push(resolve))
        : Promise.resolve(),
    [],
  );

  return { rows, enqueue, patch, idle, reset: setRows };
}
