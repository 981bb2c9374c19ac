import type { Page, SupplierAccountItem, SupplierItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { auditTrail, downloadExport, XLSX_TYPE } from '../reference/reference.test-support';

useTestContext({ admin: true });

let north: { id: number; code: string; name: string };
let south: { id: number; code: string; name: string };

beforeAll(async () => {
  north = await t.buildSupplier({ code: 'ACC-N', name: 'North Accounts Co.' });
  south = await t.buildSupplier({ code: 'ACC-S', name: 'South Accounts Co.' });
});

const account = (overrides: Record<string, unknown> = {}) => ({
  username: 'northsales',
  password: 'north123',
  nickname: 'North sales',
  email: 'sales@north.example.com',
  group: '7-Supplier',
  supplierId: north.id,
  ...overrides,
});
const create = (body: unknown, token = admin, lang?: 'en' | 'zh') =>
  t.call<SupplierAccountItem>('POST', '/api/supplier-accounts', {
    token,
    body,
    ...(lang ? { lang } : {}),
  });
const update = (id: number, body: unknown, token = admin) =>
  t.call<SupplierAccountItem>('PUT', `/api/supplier-accounts/${id}`, { token, body });
const list = (query: Record<string, string | number> = {}, token = admin) =>
  t.call<Page<SupplierAccountItem>>('GET', '/api/supplier-accounts', { token, query });

describe('supplier accounts: create, sign in, see only its supplier', () => {
  it('creates a sign-in user bound to one supplier, audited in the same step', async () => {
    const created = await create(account());
    expect(created.status).toBe(200);
    const item = created.body.data;
    expect(item).toMatchObject({
      username: 'northsales',
      nickname: 'North sales',
      email: 'sales@north.example.com',
      group: '7-Supplier',
      suppliers: [{ id: north.id, code: 'ACC-N', name: 'North Accounts Co.' }],
      status: 1,
      locked: 0,
      lastLoginAt: null,
    });
    expect(await auditTrail(t, 'supplierAccount', item.id)).toEqual([
      {
        action: 'supplierAccount.create',
        actor: 'admin',
        before: null,
        after: {
          username: 'northsales',
          nickname: 'North sales',
          email: 'sales@north.example.com',
          group: '7-Supplier',
          supplier: ['ACC-N'],
          enabled: 1,
        },
      },
    ]);
    expect((await auditTrail(t, 'user', item.id)).map((row) => row.action)).toEqual([
      'user.create',
    ]);
    const raw = await t.db.kysely
      .selectFrom('audit_log')
      .select(['after_json'])
      .where('entity_id', '=', String(item.id))
      .execute();
    expect(JSON.stringify(raw)).not.toContain('north123');

    const token = await t.login('northsales', 'north123');
    const suppliers = await t.call<Page<SupplierItem>>('GET', '/api/suppliers', { token });
    expect(suppliers.body.data.list.map((supplier) => supplier.code)).toEqual(['ACC-N']);
    expect((await t.call('GET', `/api/suppliers/${south.id}`, { token })).status).toBe(404);
  });

  it('creates a QRC account too, and lists accounts with filters and paging', async () => {
    const qrc = await create(
      account({ username: 'southqrc', group: '11-Supplier QRC', supplierId: south.id }),
    );
    expect(qrc.status).toBe(200);
    await t.buildUser({ group: '1-SCM', username: 'accinternal' });

    const all = await list({ keyword: 'north' });
    expect(all.body.data.list.map((row) => row.username)).toEqual(['northsales', 'southqrc']);
    expect((await list({ group: '11-Supplier QRC', keyword: 'qrc' })).body.data.list).toHaveLength(
      1,
    );
    expect(
      (await list({ supplierId: south.id })).body.data.list.map((row) => row.username),
    ).toEqual(['southqrc']);
    // internal users are never supplier accounts
    expect((await list({ keyword: 'accinternal' })).body.data.total).toBe(0);
    const page = await list({ keyword: 'north', pageNum: 2, pageSize: 1 });
    expect(page.body.data).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
  });

  it('exports accounts as Excel with localized headers', async () => {
    const en = await downloadExport(t, '/api/supplier-accounts/export', {
      token: admin,
      query: { keyword: 'northsales' },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    expect(en.rows[0]).toEqual([
      'User ID',
      'Nickname',
      'Email',
      'Group',
      'Supplier code',
      'Supplier name',
      'Status',
      'Last sign-in',
      'Created at',
    ]);
    expect(en.rows[1]!.slice(0, 7)).toEqual([
      'northsales',
      'North sales',
      'sales@north.example.com',
      '7-Supplier',
      'ACC-N',
      'North Accounts Co.',
      'Enabled',
    ]);
    const zh = await downloadExport(t, '/api/supplier-accounts/export', {
      token: admin,
      query: { keyword: 'northsales' },
      lang: 'zh',
    });
    expect(zh.rows[0]![0]).toBe('用户名');
    expect(zh.rows[1]![6]).toBe('启用');
  });
});

describe('supplier accounts: validation', () => {
  it('accepts only the two supplier groups, with a field message in both languages', async () => {
    const en = await create(account({ username: 'badgroup', group: '1-SCM' }));
    expect(en.status).toBe(400);
    expect(errorFields(en)).toEqual(['group']);
    expect(en.body.message).toBe('Group: must be one of 7-Supplier, 11-Supplier QRC');
    const zh = await create(account({ username: 'badgroup', group: '1-SCM' }), admin, 'zh');
    expect(zh.body.message).toBe('用户组：必须是以下之一：7-Supplier, 11-Supplier QRC');
  });

  it('needs exactly one supplier, a real one', async () => {
    const missing = await create(account({ username: 'nosupplier', supplierId: undefined }));
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['supplierId']);
    const many = await create(account({ username: 'nosupplier', supplierId: [north.id] }));
    expect(errorFields(many)).toEqual(['supplierId']);
    const unknown = await create(account({ username: 'nosupplier', supplierId: 999_999 }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('The supplier does not exist');
    const zh = await create(account({ username: 'nosupplier', supplierId: 999_999 }), admin, 'zh');
    expect(zh.body.message).toBe('供应商不存在');
    expect((await list({ keyword: 'nosupplier' })).body.data.total).toBe(0);
  });

  it('keeps user IDs unique and checks their length and the password', async () => {
    const taken = await create(account());
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('User ID northsales already exists');
    expect((await create(account(), admin, 'zh')).body.message).toBe('用户名 northsales 已存在');
    const bad = await create(account({ username: 'ab', password: '1', email: 'nope' }));
    expect(bad.status).toBe(400);
    expect(errorFields(bad).sort()).toEqual(['email', 'password', 'username']);
  });
});

describe('supplier accounts: edit, disable, reset password', () => {
  it('edits nickname, email and supplier; disabling ends the sessions; all audited', async () => {
    const created = await create(account({ username: 'editme', supplierId: north.id }));
    const id = created.body.data.id;
    const token = await t.login('editme', 'north123');
    const moved = await update(id, {
      nickname: 'Edited',
      email: '',
      supplierId: south.id,
      status: 1,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      nickname: 'Edited',
      email: '',
      suppliers: [{ code: 'ACC-S' }],
    });
    const seen = await t.call<Page<SupplierItem>>('GET', '/api/suppliers', { token });
    expect(seen.body.data.list.map((supplier) => supplier.code)).toEqual(['ACC-S']);

    const disabled = await update(id, {
      nickname: 'Edited',
      email: '',
      supplierId: south.id,
      status: 0,
    });
    expect(disabled.body.data.status).toBe(0);
    expect((await t.call('GET', '/api/suppliers', { token })).status).toBe(401);
    const trail = await auditTrail(t, 'supplierAccount', id);
    expect(trail.map((row) => row.action)).toEqual([
      'supplierAccount.create',
      'supplierAccount.update',
      'supplierAccount.update',
    ]);
    expect(trail[1]).toMatchObject({
      before: { nickname: 'North sales', supplier: ['ACC-N'], enabled: 1 },
      after: { nickname: 'Edited', supplier: ['ACC-S'], enabled: 1 },
    });
    expect(trail[2]).toMatchObject({ before: { enabled: 1 }, after: { enabled: 0 } });
  });

  it('resets the password: the old one stops working, the new one works', async () => {
    const created = await create(account({ username: 'resetme' }));
    const id = created.body.data.id;
    const reset = await t.call('POST', `/api/supplier-accounts/${id}/password`, {
      token: admin,
      body: { password: 'fresh456' },
    });
    expect(reset.status).toBe(200);
    await expect(t.login('resetme', 'north123')).rejects.toThrow();
    expect(await t.login('resetme', 'fresh456')).toEqual(expect.any(String));
    const trail = await auditTrail(t, 'supplierAccount', id);
    expect(trail.at(-1)!.action).toBe('supplierAccount.resetPassword');
    expect(JSON.stringify(trail)).not.toContain('fresh456');
    const short = await t.call('POST', `/api/supplier-accounts/${id}/password`, {
      token: admin,
      body: { password: 'x' },
      lang: 'zh',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^密码：/);
  });

  it('does not touch internal users through these routes', async () => {
    const internal = await t.buildUser({ group: '1-SCM', username: 'notanaccount' });
    const answer = await update(internal.id, {
      nickname: 'x',
      email: '',
      supplierId: north.id,
      status: 1,
    });
    expect(answer.status).toBe(404);
    const reset = await t.call('POST', `/api/supplier-accounts/${internal.id}/password`, {
      token: admin,
      body: { password: 'fresh456' },
    });
    expect(reset.status).toBe(404);
  });
});

describe('supplier accounts: permissions', () => {
  it('lets 6-DDC and 2-View read but not write, 1-SCM do both', async () => {
    const ddc = await t.signedInUser('6-DDC');
    expect((await list({}, ddc.token)).status).toBe(200);
    expect((await create(account({ username: 'byddc' }), ddc.token)).status).toBe(403);
    // 2-View has the Supplier Account screen in its menus, so it reads what the screen shows
    // (issue 13: a screen brings its read grants) and still cannot write
    const view = await t.signedInUser('2-View');
    expect((await list({}, view.token)).status).toBe(200);
    expect((await create(account({ username: 'byview' }), view.token)).status).toBe(403);
    const scm = await t.signedInUser('1-SCM');
    expect((await create(account({ username: 'byscm' }), scm.token)).status).toBe(200);
  });

  it('shuts supplier users out of every account route', async () => {
    for (const group of ['7-Supplier', '11-Supplier QRC'] as const) {
      const user = await t.signedInUser(group, { supplierIds: [north.id] });
      const token = user.token;
      expect((await list({}, token)).status).toBe(403);
      expect((await downloadExport(t, '/api/supplier-accounts/export', { token })).status).toBe(
        403,
      );
      expect((await create(account({ username: 'byvendor' }), token)).status).toBe(403);
      expect(
        (
          await update(
            user.id,
            { nickname: 'x', email: '', supplierId: south.id, status: 1 },
            token,
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await t.call('POST', `/api/supplier-accounts/${user.id}/password`, {
            token,
            body: { password: 'fresh456' },
          })
        ).status,
      ).toBe(403);
    }
  });
});
