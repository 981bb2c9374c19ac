import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { loginFieldErrors } from './login-rules';

const t = i18n.getFixedT('en', 'login');

describe('sign-in field rules (spec §5)', () => {
  it('trims the user ID and wants 3 to 24 characters', () => {
    expect(loginFieldErrors({ username: '  ab  ', password: 'secret' }, t).username).toBe(
      'The user ID must be 3 to 24 characters',
    );
    expect(loginFieldErrors({ username: '  abc  ', password: 'secret' }, t)).toEqual({});
    expect(loginFieldErrors({ username: 'a'.repeat(25), password: 'secret' }, t).username).toMatch(
      /3 to 24/,
    );
    expect(loginFieldErrors({ username: '   ', password: 'secret' }, t).username).toBe(
      'Please enter your user ID',
    );
  });

  it('wants a password of 3 to 64 characters (a stored one may be shorter than a new one)', () => {
    expect(loginFieldErrors({ username: 'admin', password: '' }, t).password).toBe(
      'Please enter your password',
    );
    expect(loginFieldErrors({ username: 'admin', password: 'ab' }, t).password).toMatch(/3 to 64/);
    expect(loginFieldErrors({ username: 'admin', password: 'p'.repeat(65) }, t).password).toMatch(
      /3 to 64/,
    );
    expect(loginFieldErrors({ username: 'admin', password: 'abc123' }, t).password).toBeUndefined();
  });

  it('speaks Chinese too', () => {
    const zh = i18n.getFixedT('zh', 'login');
    expect(loginFieldErrors({ username: '', password: '' }, zh)).toEqual({
      username: '请输入用户名',
      password: '请输入密码',
    });
  });
});
