import type { MasterDataChange, PoRevision, ProductRevision } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { seedDemoRevisions } from './demo-revisions';

/**
 * Issue 14: a fresh demo's revision histories are not empty — the Revision History screen, a
 * product's record and a PO's revision tab each answer the seeded edits, shaped as real ones.
 */
useTestContext({ admin: true, config: { seedDemo: true } });

const get = <T>(url: string, query: Record<string, string | number> = {}) =>
  t.call<T>('GET', url, { token: admin, query });

const idOf = async (code: string) =>
  (
    await t.db.kysely
      .selectFrom('products')
      .select('id')
      .where('product_id', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

describe('the demo seed’s edits', () => {
  it('fill the Revision History with product changes, dated in the recent past', async () => {
    const answer = await get<{ list: MasterDataChange[]; total: number }>(
      '/api/audit/master-data',
      { entity: 'product' },
    );
    expect(answer.status).toBe(200);
    const rows = answer.body.data.list;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.action === 'update' || row.action === 'product.update')).toBe(
      true,
    );
    const now = Date.now();
    for (const row of rows) {
      const age = now - Date.parse(row.at);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(8 * 86_400_000);
    }
  });

  it("fill a product's record, one revision per changed field", async () => {
    const panel = await get<ProductRevision[]>(`/api/products/${await idOf('PV-200M')}/revisions`);
    expect(panel.status).toBe(200);
    expect(panel.body.data.map((revision) => revision.field).sort()).toEqual([
      'grossWeightKg',
      'qtyPerPackage',
    ]);
    expect(panel.body.data[0]).toMatchObject({ action: 'update', actor: 'opm' });
    const kit = await get<ProductRevision[]>(`/api/products/${await idOf('SHS-K80')}/revisions`);
    expect(kit.body.data).toEqual([
      expect.objectContaining({
        field: 'countryShortNames.KE',
        before: 'Lumi Home kit 80W + radio',
        after: 'Lumi Kenya Home kit 80W + radio',
      }),
    ]);
  });

  it("fill a PO's revision tab: an RDD moved and a quantity cut, each with reason and purpose", async () => {
    const audited = await t.db.kysely
      .selectFrom('audit_log')
      .innerJoin('po_lines', (join) =>
        join.on((eb) => eb(eb.cast('audit_log.entity_id', 'integer'), '=', eb.ref('po_lines.id'))),
      )
      .select(['po_lines.po_id', 'audit_log.reason'])
      .where('audit_log.action', '=', 'poLine.update')
      .orderBy('audit_log.id')
      .execute();
    expect(audited).toHaveLength(2);
    const [moved, cut] = await Promise.all(
      audited.map(async ({ po_id }) => {
        const answer = await get<PoRevision[]>(`/api/purchase-orders/${po_id}/revisions`);
        expect(answer.status).toBe(200);
        return answer.body.data;
      }),
    );
    expect(moved).toEqual([
      expect.objectContaining({
        entity: 'poLine',
        field: 'rdd',
        purpose: 'customerRequest',
        reason: expect.stringContaining('two weeks later'),
        actor: 'scm',
      }),
    ]);
    expect(cut!.map((revision) => revision.field)).toContain('orderQty');
    expect(cut![0]).toMatchObject({ purpose: 'forecastChange', reason: expect.any(String) });
  });

  it('are made once: seeding them again changes nothing', async () => {
    const count = async () =>
      (await t.db.kysely.selectFrom('audit_log').select('id').execute()).length;
    const before = await count();
    await seedDemoRevisions(t.db.kysely);
    expect(await count()).toBe(before);
  });
});
