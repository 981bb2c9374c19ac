import { beforeAll, describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { buildSupplierProfile } from './supplier.factories';
import {
  countSuppliers,
  createSupplier,
  supplierBody,
  updateSupplier,
} from './supplier.test-support';

/** The rules a supplier profile is checked against: its fields, and unique names and codes. */
useTestContext({ admin: true });

describe('refused input names the field, in the caller’s language, and writes nothing', () => {
  const refused = async (body: unknown, field: string, en: string, zh: string): Promise<void> => {
    const before = await countSuppliers(t);
    const answer = await createSupplier(t, admin, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(errorFields(answer)).toEqual([field]);
    expect(answer.body.message).toEqual(en);
    const inZh = await createSupplier(t, admin, body, 'zh');
    expect(inZh.body.message).toEqual(zh);
    expect(await countSuppliers(t)).toBe(before);
  };
  const without = (field: string) => {
    const body: Record<string, unknown> = supplierBody();
    delete body[field];
    return body;
  };

  it('requires short and full names', async () => {
    await refused(
      supplierBody({ shortName: '  ' }),
      'shortName',
      'Short name: cannot be empty',
      '简称：不能为空',
    );
    await refused(without('fullName'), 'fullName', 'Full name: cannot be empty', '全称：不能为空');
  });

  it('requires the other mandatory fields', async () => {
    await refused(without('code'), 'code', 'Code: cannot be empty', '代码：不能为空');
    await refused(
      without('homeCountry'),
      'homeCountry',
      'Country: cannot be empty',
      '国家：不能为空',
    );
    await refused(
      without('contact1Name'),
      'contact1Name',
      'Contact 1 name: cannot be empty',
      '联系人 1 姓名：不能为空',
    );
    await refused(
      without('contact1Email'),
      'contact1Email',
      'Contact 1 email: cannot be empty',
      '联系人 1 邮箱：不能为空',
    );
    await refused(
      supplierBody({ productCategories: [] }),
      'productCategories',
      'Product categories: needs at least 1 items',
      '产品类别：至少选择 1 项',
    );
    await refused(
      supplierBody({ status: 'approved' as never }),
      'status',
      expect.stringMatching(/^Status: must be one of pendingGlobal/) as unknown as string,
      expect.stringMatching(/^状态：必须是以下之一/) as unknown as string,
    );
  });

  it('checks emails, web addresses and dates', async () => {
    await refused(
      supplierBody({ contact1Email: 'chen.hui@' }),
      'contact1Email',
      'Contact 1 email: is not a valid email address',
      '联系人 1 邮箱：不是有效的邮箱地址',
    );
    await refused(
      supplierBody({ contact3Email: 'no-at-sign' }),
      'contact3Email',
      'Contact 3 email: is not a valid email address',
      '联系人 3 邮箱：不是有效的邮箱地址',
    );
    await refused(
      supplierBody({ website: 'not a site' }),
      'website',
      'Website: is not a valid web address (e.g. https://www.example.com)',
      '网址：不是有效的网址（例如 https://www.example.com）',
    );
    await refused(
      supplierBody({ licenceValidFrom: '2024-02-30' }),
      'licenceValidFrom',
      'Licence valid from: is not a valid date (YYYY-MM-DD)',
      '执照有效期自：不是有效的日期（YYYY-MM-DD）',
    );
    await refused(
      supplierBody({ licenceValidFrom: '2025-01-01', licenceValidUntil: '2024-12-31' }),
      'licenceValidUntil',
      'Licence valid until: cannot be before the licence valid-from date',
      '执照有效期至：不能早于执照有效期开始日期',
    );
  });

  it('checks numbers', async () => {
    await refused(
      supplierBody({ foundedYear: 1700 }),
      'foundedYear',
      'Founded (year): must be at least 1800',
      '成立年份：不能小于 1800',
    );
    await refused(
      supplierBody({ employeeCount: -1 }),
      'employeeCount',
      'Employee count: must be at least 0',
      '员工人数：不能小于 0',
    );
  });

  it('accepts a web address without scheme and one licence date alone', async () => {
    const answer = await createSupplier(
      t,
      admin,
      supplierBody({
        website: 'www.example.cn',
        licenceValidFrom: '',
        licenceValidUntil: '2030-01-01',
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});

describe('a supplier cannot be added twice; names and codes are unique', () => {
  let existing: { id: number; code: string; fullName: string; shortName: string };
  beforeAll(async () => {
    existing = await buildSupplierProfile(t.db.kysely, {
      code: 'TWICE-1',
      fullName: 'Twice Lighting Co., Ltd.',
      shortName: 'Twice',
    });
  });

  it('refuses the same code or full name on add, naming the supplier already there', async () => {
    const before = await countSuppliers(t);
    for (const body of [
      supplierBody({ code: 'twice-1' }),
      supplierBody({ fullName: 'TWICE LIGHTING CO., LTD.' }),
    ]) {
      const answer = await createSupplier(t, admin, body);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        'This supplier has already been added: TWICE-1 Twice Lighting Co., Ltd.',
      );
      const zh = await createSupplier(t, admin, body, 'zh');
      expect(zh.body.message).toBe(
        '该供应商已添加，不能重复添加：TWICE-1 Twice Lighting Co., Ltd.',
      );
    }
    expect(await countSuppliers(t)).toBe(before);
  });

  it('refuses a short name already used, on add and on edit', async () => {
    const add = await createSupplier(t, admin, supplierBody({ shortName: 'twice' }));
    expect(add.status).toBe(409);
    expect(add.body.message).toBe('Short name twice is already used by another supplier');
    const other = await buildSupplierProfile(t.db.kysely);
    const { supplyStage: _s, id: _i, name: _n, ...otherBody } = other;
    const edit = await updateSupplier(
      t,
      admin,
      other.id,
      { ...otherBody, shortName: 'Twice' },
      'zh',
    );
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('简称 Twice 已被其他供应商使用');
  });

  it('names the clashing field on edit', async () => {
    const other = await buildSupplierProfile(t.db.kysely);
    const { supplyStage: _s, id: _i, name: _n, ...body } = other;
    const byCode = await updateSupplier(t, admin, other.id, { ...body, code: 'TWICE-1' });
    expect(byCode.status).toBe(409);
    expect(byCode.body.message).toBe('Supplier code TWICE-1 already exists');
    const byName = await updateSupplier(
      t,
      admin,
      other.id,
      { ...body, fullName: 'Twice Lighting Co., Ltd.' },
      'zh',
    );
    expect(byName.body.message).toBe('全称 Twice Lighting Co., Ltd. 已被其他供应商使用');
    // saving a supplier under its own keys is no clash
    const same = await updateSupplier(t, admin, other.id, body);
    expect(same.status).toBe(200);
  });

  it('lets a supplier keep its own names when edited', async () => {
    const { id, code, fullName, shortName } = existing;
    const answer = await updateSupplier(
      t,
      admin,
      id,
      supplierBody({ code, fullName, shortName, paymentTerms: 'T/T 100% in advance' }),
    );
    expect(answer.status).toBe(200);
  });
});
