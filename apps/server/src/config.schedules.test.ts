import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('SCHEDULES', () => {
  it('is on unless set off', () => {
    expect(readConfig({}).schedules).toBe(true);
    expect(readConfig({ SCHEDULES: 'on' }).schedules).toBe(true);
    expect(readConfig({ SCHEDULES: 'off' }).schedules).toBe(false);
    expect(readConfig({ SCHEDULES: ' OFF ' }).schedules).toBe(false);
  });

  it('refuses anything else, saying what it takes', () => {
    expect(() => readConfig({ SCHEDULES: 'false' })).toThrow(
      'SCHEDULES must be "on" or "off", got "false"',
    );
  });
});
