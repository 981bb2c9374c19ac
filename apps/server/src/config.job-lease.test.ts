import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('job lease settings', () => {
  it('default to a 120 s lease beaten every 15 s', () => {
    expect(readConfig({})).toMatchObject({ jobLeaseSeconds: 120, jobHeartbeatSeconds: 15 });
  });

  it('take whole seconds from the environment', () => {
    const config = readConfig({
      LADING_JOB_LEASE_SECONDS: '30',
      LADING_JOB_HEARTBEAT_SECONDS: '5',
    });
    expect(config).toMatchObject({ jobLeaseSeconds: 30, jobHeartbeatSeconds: 5 });
  });

  it('refuse a heartbeat that is not under the lease, saying why', () => {
    expect(() =>
      readConfig({ LADING_JOB_LEASE_SECONDS: '10', LADING_JOB_HEARTBEAT_SECONDS: '10' }),
    ).toThrow('LADING_JOB_HEARTBEAT_SECONDS (10) must be less than LADING_JOB_LEASE_SECONDS (10)');
    expect(() => readConfig({ LADING_JOB_LEASE_SECONDS: '2' })).toThrow(
      'LADING_JOB_LEASE_SECONDS must be a whole number from 5 to 86400, got "2"',
    );
  });
});
