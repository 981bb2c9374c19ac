import type { ErrorMessageKey } from '@lading/shared';
import type { ReaderLimits, XlsxRow } from '../xlsx-worksheets';

/** What the reader worker is started with. */
export interface ReaderInput {
  file: Uint8Array;
  limits: ReaderLimits;
  /** Rows per message. */
  batchRows: number;
  /** Messages the worker may send before the main thread has taken one. */
  window: number;
}

/** Reader worker → main thread. */
export type FromReader =
  | { type: 'started' }
  | { type: 'rows'; rows: XlsxRow[] }
  | { type: 'done' }
  | { type: 'failed'; key: ErrorMessageKey; params: Record<string, string | number> };

/** Main thread → reader worker: one batch taken, send another. */
export type ToReader = { type: 'more' };
