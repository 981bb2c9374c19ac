import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImportLimits } from '../../../config';
import { BadRequest } from '../../http/errors';
import type { XlsxRow } from '../xlsx-worksheets';
import type { FromReader, ReaderInput, ToReader } from './worker-protocol';

const BATCH_ROWS = 1_000;
const WINDOW = 4;

/** The worker's entry in the form this module runs in (.ts under tsx/vitest, .js if built). */
function startReader(input: ReaderInput, heapMb: number): Worker {
  const extension = path.extname(fileURLToPath(import.meta.url));
  const entry = new URL(`./read-worker${extension}`, import.meta.url);
  const options = {
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
    // Nothing from the server's own flags: the worker's heap is `resourceLimits`'.
    execArgv: [],
  };
  if (extension !== '.ts') return new Worker(entry, { ...options, workerData: input });
  return new Worker(new URL('./worker-bootstrap.mjs', import.meta.url), {
    ...options,
    workerData: { ...input, entry: entry.href },
  });
}

/**
 * The data sheet's rows, read in a worker thread with a capped heap: a damaged file, a
 * parser bug or a memory blow-up ends the worker, never the server, and the event loop
 * stays free while a big file is inflated and parsed. Batches arrive as the caller takes
 * them (the worker runs at most WINDOW batches ahead). The worker is terminated however the
 * reading ends — done, refused, crashed, or the caller stopping early.
 *
 * Refusals: the reader's own 400s as they are; out of memory → `import.tooBig`; any other
 * crash → `import.unreadable`. A worker that cannot even start is the server's fault and
 * is thrown as it is.
 */
export async function* rowsInWorker(file: Buffer, limits: ImportLimits): AsyncGenerator<XlsxRow[]> {
  const { workerHeapMb, ...readerLimits } = limits;
  const worker = startReader(
    { file, limits: readerLimits, batchRows: BATCH_ROWS, window: WINDOW },
    workerHeapMb,
  );
  const inbox: FromReader[] = [];
  let crash: (Error & { code?: string }) | undefined;
  let exited = false;
  let wake: (() => void) | undefined;
  const ring = () => {
    wake?.();
    wake = undefined;
  };
  worker.on('message', (message: FromReader) => {
    inbox.push(message);
    ring();
  });
  worker.on('error', (error) => {
    crash = error;
    ring();
  });
  worker.on('exit', () => {
    exited = true;
    ring();
  });

  let started = false;
  try {
    for (;;) {
      const message = inbox.shift();
      if (!message) {
        if (crash?.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new BadRequest('import.tooBig');
        if (crash && !started) throw crash;
        if (crash || exited) throw new BadRequest('import.unreadable');
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if (message.type === 'started') started = true;
      else if (message.type === 'done') return;
      else if (message.type === 'failed') throw new BadRequest(message.key, message.params);
      else {
        yield message.rows;
        worker.postMessage({ type: 'more' } satisfies ToReader);
      }
    }
  } finally {
    await worker.terminate();
  }
}
