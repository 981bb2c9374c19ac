import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Web test files that replace a module with vi.mock (found by reading them): they run isolated. */
const WEB_MOCKING_FILES = fs
  .readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('apps/web/src', file.split(path.sep).join('/')))
  .filter((file) => fs.readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  test: {
    // argon2id (19 MiB, t=2) makes each sign-in ~50 ms on purpose; API tests do many.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker less than the CPUs: a single worker on a 2-CPU machine,
    // every file in a row. The main process mostly waits: at least two workers.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // SQLite runs: one migrated and seeded database per run, copied by each file
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      {
        // tests of the root scripts that hold on SQLite only (e.g. the online backup);
        // `npm test` runs them, `npm run test:pg` (project server) does not
        extends: true,
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
        },
      },
      {
        // Web files share their workers' module cache (isolate: false): each file no longer
        // loads React, antd and jsdom afresh (54 s instead of ~4 min of CPU for the project).
        // testing-library unmounts after each test; files that replace modules (vi.mock)
        // run isolated in the next project so a replaced module never leaks into another file.
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: WEB_MOCKING_FILES,
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-mocks',
          include: WEB_MOCKING_FILES,
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
