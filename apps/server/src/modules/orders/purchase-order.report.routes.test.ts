import {
  PO_LINE_STATUSES,
  poLineStatus,
  type Page,
  type PoLineItem,
  type PoLineTotals,
  type RiskBuyItem,
} from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import { adjustStock, buildWarehouse } from '../stock/stock.factories';
import { buildPurchaseOrder, buildSalesOrder } from './order.factories';
import {
  createPo,
  line,
  listLines,
  p,
  poBody,
  point,
  supplierA,
  supplierB,
  usePoWorld,
} from './purchase-order.test-support';

/** The PO report: derived quantities and statuses, filters, SO links, isolation, export. */
usePoWorld();

describe('derived quantities and statuses', () => {
  it('computes status from planned/shipped/flags, and the SQL status filter agrees', async () => {
    const supplier = await t.buildSupplier({ code: 'POS-ST', name: 'Status supplier' });
    const cases: [number, number][] = [
      [0, 0],
      [40, 0],
      [100, 0],
      [60, 40],
      [0, 100],
    ];
    const po = await buildPurchaseOrder(t.db.kysely, {
      supplierId: supplier.id,
      lines: cases.map(([plannedQty, shippedQty], i) => ({
        productId: p(i + 1).id,
        loadingPointId: point.id,
        orderQty: 100,
        plannedQty,
        shippedQty,
      })),
    });
    const extra = await buildPurchaseOrder(t.db.kysely, {
      supplierId: supplier.id,
      lines: [1, 2].map((i) => ({ productId: p(i).id, loadingPointId: point.id })),
    });
    await t.db.kysely
      .updateTable('po_lines')
      .set({ closed: 1 })
      .where('id', '=', extra.lineIds[0]!)
      .execute();
    await t.db.kysely
      .updateTable('po_lines')
      .set({ cancelled: 1 })
      .where('id', '=', extra.lineIds[1]!)
      .execute();
    const all = (await listLines({ supplierId: supplier.id, pageSize: 100, sortBy: 'poNumber' }))
      .body.data.list;
    expect(all.map((l) => l.status)).toEqual([
      'Open',
      'PartiallyPlanned',
      'Planned',
      'PartiallyShipped',
      'Shipped',
      'Closed',
      'Cancelled',
    ]);
    for (const item of all) {
      expect(item.status).toBe(
        poLineStatus({ ...item, closed: item.closed, cancelled: item.cancelled }),
      );
    }
    expect(all[3]).toMatchObject({ openQty: 60, plannedQty: 60, shippedQty: 40, plannableQty: 0 });
    expect(all[1]).toMatchObject({ openQty: 100, plannableQty: 60 });
    for (const status of PO_LINE_STATUSES) {
      const found = (await listLines({ supplierId: supplier.id, status })).body.data.list;
      expect(found.map((l) => l.status)).toEqual([status]);
    }
    const two = await listLines({ supplierId: supplier.id, status: 'Open,Shipped' });
    expect(two.body.data.total).toBe(2);
    const totals = await t.call<PoLineTotals>('GET', '/api/po-lines/totals', {
      token: admin,
      query: { supplierId: supplier.id },
    });
    expect(totals.body.data).toMatchObject({
      lineCount: 7,
      orderQty: 700,
      plannedQty: 200,
      shippedQty: 140,
      // open: 100+100+100+60+0+100(closed)+100(cancelled); plannable: 100+60+0+0+0
      openQty: 560,
      plannableQty: 160,
    });
    expect(po.lineIds).toHaveLength(5);
  });

  it('filters by PO number prefix, product, RDD range, destination, originator; sorts', async () => {
    const supplier = await t.buildSupplier({ code: 'POS-F', name: 'Filter supplier' });
    await buildPurchaseOrder(t.db.kysely, {
      poNumber: 'FLT-001',
      supplierId: supplier.id,
      originator: 'Carol',
      destinationCountry: 'UG',
      lines: [
        { productId: p(1).id, loadingPointId: point.id, rdd: '2027-05-01', orderQty: 5 },
        { productId: p(2).id, loadingPointId: point.id, rdd: '2027-06-01', orderQty: 7 },
      ],
    });
    await buildPurchaseOrder(t.db.kysely, {
      poNumber: 'FLT-002',
      supplierId: supplier.id,
      originator: 'Dave',
      destinationCountry: 'ZA',
      lines: [{ productId: p(1).id, loadingPointId: point.id, rdd: '2027-07-01', orderQty: 9 }],
    });
    const qtys = async (query: Record<string, string | number>) =>
      (await listLines({ supplierId: supplier.id, ...query })).body.data.list.map(
        (l) => l.orderQty,
      );
    expect(await qtys({ poNumber: 'flt-00' })).toEqual([5, 7, 9]);
    expect(await qtys({ poNumber: 'FLT-002' })).toEqual([9]);
    expect(await qtys({ productId: p(1).id })).toEqual([5, 9]);
    expect(await qtys({ rddFrom: '2027-05-15', rddTo: '2027-06-30' })).toEqual([7]);
    expect(await qtys({ destinationCountry: 'ZA' })).toEqual([9]);
    expect(await qtys({ originator: 'car' })).toEqual([5, 7]);
    expect(await qtys({ sortBy: 'orderQty', sortOrder: 'desc' })).toEqual([9, 7, 5]);
    const page2 = await listLines({ supplierId: supplier.id, pageNum: 2, pageSize: 2 });
    expect(page2.body.data).toMatchObject({ total: 3, pageNum: 2 });
    expect(page2.body.data.list).toHaveLength(1);
  });
});

