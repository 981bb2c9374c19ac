import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN_GROUP } from '../auth/groups';
import { translateError } from '../i18n/error-messages';
import { builtInText, groupDisplayName, seededText } from './built-in-names';

describe('built-in names', () => {
  it('seeds both languages, shows the user one', () => {
    const stored = seededText('admin:builtIn.resources.admin.user.read');
    expect(stored).toBe('View users · 查看用户');
    expect(builtInText('en', stored)).toBe('View users');
    expect(builtInText('zh', stored)).toBe('查看用户');
  });

  it('shows a renamed one as typed', () => {
    expect(builtInText('en', 'Our own name · 自己的名字')).toBe('Our own name · 自己的名字');
  });

  it('names the super administrator group in the user language, other groups as named', () => {
    expect(groupDisplayName('en', SUPER_ADMIN_GROUP)).toBe('Super administrator');
    expect(groupDisplayName('zh', SUPER_ADMIN_GROUP)).toBe('超级管理员');
    expect(groupDisplayName('en', '1-SCM')).toBe('1-SCM');
  });

  it('gives a message naming a seeded resource in one language only', () => {
    const resource = seededText('admin:builtIn.resources.admin.user.write');
    expect(translateError('en', 'permission.denied', { resource })).toBe(
      'Access denied: you lack the permission "Manage users"',
    );
    expect(translateError('zh', 'permission.denied', { resource })).toBe(
      '无权访问：缺少权限“管理用户”',
    );
  });
});
