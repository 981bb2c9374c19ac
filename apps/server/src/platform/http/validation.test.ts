import { loginRequest, registerUserRequest, updateUserRoleRequest } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { parseInput } from './validation';

const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  throw new Error('expected a ValidationError');
};

describe('parseInput', () => {
  it('returns the parsed value (trimmed, defaults applied)', () => {
    expect(parseInput(loginRequest, { username: '  admin ', password: 'abc' }, 'en')).toEqual({
      username: 'admin',
      password: 'abc',
    });
  });

  it('names each field in the caller language', () => {
    const fields = fieldsOf(() => parseInput(loginRequest, { username: 'ab' }, 'en'));
    expect(fields).toEqual([
      { field: 'username', message: 'User ID: must be at least 3 characters' },
      { field: 'password', message: 'Password: cannot be empty' },
    ]);
    const zh = fieldsOf(() =>
      parseInput(loginRequest, { username: 'x'.repeat(30), password: 'abc' }, 'zh'),
    );
    expect(zh).toEqual([{ field: 'username', message: '用户名：最多 24 个字符' }]);
  });

  it('calls a blank string empty, a wrong type wrong, and an unknown field unknown', () => {
    const fields = fieldsOf(() =>
      parseInput(
        registerUserRequest,
        { username: 'valid', password: 'abc', nickname: '   ', groupId: 'one', isAdmin: true },
        'en',
      ),
    );
    expect(fields).toContainEqual({ field: 'nickname', message: 'Nickname: cannot be empty' });
    expect(fields).toContainEqual({ field: 'groupId', message: 'Group: must be number' });
    expect(fields).toContainEqual({
      field: 'isAdmin',
      message: 'isAdmin: is not an accepted field',
    });
  });

  it('uses a contract message key when the contract names one', () => {
    const fields = fieldsOf(() =>
      parseInput(updateUserRoleRequest, { adminId: 1, roleIds: [1, 2] }, 'en'),
    );
    expect(fields).toEqual([{ field: 'roleIds', message: 'Group: A user has exactly one group' }]);
  });

  it('treats a missing body as empty, not as a crash', () => {
    const fields = fieldsOf(() => parseInput(loginRequest, undefined, 'en'));
    expect(fields.map((f) => f.field)).toEqual(['username', 'password']);
  });
});
