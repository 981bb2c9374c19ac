import { defineConfig } from 'vitest/config';

// `npm run test:cluster` (issue 23): real server processes, a PostgreSQL database made per
// file and a front proxy. Never part of `npm test` or `npm run test:pg` (their projects
// include apps/, packages/ and scripts/ only). One file at a time: each starts three servers.
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 300_000,
    retry: 0,
  },
});
