import path from 'node:path';

/** Everything the server reads from its environment, read once at start. */
export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  /** postgres://… to run on PostgreSQL; unset for the embedded SQLite file. */
  databaseUrl: string | undefined;
  adminPassword: string;
  adminPasswordIsDemo: boolean;
  demoPassword: string;
  demoPasswordIsDefault: boolean;
  /** Seed the demo data set (a user per built-in group, suppliers, messages) on first start. */
  seedDemo: boolean;
  sessionTtlMs: number;
  loginPolicy: LoginPolicy;
  logLevel: string;
}

export interface LoginPolicy {
  /** Consecutive failed sign-ins after which the account locks until an administrator unlocks it. */
  lockAfterFailures: number;
  /** Failed attempts per user ID, and per client address, within the window before 429. */
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

export const DEMO_ADMIN_PASSWORD = 'admin123';
export const DEMO_USER_PASSWORD = 'demo1234';
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

export const defaultLoginPolicy: LoginPolicy = {
  lockAfterFailures: 5,
  maxFailuresPerAccount: 10,
  maxFailuresPerAddress: 30,
  windowMs: 15 * 60 * 1000,
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.LADING_ADMIN_PASSWORD || DEMO_ADMIN_PASSWORD,
    adminPasswordIsDemo: !env.LADING_ADMIN_PASSWORD,
    demoPassword: env.LADING_DEMO_PASSWORD || DEMO_USER_PASSWORD,
    demoPasswordIsDefault: !env.LADING_DEMO_PASSWORD,
    seedDemo: env.LADING_SEED_DEMO !== '0',
    sessionTtlMs: SEVEN_DAYS_MS,
    loginPolicy: defaultLoginPolicy,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
