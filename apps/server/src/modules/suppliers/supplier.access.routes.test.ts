import type { Page, PaymentTermItem, SupplierItem, SupplierRevision } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { downloadExport } from '../reference/reference.test-support';
import { buildSupplierProfile } from './supplier.factories';
import { createSupplier, supplierBody, updateSupplier } from './supplier.test-support';

/** Who may read, add and edit supplier profiles; supplier users see only their own. */
useTestContext({ admin: true });

const list = (token: string, query: Record<string, string | number> = {}) =>
  t.call<Page<SupplierItem>>('GET', '/api/suppliers', { token, query });
const codes = (answer: { body: { data: Page<{ code: string }> } }) =>
  answer.body.data.list.map((s) => s.code);

describe('who may call', () => {
  it('lets 2-View and 4-MQ read but not add or edit', async () => {
    const supplier = await buildSupplierProfile(t.db.kysely);
    for (const group of ['2-View', '4-MQ'] as const) {
      const { token } = await t.signedInUser(group);
      expect((await list(token)).status).toBe(200);
      expect((await t.call('GET', `/api/suppliers/${supplier.id}`, { token })).status).toBe(200);
      const add = await createSupplier(t, token, supplierBody());
      expect(add.status).toBe(403);
      expect(add.body.message).toBe(
        'Access denied: you lack the permission "Manage supplier profiles"',
      );
      expect((await updateSupplier(t, token, supplier.id, supplierBody())).status).toBe(403);
    }
  });

  it('lets 6-DDC and 10-Administrator add', async () => {
    for (const group of ['6-DDC', '10-Administrator'] as const) {
      const { token } = await t.signedInUser(group);
      expect((await createSupplier(t, token, supplierBody())).status).toBe(200);
    }
  });

  describe.each(['7-Supplier', '11-Supplier QRC'] as const)('a %s user', (group) => {
    let own: Awaited<ReturnType<typeof buildSupplierProfile>>;
    let other: Awaited<ReturnType<typeof buildSupplierProfile>>;
    let token: string;
    beforeAll(async () => {
      own = await buildSupplierProfile(t.db.kysely, { shortName: `Own ${group}` });
      other = await buildSupplierProfile(t.db.kysely, { shortName: `Other ${group}` });
      token = (await t.signedInUser(group, { supplierIds: [own.id] })).token;
      await updateSupplier(t, admin, own.id, {
        ...supplierBody(),
        code: own.code,
        fullName: own.fullName,
        shortName: own.shortName,
      });
      await updateSupplier(t, admin, other.id, {
        ...supplierBody(),
        code: other.code,
        fullName: other.fullName,
        shortName: other.shortName,
      });
    });

    it('cannot add or edit, not even their own supplier', async () => {
      expect((await createSupplier(t, token, supplierBody())).status).toBe(403);
      expect((await updateSupplier(t, token, own.id, supplierBody())).status).toBe(403);
    });

    it('sees only their own supplier in the list, the report and the exports', async () => {
      expect(codes(await list(token, { pageSize: 100 }))).toEqual([own.code]);
      const report = await t.call<Page<PaymentTermItem>>('GET', '/api/suppliers/payment-terms', {
        token,
        query: { pageSize: 100 },
      });
      expect(codes(report)).toEqual([own.code]);
      for (const url of ['/api/suppliers/export', '/api/suppliers/payment-terms/export']) {
        const file = await downloadExport(t, url, { token });
        expect(
          file.rows.slice(1).map((row) => row[0]),
          url,
        ).toEqual([own.code]);
      }
    });

    it('gets 404 for another supplier’s profile and revisions', async () => {
      expect((await t.call('GET', `/api/suppliers/${own.id}`, { token })).status).toBe(200);
      const revisions = await t.call<SupplierRevision[]>(
        'GET',
        `/api/suppliers/${own.id}/revisions`,
        { token },
      );
      expect(revisions.status).toBe(200);
      expect(revisions.body.data.length).toBeGreaterThan(0);
      expect((await t.call('GET', `/api/suppliers/${other.id}`, { token })).status).toBe(404);
      const theirs = await t.call('GET', `/api/suppliers/${other.id}/revisions`, { token });
      expect(theirs.status).toBe(404);
    });
  });
});
