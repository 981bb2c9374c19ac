import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isTimeZone, NEW_PASSWORD_MIN, PASSWORD_MAX, runtimeTimeZone } from '@lading/shared';

/** Everything the server reads from its environment, read once at start. */
export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  /** FILES_DIR: where uploaded files are kept, content-addressed (default DATA_DIR/files). */
  filesDir: string;
  /**
   * FILES_S3_*: an S3-compatible bucket that keeps the uploaded files' bytes instead of
   * filesDir (which still receives uploads and caches previews); unset: filesDir keeps them.
   */
  fileStore?: S3FileStoreSettings | undefined;
  /**
   * LADING_SOFFICE: the LibreOffice binary that turns PowerPoint files into PDF for the
   * preview; default `soffice` on the PATH; `off` (or not installed): no PowerPoint preview.
   */
  soffice: string | undefined;
  /** postgres://… to run on PostgreSQL; unset for the embedded SQLite file. */
  databaseUrl: string | undefined;
  adminPassword: string;
  adminPasswordIsDemo: boolean;
  demoPassword: string;
  demoPasswordIsDefault: boolean;
  /** Seed the demo data set (a user per built-in group, suppliers, messages) on first start. */
  seedDemo: boolean;
  /**
   * The day the demo data set is dated from (YYYY-MM-DD; its orders, plans and shipments
   * lie around it). None: the day of seeding. Tests set it to compare with files exported
   * from a demo seeded on that day.
   */
  demoToday?: string | undefined;
  sessionTtlMs: number;
  /** Live sessions a user may hold; signing in beyond it ends the oldest. */
  maxSessionsPerUser: number;
  loginPolicy: LoginPolicy;
  /** The least length of a new or changed password (never checked at sign-in). */
  passwordMinLength: number;
  /**
   * Addresses or CIDRs of the reverse proxies whose X-Forwarded-For is believed (Fastify's
   * trustProxy); empty: the client address is the socket's.
   */
  trustProxy: string[];
  importLimits: ImportLimits;
  /**
   * LADING_JOB_LEASE_SECONDS: a running job whose worker has not beaten for this long (by the
   * database's clock) is failed "stale", and (PostgreSQL) a transaction idle this long is ended.
   */
  jobLeaseSeconds: number;
  /** LADING_JOB_HEARTBEAT_SECONDS: how often a worker proves it is alive; under the lease. */
  jobHeartbeatSeconds: number;
  /**
   * SCHEDULES: `off` queues no scheduled work (the nightly ledger check…) from this process;
   * `on` (default) does. Apps built by tests and benches never start the scheduler themselves.
   */
  schedules: boolean;
  /**
   * LADING_TIME_ZONE: the IANA zone (e.g. Asia/Shanghai) exports write date-times in, as
   * `YYYY-MM-DD HH:mm` (screens use the browser's own zone); default: the server's.
   */
  timeZone: string;
  logLevel: string;
  /**
   * WORKERS: server processes on this machine (node:cluster), 1 by default; several only on
   * PostgreSQL (docs/decisions, issue 23).
   */
  workers: number;
}

