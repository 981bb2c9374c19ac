import type { ErrorMessageKey } from '@lading/shared';
import type { ReaderLimits, SheetFacts, XlsxRow } from '../xlsx-worksheets';

/** What the reader worker is started with. */
export interface ReaderInput {
  file: Uint8Array;
  limits: ReaderLimits;
  /** Rows per message. */
  batchRows: number;
  /** Messages the worker may send before the main thread has taken one. */
  window: number;
}

/**
 * Reader worker → main thread. The visible sheets come in tab order, each as `sheet`, its
 * `rows` batches and `sheetEnd` (what the sheet says after its rows); after a `sheetEnd` the worker waits for `nextSheet` (the
 * main thread is still looking for the data sheet) or is ended (it found it).
 */
export type FromReader =
  | { type: 'started' }
  | { type: 'sheet'; name: string }
  | { type: 'rows'; rows: XlsxRow[] }
  | { type: 'sheetEnd'; facts: SheetFacts }
  | { type: 'done' }
  | { type: 'failed'; key: ErrorMessageKey; params: Record<string, string | number> };

/**
 * Main thread → reader worker: `more`: one batch taken, send another; `nextSheet`: this sheet
 * is not the data sheet — stop reading it (if still reading) and go on to the next one;
 * `close`: reading is over — the worker ends itself at once.
 */
export type ToReader = { type: 'more' } | { type: 'nextSheet' } | { type: 'close' };
