/**
 * The worker thread that reads an uploaded workbook (see worker-rows.ts): it opens the
 * file, streams the data sheet's rows to the main thread in batches, and waits for the
 * main thread to take a batch before it runs more than WINDOW batches ahead.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AppError, BadRequest } from '../../http/errors';
import { dataSheet, openWorkbook, type ReaderLimits, type XlsxRow } from '../xlsx-worksheets';
import type { FromReader, ReaderInput, ToReader } from './worker-protocol';

const port = parentPort!;
const { file, limits, batchRows, window } = workerData as ReaderInput;

let credits = window;
let wake: (() => void) | undefined;
port.on('message', (message: ToReader) => {
  if (message.type !== 'more') return;
  credits += 1;
  wake?.();
});

const post = (message: FromReader) => port.postMessage(message);

async function send(rows: XlsxRow[]) {
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  credits -= 1;
  post({ type: 'rows', rows });
}

async function read(bytes: Buffer, readerLimits: ReaderLimits) {
  const sheet = dataSheet(await openWorkbook(bytes, readerLimits));
  if (!sheet) return;
  let batch: XlsxRow[] = [];
  for await (const rows of sheet.rows()) {
    for (const row of rows) batch.push(row);
    if (batch.length >= batchRows) {
      await send(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await send(batch);
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
