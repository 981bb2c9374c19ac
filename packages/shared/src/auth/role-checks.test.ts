import { describe, expect, it } from 'vitest';
import {
  holdsAnyRole,
  isAdministrator,
  isAfricanOrCountryUser,
  isAnySupplierUser,
  isOpmOrSouUser,
  isSupplierUser,
  MissingRoleListError,
} from './role-checks';

describe('role checks', () => {
  it('answer the question their name asks', () => {
    expect(isSupplierUser(['7-Supplier'])).toBe(true);
    expect(isSupplierUser(['1-SCM'])).toBe(false);
    expect(isAnySupplierUser(['11-Supplier QRC'])).toBe(true);
    expect(isOpmOrSouUser(['13-SOU'])).toBe(true);
    expect(isOpmOrSouUser(['5-OPM'])).toBe(true);
    expect(isOpmOrSouUser(['4-MQ'])).toBe(false);
  });

  it('treat 8-African OPS and 9-Country&B2B together', () => {
    expect(isAfricanOrCountryUser(['8-African OPS'])).toBe(true);
    expect(isAfricanOrCountryUser(['9-Country&B2B'])).toBe(true);
    expect(isAfricanOrCountryUser(['3-Logistic'])).toBe(false);
  });

  it('let both administrator groups pass every check unless told not to', () => {
    expect(isAdministrator(['超级管理员'])).toBe(true);
    expect(isAdministrator(['10-Administrator'])).toBe(true);
    expect(holdsAnyRole(['10-Administrator'], ['7-Supplier'])).toBe(true);
    expect(
      holdsAnyRole(['10-Administrator'], ['7-Supplier'], { exemptAdministrators: false }),
    ).toBe(false);
    expect(holdsAnyRole(['4-MQ'], ['4-MQ', '6-DDC'])).toBe(true);
    expect(holdsAnyRole(['2-View'], ['4-MQ'])).toBe(false);
  });

  it('refuse an empty role list with the spec message', () => {
    expect(() => holdsAnyRole(['1-SCM'], [])).toThrow(MissingRoleListError);
    expect(() => holdsAnyRole(['1-SCM'], [])).toThrow('缺少唯一指令');
  });
});
