import type { Page, SupplierItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';

/** QUALITY "Supplier isolation": a supplier user sees their own suppliers and nothing else. */
useTestContext();

let acme: { id: number; code: string; name: string };
let borealis: { id: number; code: string; name: string };

beforeAll(async () => {
  acme = await t.buildSupplier({ code: 'ZQA-001', name: 'Acme Widgets Ltd' });
  borealis = await t.buildSupplier({ code: 'ZQB-002', name: 'Borealis Panels Co.' });
});

const list = (token: string, query: Record<string, string | number> = {}) =>
  t.call<Page<SupplierItem>>('GET', '/api/suppliers', { token, query });
const ids = (answer: { body: { data: Page<SupplierItem> } }) =>
  answer.body.data.list.map((s) => s.id);

describe.each(['7-Supplier', '11-Supplier QRC'] as const)(
  'a %s user linked to one supplier',
  (group) => {
    let token: string;
    beforeAll(async () => {
      token = (await t.signedInUser(group, { supplierIds: [acme.id] })).token;
    });

    it('opens their own supplier', async () => {
      const answer = await t.call<SupplierItem>('GET', `/api/suppliers/${acme.id}`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        id: acme.id,
        code: 'ZQA-001',
        name: 'Acme Widgets Ltd',
        fullName: 'Acme Widgets Ltd',
        createdAt: expect.any(String),
      });
    });

    it('gets 404, not 403, for another supplier, as for one that does not exist', async () => {
      const other = await t.call('GET', `/api/suppliers/${borealis.id}`, { token });
      const missing = await t.call('GET', '/api/suppliers/999999', { token });
      expect(other.status).toBe(404);
      expect(other.body).toEqual(missing.body);
      expect(other.body).toEqual({ code: 404, message: 'The record does not exist', data: null });
      const zh = await t.call('GET', `/api/suppliers/${borealis.id}`, { token, lang: 'zh' });
      expect(zh.body.message).toBe('记录不存在');
    });

    it('lists only their own supplier, whatever the keyword', async () => {
      const all = await list(token, { pageSize: 100 });
      expect(all.status).toBe(200);
      expect(ids(all)).toEqual([acme.id]);
      expect(all.body.data.total).toBe(1);
      for (const keyword of ['ZQB', 'borealis', 'ZQ']) {
        const answer = await list(token, { keyword });
        expect(ids(answer), keyword).toEqual(keyword === 'ZQ' ? [acme.id] : []);
        expect(answer.body.data.total).toBe(keyword === 'ZQ' ? 1 : 0);
      }
    });
  },
);

describe('suppliers for internal users', () => {
  it("shows a '1-SCM' user every supplier, by code", async () => {
    const scm = await t.signedInUser('1-SCM');
    const answer = await list(scm.token, { keyword: 'zq' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.list).toEqual([
      expect.objectContaining({ ...acme, createdAt: expect.any(String) }),
      expect.objectContaining({ ...borealis, createdAt: expect.any(String) }),
    ]);
    expect(
      (await t.call('GET', `/api/suppliers/${borealis.id}`, { token: scm.token })).status,
    ).toBe(200);
  });

  it('matches the keyword on code or name, ignoring case', async () => {
    const { token } = await t.signedInUser('1-SCM');
    expect(ids(await list(token, { keyword: 'zqb-0' }))).toEqual([borealis.id]);
    expect(ids(await list(token, { keyword: 'ACME widgets' }))).toEqual([acme.id]);
    expect(ids(await list(token, { keyword: 'panels co' }))).toEqual([borealis.id]);
    expect(ids(await list(token, { keyword: 'nothing-like-this' }))).toEqual([]);
    // LIKE wildcards typed by the user match themselves only.
    expect(ids(await list(token, { keyword: 'ZQ_' }))).toEqual([]);
  });

  it('pages the list', async () => {
    const { token } = await t.signedInUser('1-SCM');
    const second = await list(token, { keyword: 'zq', pageNum: 2, pageSize: 1 });
    expect(second.body.data).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(ids(second)).toEqual([borealis.id]);
  });
});

describe('supplier calls without a session', () => {
  it('answers 401', async () => {
    for (const url of ['/api/suppliers', `/api/suppliers/${acme.id}`]) {
      const answer = await t.call('GET', url);
      expect(answer.status, url).toBe(401);
      expect(answer.body.message).toBe(
        'You have been logged out, you can cancel staying on this page or login again',
      );
    }
  });
});
