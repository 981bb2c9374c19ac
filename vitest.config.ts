import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
    pool: 'forks',
    // argon2id (19 MiB, t=2) makes each sign-in ~50 ms on purpose; API tests do many.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
