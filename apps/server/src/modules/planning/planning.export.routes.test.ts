import type { ContainerTypeCode } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { buildShippingLine } from '../reference/reference.factories';
import { auditTrail, downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import { buildContainer } from './planning.factories';
import { orderOf, readDraft, saveDraft, usePlanningWorld, w } from './planning.test-support';

usePlanningWorld('EX');

let planner: { id: number; username: string; token: string };
let supplierUser: { token: string };
let po: { poNumber: string; lineIds: number[] };
let shippingLine: { id: number; name: string };

beforeAll(async () => {
  planner = await t.signedInUser('1-SCM');
  supplierUser = await t.signedInUser('7-Supplier', { supplierIds: [w.supplierA.id] });
  po = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 100, rdd: '2027-02-01' },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 50, rdd: '2027-03-01' },
  ]);
  shippingLine = await buildShippingLine(t.db.kysely, { name: 'EX Maersk' });
});

const ningboNg = (containerType: ContainerTypeCode = '40HQ') => ({
  containerType,
  loadingPointId: w.ningbo.id,
  destinationCountry: 'NG' as const,
});

describe("the draft's batch-modified fields", () => {
  it('saves ETD, shipping line, owner and notes per container and reads them back', async () => {
    const answer = await saveDraft(t, planner.token, {
      containers: [
        {
          ...ningboNg(),
          lines: [{ poLineId: po.lineIds[0]!, qty: 100 }],
          etd: '2027-01-20',
          shippingLineId: shippingLine.id,
          ownerUserId: planner.id,
          notes: '  fragile: top load only ',
        },
        { ...ningboNg('20GP'), lines: [{ poLineId: po.lineIds[1]!, qty: 50 }] },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [first, second] = (await readDraft(t, planner.token)).body.data!.containers;
    expect(first).toMatchObject({
      etd: '2027-01-20',
      shippingLineId: shippingLine.id,
      shippingLineName: 'EX Maersk',
      ownerUserId: planner.id,
      ownerName: planner.username,
      notes: 'fragile: top load only',
    });
    expect(second).toMatchObject({
      etd: null,
      shippingLineId: null,
      ownerUserId: null,
      notes: '',
    });
    expect((await auditTrail(t, 'planningDraft', planner.id)).at(-1)).toMatchObject({
      action: 'planning.saveDraft',
      after: [
        { etd: '2027-01-20', shippingLineId: shippingLine.id, ownerUserId: planner.id },
        { etd: null, shippingLineId: null, ownerUserId: null, notes: '' },
      ],
    });
  });

  it('refuses a shipping line or an owner that does not exist, in the caller’s language', async () => {
    const before = (await readDraft(t, planner.token)).body.data;
    const unknownLine = await saveDraft(t, planner.token, {
      containers: [{ ...ningboNg(), shippingLineId: 999_999 }],
    });
    expect(unknownLine.status).toBe(422);
    expect(unknownLine.body.message).toBe('Shipping line: the shipping line 999999 does not exist');
    const unknownOwner = await saveDraft(
      t,
      planner.token,
      { containers: [{ ...ningboNg(), ownerUserId: 999_998 }] },
      'zh',
    );
    expect(unknownOwner.status).toBe(422);
    expect(unknownOwner.body.message).toContain('负责人（用户 999998）不存在');
    expect(unknownOwner.body.data).toMatchObject({
      errors: [{ field: 'containers.0.ownerUserId' }],
    });
    const badDay = await saveDraft(t, planner.token, {
      containers: [{ ...ningboNg(), etd: '2027-02-30' }],
    });
    expect(badDay.status).toBe(400);
    // nothing changed
    expect((await readDraft(t, planner.token)).body.data).toEqual(before);
  });
});

describe('exporting the draft', () => {
  it('streams one row per container line with the container’s fields, in the caller’s language', async () => {
    const en = await downloadExport(t, '/api/planning/draft/export', { token: planner.token });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    expect(en.disposition).toContain('Shipment%20plan%20draft');
    const header = en.rows[0]!;
    const col = (name: string) => header.indexOf(name);
    expect(header.slice(0, 4)).toEqual(['Container', 'Type', 'Loading point', 'Destination']);
    expect(en.rows.slice(1).map((r) => [r[0], r[1], r[col('PO number')], r[col('Qty')]])).toEqual([
      ['#1', '40HQ', po.poNumber, 100],
      ['#2', '20GP', po.poNumber, 50],
    ]);
    expect(en.rows[1]![col('ETD')]).toBe('2027-01-20');
    expect(en.rows[1]![col('Shipping line')]).toBe('EX Maersk');
    expect(en.rows[1]![col('Notes')]).toBe('fragile: top load only');
    // 100 pieces of 4 per 0.072 m³ carton
    expect(en.rows[1]![col('CBM')]).toBe(1.8);
    const zh = await downloadExport(t, '/api/planning/draft/export', {
      token: planner.token,
      lang: 'zh',
    });
    expect(zh.rows[0]!.slice(0, 4)).toEqual(['集装箱', '柜型', '装货地', '目的国']);
    expect(zh.rows[1]![3]).toBe('尼日利亚');
  });

  it('exports an empty container as a row of its own, and nothing but the header without a draft', async () => {
    await saveDraft(t, planner.token, { containers: [{ ...ningboNg('20GP'), lines: [] }] });
    const one = await downloadExport(t, '/api/planning/draft/export', { token: planner.token });
    expect(one.rows).toHaveLength(2);
    expect(one.rows[1]!.slice(0, 2)).toEqual(['#1', '20GP']);
    await saveDraft(t, planner.token, { containers: [] });
    const none = await downloadExport(t, '/api/planning/draft/export', { token: planner.token });
    expect(none.rows).toHaveLength(1);
  });

  it('is for planning readers only', async () => {
    const refused = await downloadExport(t, '/api/planning/draft/export', {
      token: supplierUser.token,
    });
    expect(refused.status).toBe(403);
  });
});

describe('exporting the container list', () => {
  it('honours the list filters and sorting, one row per container', async () => {
    const db = t.db.kysely;
    const other = await orderOf(t, w.supplierB.id, [
      { productId: w.packed.id, loadingPointId: w.shenzhen.id, orderQty: 40 },
    ]);
    await buildContainer(db, {
      loadingPointId: w.ningbo.id,
      createdByUserId: planner.id,
      shipmentNo: 'EX-SH-1',
      lines: [{ poLineId: po.lineIds[0]!, qty: 100 }],
      at: '2027-01-01T08:00:00.000Z',
    });
    await buildContainer(db, {
      loadingPointId: w.shenzhen.id,
      createdByUserId: planner.id,
      shipmentNo: 'EX-SH-2',
      containerType: '20GP',
      lines: [{ poLineId: other.lineIds[0]!, qty: 40 }],
      at: '2027-01-02T08:00:00.000Z',
    });
    const all = await downloadExport(t, '/api/containers/export', {
      token: planner.token,
      query: { shipmentNo: 'EX-SH', sortBy: 'shipmentNo', sortOrder: 'asc' },
    });
    expect(all.status).toBe(200);
    const header = all.rows[0]!;
    expect(header.slice(0, 4)).toEqual(['Shipment no.', 'Container / AWB no.', 'Type', 'Status']);
    expect(all.rows.slice(1).map((r) => [r[0], r[2], r[3]])).toEqual([
      ['EX-SH-1', '40HQ', 'Unshipped'],
      ['EX-SH-2', '20GP', 'Unshipped'],
    ]);
    expect(all.rows[1]![header.indexOf('Suppliers')]).toBe('EX-SA');
    const bySupplier = await downloadExport(t, '/api/containers/export', {
      token: planner.token,
      query: { supplierId: String(w.supplierB.id), status: 'Unshipped,Draft' },
      lang: 'zh',
    });
    expect(bySupplier.rows.slice(1).map((r) => [r[0], r[3]])).toEqual([['EX-SH-2', '未发运']]);
  });

  it('refuses a bad filter with the list’s own validation', async () => {
    const bad = await downloadExport(t, '/api/containers/export', {
      token: planner.token,
      query: { status: 'Sunk' },
    });
    expect(bad.status).toBe(400);
  });
});