/** The bucket of FILES_S3_BUCKET (docs/decisions "Files: content-addressed storage, local or S3"). */
export interface S3FileStoreSettings {
  bucket: string;
  /** FILES_S3_ENDPOINT: an S3-compatible service (MinIO…); unset: AWS S3 of the region. */
  endpoint?: string | undefined;
  /** FILES_S3_REGION, default us-east-1. */
  region: string;
  /** FILES_S3_PREFIX: put before every key as it is (`lading/` keeps the files in a folder). */
  prefix: string;
  /** FILES_S3_FORCE_PATH_STYLE: the bucket in the path, not the host (MinIO, s3rver). */
  forcePathStyle: boolean;
  /** Tests only: the server takes credentials from the SDK's chain (AWS_ACCESS_KEY_ID…). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** What an uploaded workbook may hold before it is refused (docs/decisions "xlsx reader"). */
export interface ImportLimits {
  /** Characters in one cell: Excel's own limit. */
  maxCellChars: number;
  /** Bytes of all parts once inflated, declared or actually read. */
  maxInflatedBytes: number;
  /** Inflated ÷ packed size of one part, checked once the part passes `ratioFloorBytes`. */
  maxCompressionRatio: number;
  ratioFloorBytes: number;
  /** Entries in the zip (a workbook has a few dozen). */
  maxZipEntries: number;
  /** Old-generation heap of the worker thread that reads a workbook. */
  workerHeapMb: number;
}

const MB = 1024 * 1024;

export const defaultImportLimits: ImportLimits = {
  maxCellChars: 32_767,
  maxInflatedBytes: 200 * MB,
  maxCompressionRatio: 100,
  ratioFloorBytes: 1 * MB,
  maxZipEntries: 10_000,
  workerHeapMb: 256,
};

/** Sign-in throttling and automatic locking (docs/decisions, issue 12). */
export interface LoginPolicy {
  /** The sliding window every failure count below is taken over. */
  windowMs: number;
  /** Failures of one user ID from one address: then 429 for that pair, password unchecked. */
  maxFailuresPerAccountAddress: number;
  /** Failures of one user ID from all addresses: then the account locks for `lockMs`. */
  lockAfterFailures: number;
  /** How long an automatic lock lasts (an administrator's lock has no end). */
  lockMs: number;
  /** Failures from one address over all user IDs: then 429 for wrong passwords only. */
  maxFailuresPerAddress: number;
}

export const DEMO_ADMIN_PASSWORD = 'admin123';
export const DEMO_USER_PASSWORD = 'demo1234';
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

const MINUTE_MS = 60 * 1000;

export const defaultLoginPolicy: LoginPolicy = {
  windowMs: 15 * MINUTE_MS,
  maxFailuresPerAccountAddress: 10,
  lockAfterFailures: 30,
  lockMs: 15 * MINUTE_MS,
  maxFailuresPerAddress: 200,
};

/** An optional whole-number setting within [min, max]; a wrong value stops the start. */
function intSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

const CIDR = /^(.+)\/(\d{1,3})$/;
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: comma-separated addresses, CIDRs or proxy-addr's named ranges. */
export function readTrustProxy(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const cidr = CIDR.exec(entry);
    const address = cidr ? cidr[1]! : entry;
    const bits = cidr ? Number(cidr[2]) : 0;
    const family = isIP(address);
    const valid = PROXY_RANGES.has(entry) || (family !== 0 && bits <= (family === 4 ? 32 : 128));
    if (!valid) {
      throw new Error(
        `TRUST_PROXY must list proxy addresses or CIDRs (e.g. 10.0.0.5,10.1.0.0/16), got "${entry}"`,
      );
    }
  }
  return entries;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  for (const name of ['LADING_ADMIN_PASSWORD', 'LADING_DEMO_PASSWORD']) {
    if ((env[name]?.length ?? 0) > PASSWORD_MAX) {
      throw new Error(`${name} is longer than ${PASSWORD_MAX} characters: it could not sign in`);
    }
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    filesDir: path.resolve(env.FILES_DIR ?? path.join(env.DATA_DIR ?? './data', 'files')),
    fileStore: readFileStore(env),
    soffice: env.LADING_SOFFICE === 'off' ? undefined : env.LADING_SOFFICE || 'soffice',
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.LADING_ADMIN_PASSWORD || DEMO_ADMIN_PASSWORD,
    adminPasswordIsDemo: !env.LADING_ADMIN_PASSWORD,
    demoPassword: env.LADING_DEMO_PASSWORD || DEMO_USER_PASSWORD,
    demoPasswordIsDefault: !env.LADING_DEMO_PASSWORD,
    seedDemo: env.LADING_SEED_DEMO !== '0',
    sessionTtlMs: SEVEN_DAYS_MS,
    maxSessionsPerUser: intSetting(env, 'LADING_MAX_SESSIONS_PER_USER', 10, 1, 1000),
    loginPolicy: {
      ...defaultLoginPolicy,
      lockMs: intSetting(env, 'LADING_LOCK_MINUTES', 15, 1, 7 * 24 * 60) * MINUTE_MS,
    },
    passwordMinLength: intSetting(
      env,
      'LADING_PASSWORD_MIN_LENGTH',
      NEW_PASSWORD_MIN,
      NEW_PASSWORD_MIN,
      PASSWORD_MAX,
    ),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    importLimits: readImportLimits(env),
    ...readJobLease(env),
    schedules: readSchedules(env.SCHEDULES),
    timeZone: readTimeZone(env.LADING_TIME_ZONE),
    logLevel: env.LOG_LEVEL ?? 'info',
    workers: readWorkers(env),
  };
}

export const MAX_WORKERS = 64;

/**
 * WORKERS: a whole number of processes, or `auto` for one per CPU the process may use.
 * More than one needs PostgreSQL: the SQLite file is written by one process at a time, and
 * the server's in-process parts (the job runner, caches) were not made for sharing it.
 */
export function readWorkers(env: NodeJS.ProcessEnv): number {
  const raw = env.WORKERS?.trim() ?? '';
  if (raw !== '' && raw !== 'auto' && !(/^\d+$/.test(raw) && +raw >= 1 && +raw <= MAX_WORKERS)) {
    throw new Error(
      `WORKERS must be a whole number from 1 to ${MAX_WORKERS} or "auto", got "${env.WORKERS}"`,
    );
  }
  const workers =
    raw === 'auto' ? Math.min(os.availableParallelism(), MAX_WORKERS) : Number(raw || 1);
  if (workers > 1 && !env.DATABASE_URL) {
    throw new Error(
      `WORKERS needs PostgreSQL (DATABASE_URL); on the SQLite file run one process (WORKERS=${env.WORKERS})`,
    );
  }
  return workers;
}

