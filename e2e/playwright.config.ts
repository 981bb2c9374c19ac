import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against a real server on a
 * fresh SQLite database with the demo seed, serving the built web app.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(
    `No Chromium at ${CHROMIUM}. Install Debian's: apt-get update && apt-get install -y ` +
      '--no-install-recommends chromium fonts-wqy-microhei (or set CHROMIUM_PATH).',
  );
}

const PORT = Number(process.env.E2E_PORT ?? 8181);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-e2e-'));

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  // One retry: a journey that fails once and then passes is reported as "flaky" by name at
  // the end of the run (to be fixed), instead of refusing a whole CI run on a 2-CPU machine's
  // timing. A test that fails twice fails the run.
  retries: 1,
  // Whole user journeys (several screens, saves, sign-ins) on a 2-CPU machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // the app honours "reduce motion" (no antd animations): a click is never taken by a
    // dialog still zooming in on a loaded machine
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1440, height: 900 },
  },
  webServer: {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  },
});
