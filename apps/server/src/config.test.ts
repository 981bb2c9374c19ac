import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('settings of issue 12', () => {
  it('defaults: no trusted proxy, 10 sessions a user, new passwords of 8, locks of 15 minutes', () => {
    const config = readConfig({});
    expect(config.trustProxy).toEqual([]);
    expect(config.maxSessionsPerUser).toBe(10);
    expect(config.passwordMinLength).toBe(8);
    expect(config.loginPolicy).toMatchObject({
      windowMs: 15 * 60_000,
      maxFailuresPerAccountAddress: 10,
      lockAfterFailures: 30,
      lockMs: 15 * 60_000,
      maxFailuresPerAddress: 200,
    });
  });

  it('reads TRUST_PROXY as addresses, CIDRs and named ranges', () => {
    const config = readConfig({ TRUST_PROXY: ' 10.0.0.5, 172.16.0.0/12,::1,fd00::/8 ,loopback' });
    expect(config.trustProxy).toEqual(['10.0.0.5', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback']);
  });

  it.each([['true'], ['*'], ['10.0.0.0/33'], ['proxy.internal'], ['10.0.0.1/']])(
    'refuses TRUST_PROXY=%s at start',
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it('reads the numbers, and refuses a minimum below 8 or a wrong number', () => {
    const config = readConfig({
      LADING_PASSWORD_MIN_LENGTH: '12',
      LADING_MAX_SESSIONS_PER_USER: '3',
      LADING_LOCK_MINUTES: '30',
    });
    expect(config).toMatchObject({ passwordMinLength: 12, maxSessionsPerUser: 3 });
    expect(config.loginPolicy.lockMs).toBe(30 * 60_000);
    expect(() => readConfig({ LADING_PASSWORD_MIN_LENGTH: '6' })).toThrow(/from 8 to 64/);
    expect(() => readConfig({ LADING_MAX_SESSIONS_PER_USER: '0' })).toThrow(/SESSIONS/);
    expect(() => readConfig({ LADING_LOCK_MINUTES: '1.5' })).toThrow(/LOCK_MINUTES/);
  });

  it('refuses an administrator password that could not sign in', () => {
    expect(() => readConfig({ LADING_ADMIN_PASSWORD: 'p'.repeat(65) })).toThrow(/64/);
  });
});

describe('WORKERS (issue 23)', () => {
  const postgres = { DATABASE_URL: 'postgres://lading@db/lading' };

  it('is 1 unless set; a whole number up to 64, or auto for one per CPU', () => {
    expect(readConfig({}).workers).toBe(1);
    expect(readConfig({ ...postgres, WORKERS: '4' }).workers).toBe(4);
    expect(readConfig({ ...postgres, WORKERS: 'auto' }).workers).toBe(
      Math.min(os.availableParallelism(), 64),
    );
  });

  it.each([['0'], ['65'], ['2.5'], ['two'], ['-1']])('refuses WORKERS=%s at start', (value) => {
    expect(() => readConfig({ ...postgres, WORKERS: value })).toThrow(
      /WORKERS must be a whole number from 1 to 64 or "auto"/,
    );
  });

  it('refuses more than one process on the SQLite file', () => {
    expect(readConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(() => readConfig({ WORKERS: '2' })).toThrow('WORKERS needs PostgreSQL (DATABASE_URL)');
  });
});
