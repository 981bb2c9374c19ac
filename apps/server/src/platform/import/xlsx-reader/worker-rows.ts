import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImportLimits } from '../../../config';
import { BadRequest } from '../../http/errors';
import type { SheetFacts, XlsxRow } from '../xlsx-worksheets';
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

/** A visible sheet of an upload: its rows in batches, then `facts` (filled in once all are read). */
export interface UploadSheet {
  name: string;
  rows: AsyncIterable<XlsxRow[]>;
  facts: SheetFacts;
}

/**
 * The visible sheets of a workbook in tab order, read in a worker thread with a capped heap:
 * a damaged file, a parser bug or a memory blow-up ends the worker, never the server, and the
 * event loop stays free while a big file is inflated and parsed. Lazy: a sheet's batches
 * arrive as the caller takes them (the worker runs at most WINDOW batches ahead); asking for
 * the next sheet stops the current one where it is (the caller has seen it is not the data
 * sheet), and a sheet after the one the caller keeps is never read. The worker is terminated
 * however the reading ends — done, refused, crashed, or the caller stopping early.
 *
 * Refusals: the reader's own 400s as they are; out of memory → `import.tooBig`; any other
 * crash → `import.unreadable`. A worker that cannot even start is the server's fault and
 * is thrown as it is.
 */
export async function* sheetsInWorker(
  file: Buffer,
  limits: ImportLimits,
): AsyncGenerator<UploadSheet> {
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
  const tell = (message: ToReader) => worker.postMessage(message);

  let started = false;
  /** The next message that is not `started`; a failure or a crash thrown as its refusal. */
  const receive = async (): Promise<Exclude<FromReader, { type: 'started' | 'failed' }>> => {
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
      else if (message.type === 'failed') throw new BadRequest(message.key, message.params);
      else return message;
    }
  };

  try {
    for (let message = await receive(); message.type === 'sheet'; message = await receive()) {
      let ended = false;
      const facts: SheetFacts = { autoFilter: false };
      yield {
        name: message.name,
        facts,
        rows: (async function* () {
          for (;;) {
            const next = await receive();
            if (next.type === 'sheetEnd') {
              ended = true;
              Object.assign(facts, next.facts);
              return;
            }
            if (next.type !== 'rows') throw new BadRequest('import.unreadable');
            yield next.rows;
            tell({ type: 'more' });
          }
        })(),
      };
      // The caller wants the next sheet: the rest of this one is dropped unread.
      tell({ type: 'nextSheet' });
      while (!ended) {
        const next = await receive();
        if (next.type === 'sheetEnd') ended = true;
        else if (next.type === 'rows') tell({ type: 'more' });
        else throw new BadRequest('import.unreadable');
      }
    }
  } finally {
    await closeReader(worker, () => exited);
  }
}

/** How long a reader has to end itself when told to before it is terminated. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Ends the reader: it is asked to exit (it does so between tasks), and terminated only if it
 * has not within CLOSE_GRACE_MS. Terminating a thread that is busy can stop it halfway
 * through creating a zlib stream, and Node 20 then aborts the whole process ("close before
 * init") — the very thing the worker is there to prevent.
 */
async function closeReader(worker: Worker, hasExited: () => boolean): Promise<void> {
  if (hasExited()) return;
  const exit = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.postMessage({ type: 'close' } satisfies ToReader);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>(
    (resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS, 'late')),
  );
  const outcome = await Promise.race([exit, late]);
  clearTimeout(timer);
  if (outcome === 'late') await worker.terminate();
}
