// Starts a reader worker whose code is TypeScript. On Node 20 a worker thread does not get
// tsx's hooks from `node --import tsx` (tsx registers them on the main thread only), and
// under vitest there is no tsx at all — so the worker registers tsx itself, then loads its
// entry. (Plain JavaScript, because it runs before anything can read TypeScript.)
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
