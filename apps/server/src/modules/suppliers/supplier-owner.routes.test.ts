import type { OwnerCandidate, Page, SupplierOwnersItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { auditTrail, downloadExport, XLSX_TYPE } from '../reference/reference.test-support';

useTestContext({ admin: true });

let alpha: { id: number; code: string; name: string };
let beta: { id: number; code: string; name: string };
let buyer: { id: number; username: string };
let planner: { id: number; username: string };
let vendor: { id: number; username: string };
let retired: { id: number; username: string };

beforeAll(async () => {
  alpha = await t.buildSupplier({ code: 'OWN-A', name: 'Alpha Owners Ltd.' });
  beta = await t.buildSupplier({ code: 'OWN-B', name: 'Beta Owners Ltd.' });
  buyer = await t.buildUser({ group: '1-SCM', username: 'ownbuyer', nickname: 'Buyer One' });
  planner = await t.buildUser({ group: '5-OPM', username: 'ownplanner' });
  vendor = await t.buildUser({
    group: '7-Supplier',
    username: 'ownvendor',
    supplierIds: [alpha.id],
  });
  retired = await t.buildUser({ group: '1-SCM', username: 'ownretired', enabled: false });
});

const list = (query: Record<string, string | number> = {}, token = admin) =>
  t.call<Page<SupplierOwnersItem>>('GET', '/api/supplier-owners', { token, query });
const save = (supplierId: number, body: unknown, token = admin, lang?: 'en' | 'zh') =>
  t.call<SupplierOwnersItem>('PUT', `/api/supplier-owners/${supplierId}`, {
    token,
    body,
    ...(lang ? { lang } : {}),
  });

describe('supplier owners: assign and list', () => {
  it('replaces the owners of a supplier in one audited step; supplier accounts are not owners', async () => {
    const saved = await save(alpha.id, { ownerIds: [buyer.id, planner.id] });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      supplierId: alpha.id,
      code: 'OWN-A',
      name: 'Alpha Owners Ltd.',
      owners: [
        { id: buyer.id, username: 'ownbuyer', nickname: 'Buyer One' },
        { id: planner.id, username: 'ownplanner', nickname: expect.any(String) },
      ],
    });
    // the supplier account bound to alpha is still bound, and never shown as an owner
    const links = await t.db.kysely
      .selectFrom('user_suppliers')
      .select('user_id')
      .where('supplier_id', '=', alpha.id)
      .execute();
    expect(links.map((link) => link.user_id).sort()).toEqual(
      [buyer.id, planner.id, vendor.id].sort(),
    );

    const replaced = await save(alpha.id, { ownerIds: [planner.id] });
    expect(replaced.body.data.owners.map((owner) => owner.username)).toEqual(['ownplanner']);
    expect(await auditTrail(t, 'supplierOwner', alpha.id)).toEqual([
      {
        action: 'supplierOwner.update',
        actor: 'admin',
        before: { code: 'OWN-A', name: 'Alpha Owners Ltd.', owners: [] },
        after: { code: 'OWN-A', name: 'Alpha Owners Ltd.', owners: ['ownbuyer', 'ownplanner'] },
      },
      {
        action: 'supplierOwner.update',
        actor: 'admin',
        before: { code: 'OWN-A', name: 'Alpha Owners Ltd.', owners: ['ownbuyer', 'ownplanner'] },
        after: { code: 'OWN-A', name: 'Alpha Owners Ltd.', owners: ['ownplanner'] },
      },
    ]);
    // saving the same owners again changes nothing and writes no revision
    await save(alpha.id, { ownerIds: [planner.id] });
    expect(await auditTrail(t, 'supplierOwner', alpha.id)).toHaveLength(2);
  });

  it('lists suppliers by code with owners, filtered by keyword and by owner, paged', async () => {
    await save(beta.id, { ownerIds: [buyer.id] });
    const all = await list({ keyword: 'owners ltd' });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((row) => [row.code, row.owners.map((o) => o.username)])).toEqual([
      ['OWN-A', ['ownplanner']],
      ['OWN-B', ['ownbuyer']],
    ]);
    const mine = await list({ ownerId: buyer.id });
    expect(mine.body.data.list.map((row) => row.code)).toEqual(['OWN-B']);
    const paged = await list({ keyword: 'OWN-', pageNum: 2, pageSize: 1 });
    expect(paged.body.data).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(paged.body.data.list.map((row) => row.code)).toEqual(['OWN-B']);
  });

  it('offers only enabled internal users as candidates', async () => {
    const answer = await t.call<OwnerCandidate[]>('GET', '/api/supplier-owners/candidates', {
      token: admin,
      query: { keyword: 'own' },
    });
    expect(answer.body.data.map((user) => user.username)).toEqual(['ownbuyer', 'ownplanner']);
  });

  it('exports the list as Excel with localized headers', async () => {
    const en = await downloadExport(t, '/api/supplier-owners/export', {
      token: admin,
      query: { keyword: 'OWN-' },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    expect(en.rows).toEqual([
      ['Supplier code', 'Supplier name', 'Owners'],
      ['OWN-A', 'Alpha Owners Ltd.', expect.stringMatching(/^ownplanner \(/)],
      ['OWN-B', 'Beta Owners Ltd.', 'ownbuyer (Buyer One)'],
    ]);
    const zh = await downloadExport(t, '/api/supplier-owners/export', {
      token: admin,
      query: { keyword: 'OWN-' },
      lang: 'zh',
    });
    expect(zh.rows[0]).toEqual(['供应商代码', '供应商名称', '负责人']);
  });
});

describe('supplier owners: validation', () => {
  it('refuses a supplier account as owner, in English and Chinese, and writes nothing', async () => {
    const en = await save(beta.id, { ownerIds: [buyer.id, vendor.id] });
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('User ownvendor is a supplier account and cannot own suppliers');
    const zh = await save(beta.id, { ownerIds: [vendor.id] }, admin, 'zh');
    expect(zh.body.message).toBe('用户 ownvendor 是供应商账号，不能作为供应商负责人');
    expect((await list({ keyword: 'OWN-B' })).body.data.list[0]!.owners).toHaveLength(1);
  });

  it('refuses a disabled user as a new owner but keeps one already there', async () => {
    const en = await save(beta.id, { ownerIds: [retired.id] });
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('User ownretired is disabled and cannot own suppliers');
    const zh = await save(beta.id, { ownerIds: [retired.id] }, admin, 'zh');
    expect(zh.body.message).toBe('用户 ownretired 已被禁用，不能作为供应商负责人');

    await t.db.kysely.updateTable('users').set({ enabled: 0 }).where('id', '=', buyer.id).execute();
    const kept = await save(beta.id, { ownerIds: [buyer.id, planner.id] });
    expect(kept.status).toBe(200);
    await t.db.kysely.updateTable('users').set({ enabled: 1 }).where('id', '=', buyer.id).execute();
  });

  it('refuses unknown users and suppliers, and malformed bodies with field messages', async () => {
    const unknown = await save(beta.id, { ownerIds: [999_999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('User 999999 does not exist');
    expect((await save(beta.id, { ownerIds: [999_999] }, admin, 'zh')).body.message).toBe(
      '用户 999999 不存在',
    );
    expect((await save(999_999, { ownerIds: [] })).status).toBe(404);

    const bad = await save(beta.id, { ownerIds: 'ownbuyer' });
    expect(bad.status).toBe(400);
    expect(errorFields(bad)).toEqual(['ownerIds']);
    expect(bad.body.message).toMatch(/^Owners: /);
    const badZh = await save(beta.id, { owners: [] }, admin, 'zh');
    expect(badZh.status).toBe(400);
    expect(badZh.body.message).toMatch(/负责人|owners/);
  });
});

describe('supplier owners: permissions', () => {
  it('lets 2-View and 6-DDC read but not assign; 1-SCM assigns', async () => {
    for (const group of ['2-View', '6-DDC'] as const) {
      const user = await t.signedInUser(group);
      expect((await list({}, user.token)).status).toBe(200);
      const refused = await save(beta.id, { ownerIds: [] }, user.token);
      expect(refused.status).toBe(403);
    }
    const scm = await t.signedInUser('1-SCM');
    expect((await save(beta.id, { ownerIds: [buyer.id] }, scm.token)).status).toBe(200);
  });

  it('shuts supplier users and groups without the resource out of every owner route', async () => {
    for (const group of ['7-Supplier', '11-Supplier QRC', '3-Logistic'] as const) {
      const user = await t.signedInUser(group, { supplierIds: [alpha.id] });
      const token = user.token;
      expect((await list({}, token)).status).toBe(403);
      expect((await t.call('GET', '/api/supplier-owners/candidates', { token })).status).toBe(403);
      expect((await downloadExport(t, '/api/supplier-owners/export', { token })).status).toBe(403);
      expect((await save(alpha.id, { ownerIds: [] }, token)).status).toBe(403);
    }
  });
});
