import os from 'node:os';
import path from 'node:path';

/**
 * Where test contexts keep uploaded files (issue 17): one directory for every test file and
 * run on the machine — the storage is content-addressed, so sharing it is safe, and the
 * demo files the SQLite templates were seeded with are found by every copy of them. A test
 * about what an upload leaves behind gives its context a directory of its own.
 */
export const testFilesDir = () => path.join(os.tmpdir(), 'lading-test-files');
