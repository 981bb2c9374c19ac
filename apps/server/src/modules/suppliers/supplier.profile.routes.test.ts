import type { SupplierItem, SupplierRevision } from '@lading/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { buildSupplierProfile } from './supplier.factories';
import {
  countSuppliers,
  createSupplier,
  supplierBody,
  updateSupplier,
} from './supplier.test-support';

/** Adding and editing a supplier profile, audited, and the revisions it leaves. */
useTestContext({ admin: true });

let scm: { id: number; token: string };
beforeAll(async () => {
  scm = await t.signedInUser('1-SCM');
});

const auditRows = (id: number) =>
  t.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'supplier')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('adding and editing a supplier', () => {
  it('adds a supplier at stage basic info, with an audit row, and shows it', async () => {
    const body = supplierBody({
      code: 'CRUD-1',
      shortName: 'Crud Solar',
      fullName: 'Crud Solar Technology Co., Ltd.',
      productCategories: ['pvPanels', 'sbsInverter'],
      website: 'https://crud.example.com',
      contact2Email: '',
      yearlyRevenueUsd: 3_500_000_000,
    });
    const created = await createSupplier(t, scm.token, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const item = created.body.data;
    expect(item).toMatchObject({
      code: 'CRUD-1',
      name: 'Crud Solar Technology Co., Ltd.',
      fullName: 'Crud Solar Technology Co., Ltd.',
      shortName: 'Crud Solar',
      productCategories: ['pvPanels', 'sbsInverter'],
      supplyStage: 'basicInfo',
      yearlyRevenueUsd: 3_500_000_000,
    });
    const detail = await t.call<SupplierItem>('GET', `/api/suppliers/${item.id}`, {
      token: scm.token,
    });
    expect(detail.body.data).toEqual(item);
    const audit = await auditRows(item.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'supplier.create', actor_id: scm.id });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual(item);
  });

  it('edits the profile (not the stage) and records before and after', async () => {
    const { id } = await buildSupplierProfile(t.db.kysely, {
      code: 'EDIT-1',
      fullName: 'Edit Me Ltd',
      shortName: 'Edit Me',
      supplyStage: 'supplierEvaluation',
    });
    const body = supplierBody({
      code: 'EDIT-1',
      fullName: 'Edit Me Ltd',
      shortName: 'Edited',
      paymentTerms: 'L/C at sight',
      incoterm: 'CIF',
    });
    const answer = await updateSupplier(t, admin, id, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      shortName: 'Edited',
      paymentTerms: 'L/C at sight',
      incoterm: 'CIF',
      supplyStage: 'supplierEvaluation',
    });
    const audit = await auditRows(id);
    expect(audit.map((row) => row.action)).toEqual(['supplier.update']);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ shortName: 'Edit Me' });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ shortName: 'Edited' });
  });

  it('refuses a stage sent with the profile', async () => {
    const answer = await createSupplier(t, admin, { ...supplierBody(), supplyStage: 'phaseOut' });
    expect(answer.status).toBe(400);
    expect(errorFields(answer)).toEqual(['supplyStage']);
  });

  it('writes the supplier and its audit row together or not at all', async () => {
    const before = await countSuppliers(t);
    await sql`alter table audit_log rename to audit_log_away`.execute(t.db.kysely);
    try {
      const answer = await createSupplier(t, admin, supplierBody({ code: 'ATOMIC-1' }));
      expect(answer.status).toBe(500);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(t.db.kysely);
    }
    expect(await countSuppliers(t)).toBe(before);
  });

  it('answers 404 when editing a supplier that does not exist', async () => {
    const answer = await updateSupplier(t, admin, 999_999, supplierBody());
    expect(answer.status).toBe(404);
  });
});

describe('revision history', () => {
  it('lists each changed field of each save, newest first, filterable by field and day', async () => {
    const created = await createSupplier(
      t,
      scm.token,
      supplierBody({ code: 'REV-1', fullName: 'Revision Co.', shortName: 'Revision' }),
    );
    const item = created.body.data;
    const { id: _i, name: _n, supplyStage: _s, createdAt: _c, updatedAt: _u, ...body } = item;
    await updateSupplier(t, admin, item.id, {
      ...body,
      paymentTerms: 'T/T 50/50',
      productCategories: ['lighting', 'cables'],
    });
    const answer = await t.call<SupplierRevision[]>('GET', `/api/suppliers/${item.id}/revisions`, {
      token: scm.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        action: 'update',
        actor: 'admin',
        field: 'productCategories',
        before: 'lighting',
        after: 'lighting, cables',
      }),
      expect.objectContaining({
        action: 'update',
        field: 'paymentTerms',
        before: 'T/T 30% deposit, 70% before shipment',
        after: 'T/T 50/50',
      }),
      expect.objectContaining({ action: 'create', field: 'code', before: null, after: 'REV-1' }),
    ]);
    const byField = await t.call<SupplierRevision[]>('GET', `/api/suppliers/${item.id}/revisions`, {
      token: scm.token,
      query: { field: 'paymentTerms' },
    });
    expect(byField.body.data.map((r) => r.field)).toEqual(['paymentTerms']);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = await t.call<SupplierRevision[]>('GET', `/api/suppliers/${item.id}/revisions`, {
      token: scm.token,
      query: { from: today, to: today },
    });
    expect(byDay.body.data).toHaveLength(3);
    const before = await t.call<SupplierRevision[]>('GET', `/api/suppliers/${item.id}/revisions`, {
      token: scm.token,
      query: { to: '2000-01-01' },
    });
    expect(before.body.data).toEqual([]);
  });
});