describe('SO links and risk-buy', () => {
  it('links a PO line to an SO line of the same product; unlinked open lines are risk-buy', async () => {
    const supplier = await t.buildSupplier({ code: 'POS-RB', name: 'Risk supplier' });
    const so = await buildSalesOrder(t.db.kysely, {
      soNumber: 'SO-RB1',
      lines: [{ productId: p(1).id }, { productId: p(2).id }],
    });
    const po = await buildPurchaseOrder(t.db.kysely, {
      supplierId: supplier.id,
      lines: [
        { productId: p(1).id, loadingPointId: point.id },
        { productId: p(2).id, loadingPointId: point.id },
        { productId: p(3).id, loadingPointId: point.id, shippedQty: 100 },
      ],
    });
    const risk = async () =>
      (
        await t.call<Page<RiskBuyItem>>('GET', '/api/po-lines/risk-buy', {
          token: admin,
          query: { supplierId: supplier.id },
        })
      ).body.data.list;
    // the fully shipped line is no longer at risk
    expect((await risk()).map((l) => l.id)).toEqual([po.lineIds[0], po.lineIds[1]]);
    expect((await risk())[0]).toMatchObject({ stockQty: 0, riskBuy: true });
    // what is on hand of a line counts in the loading warehouses and rework, not in scrap
    const loading = await buildWarehouse(t.db.kysely, { loadingPointId: point.id });
    const scrap = await buildWarehouse(t.db.kysely, { type: 'scrap' });
    const rework = await buildWarehouse(t.db.kysely, { type: 'rework' });
    await adjustStock(
      t.db.kysely,
      [loading, scrap, rework].map((warehouse, index) => ({
        warehouseId: warehouse.id,
        productId: p(1).id,
        poLineId: po.lineIds[0]!,
        qty: 10 ** index,
      })),
    );
    expect((await risk()).map((l) => l.stockQty)).toEqual([1 + 100, 0]);
    const wrong = await t.call('PUT', `/api/po-lines/${po.lineIds[0]}/so-line`, {
      token: admin,
      body: { soLineId: so.lineIds[1] },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toContain('POP-2');
    const linked = await t.call<PoLineItem>('PUT', `/api/po-lines/${po.lineIds[0]}/so-line`, {
      token: admin,
      body: { soLineId: so.lineIds[0] },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ soNumber: 'SO-RB1', soLineNo: 10, riskBuy: false });
    expect((await risk()).map((l) => l.id)).toEqual([po.lineIds[1]]);
    const covered = await listLines({ supplierId: supplier.id, riskBuy: 0 });
    expect(covered.body.data.list.map((l) => l.id)).toEqual([po.lineIds[0]]);
    const exported = await downloadExport(t, '/api/po-lines/risk-buy/export', {
      token: admin,
      query: { supplierId: String(supplier.id) },
    });
    expect(exported.status).toBe(200);
    expect(exported.rows).toHaveLength(2);
    // the export has what the list knows: what is on hand, last; no "risk buy" column
    expect(exported.rows[0]!.at(-1)).toBe('On hand');
    expect(exported.rows[1]!.at(-1)).toBe(0);
    expect(exported.rows[0]).not.toContain('Risk buy');
  });
});

describe('supplier isolation and permissions', () => {
  it('supplier users see only their suppliers’ lines, POs and exports; others are 404', async () => {
    const mine = await buildPurchaseOrder(t.db.kysely, {
      poNumber: 'ISO-A',
      supplierId: supplierA.id,
      lines: [{ productId: p(4).id, loadingPointId: point.id }],
    });
    const theirs = await buildPurchaseOrder(t.db.kysely, {
      poNumber: 'ISO-B',
      supplierId: supplierB.id,
      lines: [{ productId: p(4).id, loadingPointId: point.id }],
    });
    for (const group of ['7-Supplier', '11-Supplier QRC']) {
      const user = await t.signedInUser(group, { supplierIds: [supplierA.id] });
      const list = await listLines({ pageSize: 100 }, user.token);
      expect(list.status).toBe(200);
      expect(list.body.data.list.length).toBeGreaterThan(0);
      expect(new Set(list.body.data.list.map((l) => l.supplierId))).toEqual(
        new Set([supplierA.id]),
      );
      const asked = await listLines({ supplierId: supplierB.id }, user.token);
      expect(asked.body.data.total).toBe(0);
      const totals = await t.call<PoLineTotals>('GET', '/api/po-lines/totals', {
        token: user.token,
        query: { supplierId: supplierB.id },
      });
      expect(totals.body.data.lineCount).toBe(0);
      const get = (url: string) => t.call('GET', url, { token: user.token });
      expect((await get(`/api/purchase-orders/${mine.id}`)).status).toBe(200);
      expect((await get(`/api/purchase-orders/${theirs.id}`)).status).toBe(404);
      expect((await get(`/api/purchase-orders/${theirs.id}/revisions`)).status).toBe(404);
      expect((await get(`/api/po-lines/${theirs.lineIds[0]}`)).status).toBe(404);
      expect((await get(`/api/po-lines/${mine.lineIds[0]}`)).status).toBe(200);
      const exported = await downloadExport(t, '/api/po-lines/export', {
        token: user.token,
        query: { poNumber: 'ISO-' },
      });
      expect(exported.contentType).toBe(XLSX_TYPE);
      expect(exported.rows.slice(1).map((r) => r[0])).toEqual(['ISO-A']);
      const risk = await t.call<Page<RiskBuyItem>>('GET', '/api/po-lines/risk-buy', {
        token: user.token,
        query: { pageSize: 100 },
      });
      expect(risk.body.data.list.every((l) => l.supplierId === supplierA.id)).toBe(true);
      // supplier users neither write nor read SOs
      expect((await t.call('GET', '/api/so-lines', { token: user.token })).status).toBe(403);
      expect((await createPo(poBody('PO-SUP'), 'en', user.token)).status).toBe(403);
    }
  });

  it('2-View reads but cannot write (403)', async () => {
    const viewer = await t.signedInUser('2-View');
    expect((await listLines({}, viewer.token)).status).toBe(200);
    const po = (await createPo(poBody('PO-V1'))).body.data;
    expect((await createPo(poBody('PO-V2'), 'en', viewer.token)).status).toBe(403);
    const calls: [string, string, unknown][] = [
      ['PUT', `/api/purchase-orders/${po.id}`, {}],
      ['POST', `/api/purchase-orders/${po.id}/lines`, line(30, 3)],
      ['PUT', `/api/po-lines/${po.lines[0]!.id}`, { unitPriceCents: 1 }],
      ['POST', `/api/po-lines/${po.lines[0]!.id}/close`, { reason: 'x' }],
      ['POST', `/api/po-lines/${po.lines[0]!.id}/cancel`, { reason: 'x' }],
      ['PUT', `/api/po-lines/${po.lines[0]!.id}/so-line`, { soLineId: null }],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method, url, { token: viewer.token, body })).status, url).toBe(403);
    }
  });
});

