import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // argon2id (19 MiB, t=2) makes each sign-in ~50 ms on purpose; API tests do many.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
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
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
