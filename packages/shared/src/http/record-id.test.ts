import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParams } from './envelope';
import { MAX_RECORD_ID, recordId, recordIdOrRoot } from './record-id';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

const NOT_CANONICAL = [
  '0x1',
  '0x10',
  '1e0',
  '+1',
  '1.0',
  '01',
  '0b1',
  '0o1',
  ' 1',
  '1 ',
  '-1',
  '0',
  '',
  '1_000',
  '１',
  '99999999999999999999',
  '1000000000000000',
];

describe('recordId', () => {
  it('reads canonical decimal text and JSON integers', () => {
    expect(recordId.parse('1')).toBe(1);
    expect(recordId.parse('16')).toBe(16);
    expect(recordId.parse('999999999999999')).toBe(MAX_RECORD_ID);
    expect(recordId.parse(42)).toBe(42);
    expect(idParams.parse({ id: '7' })).toEqual({ id: 7 });
  });

  it.each(NOT_CANONICAL)('refuses %j', (value) => {
    expect(messagesOf(recordId, value)).toEqual(['validation.invalidId']);
  });

  it.each([0, -1, 1.5, 1e15, Number.MAX_SAFE_INTEGER, NaN, Infinity, null, true, [1], {}])(
    'refuses the JSON value %j',
    (value) => {
      expect(messagesOf(recordId, value)).toEqual(['validation.invalidId']);
    },
  );

  it('calls a missing id required', () => {
    expect(messagesOf(recordId, undefined)).toEqual(['validation.required']);
    expect(recordId.optional().parse(undefined)).toBeUndefined();
  });

  it('lets only the root form accept 0', () => {
    expect(recordIdOrRoot.parse('0')).toBe(0);
    expect(recordIdOrRoot.parse(0)).toBe(0);
    expect(recordIdOrRoot.parse('12')).toBe(12);
    for (const value of ['00', '0x0', '-0', '+0', ' 0', '01', '0.0']) {
      expect(messagesOf(recordIdOrRoot, value), value).toEqual(['validation.invalidId']);
    }
  });

  it('documents itself as an integer or its digits', () => {
    expect(z.toJSONSchema(recordId, { io: 'input' })).toMatchObject({
      anyOf: [
        { type: 'integer', minimum: 1, maximum: MAX_RECORD_ID },
        { type: 'string', pattern: '^[1-9][0-9]{0,14}$' },
      ],
    });
  });
});