describe('PO report export', () => {
  it('streams the filtered lines with localized headers, read back with exceljs', async () => {
    const supplier = await t.buildSupplier({ code: 'POS-X', name: 'Export supplier' });
    await buildPurchaseOrder(t.db.kysely, {
      poNumber: 'EXP-1',
      supplierId: supplier.id,
      destinationCountry: 'RW',
      lines: [
        { productId: p(1).id, loadingPointId: point.id, orderQty: 3, unitPriceCents: 1_050 },
        { productId: p(2).id, loadingPointId: point.id, orderQty: 4, plannedQty: 4 },
      ],
    });
    const en = await downloadExport(t, '/api/po-lines/export', {
      token: admin,
      query: { supplierId: String(supplier.id), status: 'Open' },
    });
    expect(en.status).toBe(200);
    expect(en.rows[0]!.slice(0, 3)).toEqual(['PO number', 'Line', 'Line status']);
    expect(en.rows).toHaveLength(2);
    expect(en.rows[1]!.slice(0, 3)).toEqual(['EXP-1', 10, 'Not planned']);
    expect(en.rows[1]).toContain('Rwanda');
    expect(en.rows[1]).toContain(31.5);
    const zh = await downloadExport(t, '/api/po-lines/export', {
      token: admin,
      lang: 'zh',
      query: { supplierId: String(supplier.id) },
    });
    expect(zh.rows[0]!.slice(0, 3)).toEqual(['采购订单号', '行号', '行状态']);
    expect(zh.rows.slice(1).map((r) => r[2])).toEqual(['未计划', '已计划']);
  });
});
