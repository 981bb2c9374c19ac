/**
 * The worker thread that reads an uploaded workbook (see worker-rows.ts): it opens the
 * file, streams the visible sheets' rows to the main thread in batches, one sheet at a time
 * and only as far as the main thread asks (it stops a sheet that is not the data sheet), and
 * waits for the main thread to take a batch before it runs more than WINDOW batches ahead.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AppError, BadRequest } from '../../http/errors';
import {
  openWorkbook,
  type ReaderLimits,
  type SheetFacts,
  type XlsxRow,
  type XlsxSheet,
} from '../xlsx-worksheets';
import type { FromReader, ReaderInput, ToReader } from './worker-protocol';

const port = parentPort!;
const { file, limits, batchRows, window } = workerData as ReaderInput;

let credits = window;
/** The main thread asked for the next sheet: the current one is done with. */
let nextSheet = false;
let wake: (() => void) | undefined;
port.on('message', (message: ToReader) => {
  // Ended here, between tasks: terminate() from outside can stop this thread halfway through
  // building a zlib stream, and Node 20 then aborts the whole process when the thread is
  // torn down ("close before init", seen in the soak bench).
  if (message.type === 'close') process.exit(0);
  if (message.type === 'more') credits += 1;
  else nextSheet = true;
  wake?.();
});
const waitForMessage = () => new Promise<void>((resolve) => (wake = resolve));

const post = (message: FromReader) => port.postMessage(message);

async function send(rows: XlsxRow[]) {
  while (credits === 0 && !nextSheet) await waitForMessage();
  if (nextSheet) return;
  credits -= 1;
  post({ type: 'rows', rows });
}

/** One sheet's rows, until they end or the main thread asks for the next sheet. */
async function sendSheet(sheet: XlsxSheet): Promise<SheetFacts> {
  let batch: XlsxRow[] = [];
  const reading = sheet.rows();
  for (;;) {
    const next = await reading.next();
    if (next.done) {
      if (batch.length > 0) await send(batch);
      return next.value;
    }
    for (const row of next.value) batch.push(row);
    if (batch.length >= batchRows) {
      await send(batch);
      batch = [];
    }
    if (nextSheet) {
      await reading.return({ autoFilter: false });
      return { autoFilter: false };
    }
  }
}

async function read(bytes: Buffer, readerLimits: ReaderLimits) {
  const workbook = await openWorkbook(bytes, readerLimits);
  for (const sheet of workbook.sheets.filter((tab) => !tab.hidden)) {
    nextSheet = false;
    post({ type: 'sheet', name: sheet.name });
    const facts = await sendSheet(sheet);
    post({ type: 'sheetEnd', facts });
    while (!nextSheet) await waitForMessage();
  }
}

post({ type: 'started' });
try {
  // The bytes come over as a Uint8Array (structured clone); a Buffer view costs no copy.
  await read(Buffer.from(file.buffer, file.byteOffset, file.byteLength), limits);
  post({ type: 'done' });
} catch (error) {
  const refusal = error instanceof AppError ? error : new BadRequest('import.unreadable');
  post({ type: 'failed', key: refusal.key, params: refusal.params });
}
