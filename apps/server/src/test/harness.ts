import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuiltInGroup, Language } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import type { AppDeps } from '../app-deps';
import { defaultLoginPolicy, readConfig, type AppConfig, type LoginPolicy } from '../config';
import type { Db } from '../db/database';
import { buildUser, type BuildUserOptions } from '../db/factories';
import { prepareDatabase } from '../db/prepare';
import { buildSupplier } from '../modules/suppliers/supplier.factories';
import { testFilesDir } from './files-dir';
import { ADMIN_PASSWORD, templateFor } from './sqlite-templates';
import { openTestDatabase } from './test-database';

export { ADMIN_PASSWORD };

/**
 * A new database prepared as `prepareDatabase(db, config)` prepares it on a first start: a
 * copy of the run's template when one matches (SQLite), else migrated and seeded here.
 */
async function openPreparedDatabase(config: AppConfig): Promise<Db> {
  const template = templateFor(inject('sqliteTemplates'), config);
  const db = await openTestDatabase(template);
  if (!template) await prepareDatabase(db, config);
  return db;
}

/** A stand-in for apps/web/dist (tests must not depend on a web build having run). */
function fakeWebBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Lading</title>');
  fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log("lading")');
  return root;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { code: number; message: string; data: T };
  /** The bytes as sent (for file downloads). */
  raw: Buffer;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  query?: Record<string, string | number | readonly (string | number)[]>;
  lang?: Language;
  headers?: Record<string, string>;
  /** The client address the server sees (throttling is per address). */
  remoteAddress?: string;
}

export interface TestContextOptions {
  loginPolicy?: Partial<LoginPolicy>;
  /** Other settings to run with (session cap, password minimum, TRUST_PROXY…). */
  config?: Partial<Omit<AppConfig, 'loginPolicy'>>;
}

/**
 * One test file's world: a real database (SQLite or PostgreSQL, migrated and base-seeded),
 * the real app answering through Fastify's inject, a movable clock, and helpers to make
 * users and sign them in.
 */
export async function createTestContext(options: TestContextOptions = {}) {
  const config: AppConfig = {
    ...readConfig({}),
    adminPassword: ADMIN_PASSWORD,
    seedDemo: false,
    // exports write date-times in this zone: the same on every machine unless a test says
    timeZone: 'UTC',
    // uploads of this test file only, removed when the process ends (test/files-dir.ts)
    filesDir: testFilesDir(),
    ...options.config,
    loginPolicy: { ...defaultLoginPolicy, ...options.loginPolicy },
  };
  const db = await openPreparedDatabase(config);
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const webRoot = fakeWebBuild();
  const app: FastifyInstance = await buildApp(
    { db, config, clock },
    { validateResponses: true, webRoot },
  );
  await app.ready();

  async function call<T = unknown>(method: string, url: string, options: CallOptions = {}) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
    }
    const response = await app.inject({
      method: method as 'GET',
      url: query.size ? `${url}?${query}` : url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.lang ? { lang: options.lang } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    // Exports answer with a file, not the envelope: give callers the status and the bytes.
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    return {
      status: response.statusCode,
      body: isJson ? response.json() : { code: response.statusCode, message: '', data: null },
      raw: response.rawPayload,
      headers: response.headers,
    } as ApiAnswer<T>;
  }

  async function login(username: string, password: string): Promise<string> {
    const answer = await call<{ token: string }>('POST', '/api/admin/login', {
      body: { username, password },
    });
    if (answer.status !== 200) throw new Error(`login ${username}: ${answer.body.message}`);
    return answer.body.data.token;
  }

  /** A new user in the group, signed in. */
  async function signedInUser(
    group: BuiltInGroup | string,
    overrides: Partial<BuildUserOptions> = {},
  ) {
    const user = await buildUser(db.kysely, { ...overrides, group });
    return { ...user, token: await login(user.username, user.password) };
  }

  return {
    app,
    db,
    config,
    call,
    login,
    signedInUser,
    adminToken: () => login('admin', ADMIN_PASSWORD),
    buildSupplier: (overrides?: Parameters<typeof buildSupplier>[1]) =>
      buildSupplier(db.kysely, overrides),
    buildUser: (options: BuildUserOptions) => buildUser(db.kysely, options),
    advanceClock: (ms: number) => {
      offsetMs += ms;
    },
    webRoot,
    close: async () => {
      await app.close();
      await db.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/*
 * A test file's world as live bindings, set by useTestContext()'s beforeAll (each test file
 * has its own module instance, so its own database): the context, and the administrator's
 * token when the file asks for it.
 */
export let t: TestContext;
export let admin: string;

/**
 * Opens the file's test context before its tests (signing the administrator in first with
 * `admin: true`) and closes it after them. Call once at the top of a test file, before the
 * file's own beforeAll, which then finds `t` (and `admin`) set.
 */
export function useTestContext(options: TestContextOptions & { admin?: boolean } = {}) {
  beforeAll(async () => {
    t = await createTestContext(options);
    if (options.admin) admin = await t.adminToken();
  });
  afterAll(() => t.close());
}

/** The demo-seeded database's dependencies, set by useDemoDatabase()'s beforeAll. */
export let deps: AppDeps;

/**
 * A fresh database prepared with the demo seed (as `npm start` with the demo on), for the
 * tests that call services on it directly; closed after the file's tests.
 */
export function useDemoDatabase() {
  beforeAll(async () => {
    const config = {
      ...readConfig({}),
      adminPassword: ADMIN_PASSWORD,
      seedDemo: true,
      filesDir: testFilesDir(),
    };
    deps = { db: await openPreparedDatabase(config), config, clock: () => new Date() };
  });
  afterAll(() => deps.db.close());
}

/** The fields a 400 answer names, in order. */
export function errorFields(answer: ApiAnswer<unknown>): string[] {
  const data = answer.body.data as { errors?: { field: string }[] } | null;
  return (data?.errors ?? []).map((error) => error.field);
}
