import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('LADING_TIME_ZONE (issue 13: the zone exports write date-times in)', () => {
  it("defaults to the server's own zone", () => {
    expect(readConfig({}).timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(readConfig({ LADING_TIME_ZONE: ' ' }).timeZone).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('reads an IANA zone, in its canonical spelling', () => {
    expect(readConfig({ LADING_TIME_ZONE: 'Asia/Shanghai' }).timeZone).toBe('Asia/Shanghai');
    expect(readConfig({ LADING_TIME_ZONE: 'america/new_york' }).timeZone).toBe('America/New_York');
  });

  it('refuses a zone it does not know at start', () => {
    expect(() => readConfig({ LADING_TIME_ZONE: 'China' })).toThrow(/LADING_TIME_ZONE/);
    expect(() => readConfig({ LADING_TIME_ZONE: 'Mars/Olympus' })).toThrow(/LADING_TIME_ZONE/);
    expect(() => readConfig({ LADING_TIME_ZONE: '+08:00x' })).toThrow(/LADING_TIME_ZONE/);
  });
});