/** LADING_TIME_ZONE: an IANA zone name; unset: the server's own zone. */
export function readTimeZone(raw: string | undefined): string {
  const zone = raw?.trim();
  if (!zone) return runtimeTimeZone();
  if (!isTimeZone(zone)) {
    throw new Error(
      `LADING_TIME_ZONE must be an IANA time zone (e.g. Asia/Shanghai), got "${raw}"`,
    );
  }
  // the canonical spelling (asia/shanghai → Asia/Shanghai)
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
}

/** SCHEDULES: on (default) or off. */
export function readSchedules(raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() || 'on';
  if (value !== 'on' && value !== 'off') {
    throw new Error(`SCHEDULES must be "on" or "off", got "${raw}"`);
  }
  return value === 'on';
}

/** LADING_JOB_LEASE_SECONDS and LADING_JOB_HEARTBEAT_SECONDS: a heartbeat within the lease. */
function readJobLease(env: NodeJS.ProcessEnv) {
  const jobLeaseSeconds = intSetting(env, 'LADING_JOB_LEASE_SECONDS', 120, 5, 86_400);
  const jobHeartbeatSeconds = intSetting(env, 'LADING_JOB_HEARTBEAT_SECONDS', 15, 1, 3_600);
  if (jobHeartbeatSeconds >= jobLeaseSeconds) {
    throw new Error(
      `LADING_JOB_HEARTBEAT_SECONDS (${jobHeartbeatSeconds}) must be less than ` +
        `LADING_JOB_LEASE_SECONDS (${jobLeaseSeconds}): a worker beating that seldom would lose ` +
        'every job it runs',
    );
  }
  return { jobLeaseSeconds, jobHeartbeatSeconds };
}

const FILES_S3_SETTINGS = [
  'FILES_S3_ENDPOINT',
  'FILES_S3_REGION',
  'FILES_S3_PREFIX',
  'FILES_S3_FORCE_PATH_STYLE',
];
/** S3's rule for bucket names (3–63 lowercase letters, digits, dots, hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * FILES_S3_*: the bucket that keeps the files' bytes when FILES_S3_BUCKET is set. Another
 * FILES_S3_* without the bucket stops the start: the files would quietly stay on local disk.
 */
export function readFileStore(env: NodeJS.ProcessEnv): S3FileStoreSettings | undefined {
  const bucket = env.FILES_S3_BUCKET?.trim() ?? '';
  if (!bucket) {
    const stray = FILES_S3_SETTINGS.find((name) => env[name]?.trim());
    if (stray) {
      throw new Error(
        `${stray} is set but FILES_S3_BUCKET is not: set the bucket, or unset ${stray} to keep files in FILES_DIR`,
      );
    }
    return undefined;
  }
  if (!BUCKET_NAME.test(bucket)) {
    throw new Error(
      `FILES_S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens), got "${bucket}"`,
    );
  }
  const endpoint = readS3Endpoint(env.FILES_S3_ENDPOINT);
  const region = env.FILES_S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]+$/i.test(region)) {
    throw new Error(`FILES_S3_REGION must be a region name (e.g. eu-west-1), got "${region}"`);
  }
  const prefix = env.FILES_S3_PREFIX ?? '';
  const badChar = [...prefix].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c === '\x7f');
  if (prefix.startsWith('/') || badChar) {
    throw new Error(
      `FILES_S3_PREFIX must be a key prefix without a leading "/", backslashes or control characters (e.g. lading/), got "${prefix}"`,
    );
  }
  const pathStyle = env.FILES_S3_FORCE_PATH_STYLE?.trim() ?? '';
  if (pathStyle !== '' && pathStyle !== '1' && pathStyle !== '0') {
    throw new Error(`FILES_S3_FORCE_PATH_STYLE must be 1 or 0, got "${pathStyle}"`);
  }
  return {
    bucket,
    endpoint,
    region,
    prefix,
    forcePathStyle: pathStyle ? pathStyle === '1' : endpoint !== undefined,
  };
}

/** FILES_S3_ENDPOINT: an http(s) URL, without credentials, query or fragment. */
function readS3Endpoint(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  ) {
    throw new Error(
      `FILES_S3_ENDPOINT must be an http(s) URL without credentials (e.g. http://127.0.0.1:9000), got "${raw}"`,
    );
  }
  return value;
}

/** LADING_IMPORT_*: the workbook limits, each optional. */
function readImportLimits(env: NodeJS.ProcessEnv): ImportLimits {
  const d = defaultImportLimits;
  return {
    ...d,
    maxInflatedBytes:
      intSetting(env, 'LADING_IMPORT_MAX_UNPACKED_MB', d.maxInflatedBytes / MB, 1, 4096) * MB,
    maxCompressionRatio: intSetting(
      env,
      'LADING_IMPORT_MAX_COMPRESSION_RATIO',
      d.maxCompressionRatio,
      10,
      10_000,
    ),
    maxZipEntries: intSetting(env, 'LADING_IMPORT_MAX_ZIP_ENTRIES', d.maxZipEntries, 10, 1_000_000),
    workerHeapMb: intSetting(env, 'LADING_IMPORT_WORKER_MEMORY_MB', d.workerHeapMb, 32, 16_384),
  };
}
