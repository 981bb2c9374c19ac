import { matchCode, type CheckRule, type TemplateSegment } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { deps, useDemoDatabase } from '../../test/harness';

useDemoDatabase();

describe('the demo seed’s serial numbers (issue 18)', () => {
  it('has a template for every level, and codes that match the template they name', async () => {
    const db = deps.db.kysely;
    const templates = await db.selectFrom('code_templates').selectAll().execute();
    expect(new Set(templates.map((row) => row.level))).toEqual(
      new Set(['part', 'product', 'pack', 'giftBox', 'carton', 'pallet', 'container']),
    );
    const codes = await db
      .selectFrom('serial_codes as c')
      .innerJoin('code_templates as t', 't.id', 'c.template_id')
      .leftJoin('suppliers as s', 's.id', 'c.supplier_id')
      .select(['c.code', 't.name', 't.segments_json', 't.check_rule', 's.code as supplier'])
      .execute();
    expect(codes.length).toBeGreaterThan(1_000);
    for (const row of codes) {
      const match = matchCode(
        {
          name: row.name,
          segments: JSON.parse(row.segments_json) as TemplateSegment[],
          checkRule: row.check_rule as CheckRule,
        },
        row.code,
        { supplierCode: row.supplier },
      );
      expect(match.ok, row.code).toBe(true);
    }
  });

  it('binds one shipped container whole, parents and ancestors in step', async () => {
    const db = deps.db.kysely;
    const rows = await db.selectFrom('serial_codes').selectAll().execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const containers = rows.filter((row) => row.level === 'container');
    expect(containers).toHaveLength(1);
    const box = containers[0]!;
    expect(box.unique_code).toBe(`${box.code}@${box.container_id}`);
    const planned = await db
      .selectFrom('containers')
      .select(['status', 'container_no'])
      .where('id', '=', box.container_id!)
      .executeTakeFirstOrThrow();
    expect(planned).toEqual({ status: 'Shipped', container_no: box.code });
    for (const row of rows.filter((r) => r.id !== box.id)) {
      expect(row.up_container_id, row.code).toBe(box.id);
      const parent = byId.get(row.parent_id!)!;
      expect(parent, row.code).toBeDefined();
      if (parent.level === 'carton') expect(row.up_carton_id).toBe(parent.id);
      if (parent.level === 'pallet') expect(row.up_pallet_id).toBe(parent.id);
      if (parent.level === 'carton') expect(row.up_pallet_id).toBe(parent.up_pallet_id);
    }
    for (const parent of rows.filter((row) => row.level !== 'product')) {
      const children = rows.filter((row) => row.parent_id === parent.id).length;
      expect(parent.child_count, parent.code).toBe(children);
    }
    expect(rows.filter((row) => row.level === 'product').length).toBeGreaterThan(1_000);
  });
});
