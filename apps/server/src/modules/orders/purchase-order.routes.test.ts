import {
  PO_LINE_STATUSES,
  poLineStatus,
  type Page,
  type PoLineItem,
  type PoLineTotals,
  type PoRevision,
  type PurchaseOrderDetail,
  type RiskBuyItem,
} from '@lading/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, errorFields, type TestContext } from '../../test/harness';
import { buildProduct } from '../products/product.factories';
import { buildLoadingPoint } from '../reference/reference.factories';
import { auditTrail, downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import { buildPurchaseOrder, buildSalesOrder, setLinePlanning } from './order.factories';

let t: TestContext;
let admin: string;
let supplierA: { id: number; code: string };
let supplierB: { id: number; code: string };
let point: { id: number };
let products: { id: number; productId: string }[];
let inactive: { id: number; productId: string };

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  supplierA = await t.buildSupplier({ code: 'POS-A', name: 'PO supplier A' });
  supplierB = await t.buildSupplier({ code: 'POS-B', name: 'PO supplier B' });
  point = await buildLoadingPoint(t.db.kysely, { name: 'Ningbo warehouse', shortName: 'NGB' });
  products = [];
  for (let i = 1; i <= 6; i++) {
    products.push(await buildProduct(t.db.kysely, { productId: `POP-${i}` }));
  }
  inactive = await buildProduct(t.db.kysely, { productId: 'POP-OLD', activeness: 'Inactive' });
});
afterAll(() => t.close());

const p = (i: number) => products[i - 1]!;
const line = (lineNo: number, productIndex: number, extra: Record<string, unknown> = {}) => ({
  lineNo,
  productId: p(productIndex).id,
  orderQty: 100,
  unitPriceCents: 2_500,
  discountPct: 10,
  rdd: '2027-02-01',
  loadingPointId: point.id,
  ...extra,
});
const poBody = (poNumber: string, extra: Record<string, unknown> = {}) => ({
  poNumber,
  supplierId: supplierA.id,
  originator: 'Alice',
  destinationCountry: 'KE',
  currency: 'USD',
  lines: [line(10, 1), line(20, 2, { orderQty: 50 })],
  ...extra,
});
const createPo = (body: unknown, lang: 'en' | 'zh' = 'en', token = admin) =>
  t.call<PurchaseOrderDetail>('POST', '/api/purchase-orders', { token, body, lang });
const changeLine = (id: number, body: unknown, lang: 'en' | 'zh' = 'en') =>
  t.call<PoLineItem>('PUT', `/api/po-lines/${id}`, { token: admin, body, lang });
const listLines = (query: Record<string, string | number>, token = admin) =>
  t.call<Page<PoLineItem>>('GET', '/api/po-lines', { token, query });

describe('keying a PO', () => {
  it('creates header and lines in one go, computes row totals and audits each row', async () => {
    const answer = await createPo(poBody('PO-K1', { currency: 'CNY' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const po = answer.body.data;
    expect(po).toMatchObject({
      poNumber: 'PO-K1',
      supplierCode: 'POS-A',
      destinationCountry: 'KE',
      currency: 'CNY',
    });
    expect(po.lines).toHaveLength(2);
    // 100 × 25.00 CNY × 0.9 × 0.14 = 315.00 USD
    expect(po.lines[0]).toMatchObject({
      lineNo: 10,
      productCode: 'POP-1',
      orderQty: 100,
      rowTotalUsdCents: 31_500,
      status: 'Open',
      openQty: 100,
      plannedQty: 0,
      shippedQty: 0,
      plannableQty: 100,
      riskBuy: true,
      loadingPointName: 'Ningbo warehouse',
    });
    expect(po.totals).toMatchObject({ lineCount: 2, orderQty: 150 });
    expect(await auditTrail(t, 'purchaseOrder', po.id)).toMatchObject([
      { action: 'purchaseOrder.create', after: { poNumber: 'PO-K1', supplier: 'POS-A' } },
    ]);
    expect(await auditTrail(t, 'poLine', po.lines[0]!.id)).toMatchObject([
      { action: 'poLine.create', after: { orderQty: 100, rdd: '2027-02-01' } },
    ]);
  });

  it('refuses a PO number that exists (409), in en and zh', async () => {
    await createPo(poBody('PO-DUP'));
    const en = await createPo(poBody('PO-DUP'));
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('PO number PO-DUP already exists');
    const zh = await createPo(poBody('PO-DUP'), 'zh');
    expect(zh.body.message).toBe('采购订单号 PO-DUP 已存在');
  });

  it('order quantity is required and not 0', async () => {
    const zero = await createPo(poBody('PO-Q0', { lines: [line(10, 1, { orderQty: 0 })] }));
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('Order quantity: the order quantity cannot be 0');
    const zh = await createPo(poBody('PO-Q0', { lines: [line(10, 1, { orderQty: 0 })] }), 'zh');
    expect(zh.body.message).toBe('订单数量：订单数量不能为 0');
    const { orderQty: _omitted, ...noQty } = line(10, 1);
    const missing = await createPo(poBody('PO-Q0', { lines: [noQty] }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Order quantity');
    const negative = await createPo(poBody('PO-Q0', { lines: [line(10, 1, { orderQty: -5 })] }));
    expect(negative.status).toBe(400);
  });

  it('refuses a duplicate product, an Inactive product, unknown supplier and loading point', async () => {
    const dup = await createPo(poBody('PO-R1', { lines: [line(10, 1), line(20, 1)] }));
    expect(dup.status).toBe(422);
    expect(dup.body.message).toBe(
      'Product ID: product POP-1 is already in this order; change its line instead',
    );
    expect(errorFields(dup)).toEqual(['lines.1.productId']); // a form puts it under line 2
    const dupZh = await createPo(poBody('PO-R1', { lines: [line(10, 1), line(20, 1)] }), 'zh');
    expect(dupZh.body.message).toBe('产品 ID：产品 POP-1 已在该订单中，请修改原有行');
    const sameNo = await createPo(poBody('PO-R1', { lines: [line(10, 1), line(10, 2)] }));
    expect(sameNo.status).toBe(422);
    expect(sameNo.body.message).toBe('Line no.: line number 10 is already used in this order');
    const old = await createPo(
      poBody('PO-R1', { lines: [{ ...line(10, 1), productId: inactive.id }] }),
    );
    expect(old.status).toBe(422);
    expect(old.body.message).toBe('Product ID: product POP-OLD is Inactive and cannot be ordered');
    const noSupplier = await createPo(poBody('PO-R1', { supplierId: 999_999 }), 'zh');
    expect(noSupplier.status).toBe(422);
    expect(noSupplier.body.message).toBe('供应商：供应商 999999 不存在');
    const noPoint = await createPo(
      poBody('PO-R1', { lines: [line(10, 1, { loadingPointId: 999_999 })] }),
    );
    expect(noPoint.status).toBe(422);
    expect(noPoint.body.message).toContain('Loading point');
    const nothing = await t.db.kysely
      .selectFrom('purchase_orders')
      .select('id')
      .where('po_number', '=', 'PO-R1')
      .execute();
    expect(nothing).toEqual([]);
  });

  it('edits the header and adds a line (no duplicate product), audited', async () => {
    const po = (await createPo(poBody('PO-E1'))).body.data;
    const edited = await t.call<PurchaseOrderDetail>('PUT', `/api/purchase-orders/${po.id}`, {
      token: admin,
      body: {
        supplierId: supplierB.id,
        originator: 'Bob',
        destinationCountry: 'TZ',
        currency: 'EUR',
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      supplierCode: 'POS-B',
      originator: 'Bob',
      currency: 'EUR',
    });
    // row totals follow the currency: 100 × 25.00 × 0.9 × 1.08
    expect(edited.body.data.lines[0]).toMatchObject({
      supplierId: supplierB.id,
      rowTotalUsdCents: 243_000,
    });
    const added = await t.call<PurchaseOrderDetail>('POST', `/api/purchase-orders/${po.id}/lines`, {
      token: admin,
      body: line(30, 3),
    });
    expect(added.status).toBe(200);
    expect(added.body.data.lines.map((l) => l.lineNo)).toEqual([10, 20, 30]);
    const again = await t.call('POST', `/api/purchase-orders/${po.id}/lines`, {
      token: admin,
      body: line(40, 3),
    });
    expect(again.status).toBe(422);
    const revisions = await t.call<PoRevision[]>('GET', `/api/purchase-orders/${po.id}/revisions`, {
      token: admin,
    });
    expect(revisions.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entity: 'purchaseOrder',
          field: 'supplier',
          before: 'POS-A',
          after: 'POS-B',
        }),
        expect.objectContaining({
          entity: 'poLine',
          lineNo: 30,
          field: 'orderQty',
          before: null,
          after: 100,
        }),
      ]),
    );
  });

  it('cannot move a PO to another supplier once a line is planned', async () => {
    const po = (await createPo(poBody('PO-E2'))).body.data;
    await setLinePlanning(t.db.kysely, po.lines[0]!.id, 10);
    const answer = await t.call('PUT', `/api/purchase-orders/${po.id}`, {
      token: admin,
      body: {
        supplierId: supplierB.id,
        originator: 'Bob',
        destinationCountry: 'TZ',
        currency: 'USD',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'Supplier: the supplier cannot change while lines are planned or shipped',
    );
  });
});

describe('changing a line', () => {
  it('a qty or RDD change needs reason and purpose, and lands in the revision history', async () => {
    const po = (await createPo(poBody('PO-C1'))).body.data;
    const id = po.lines[0]!.id;
    const noReason = await changeLine(id, { rdd: '2027-03-01' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe(
      'Modification reason: a modification reason is required when the quantity or RDD changes',
    );
    expect(errorFields(noReason)).toEqual(['modificationReason']);
    const noPurpose = await changeLine(id, { rdd: '2027-03-01', modificationReason: 'Late' }, 'zh');
    expect(noPurpose.status).toBe(422);
    expect(noPurpose.body.message).toBe('修改目的：修改数量或 RDD 时必须选择修改目的');
    // price only: no reason needed
    expect((await changeLine(id, { unitPriceCents: 3_000 })).status).toBe(200);
    const ok = await changeLine(id, {
      rdd: '2027-03-01',
      orderQty: 120,
      modificationReason: 'Customer moved the date',
      modificationPurpose: 'customerRequest',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({
      rdd: '2027-03-01',
      originalRdd: '2027-02-01',
      orderQty: 120,
      rowTotalUsdCents: 120 * 3_000 * 0.9,
    });
    const revisions = (
      await t.call<PoRevision[]>('GET', `/api/purchase-orders/${po.id}/revisions`, { token: admin })
    ).body.data;
    expect(revisions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entity: 'poLine',
          lineNo: 10,
          field: 'rdd',
          before: '2027-02-01',
          after: '2027-03-01',
          reason: 'Customer moved the date',
          purpose: 'customerRequest',
        }),
      ]),
    );
  });

  it('qty can neither be 0 nor go below planned + shipped', async () => {
    const po = (await createPo(poBody('PO-C2'))).body.data;
    const id = po.lines[0]!.id;
    await setLinePlanning(t.db.kysely, id, 30, 20);
    const reason = { modificationReason: 'Cut', modificationPurpose: 'forecastChange' };
    const below = await changeLine(id, { orderQty: 49, ...reason });
    expect(below.status).toBe(422);
    expect(below.body.message).toBe(
      'Order quantity: cannot be less than the planned and shipped quantity (50)',
    );
    const zh = await changeLine(id, { orderQty: 49, ...reason }, 'zh');
    expect(zh.body.message).toBe('订单数量：不能小于已计划和已发运的数量（50）');
    expect((await changeLine(id, { orderQty: 0, ...reason })).status).toBe(400);
    const ok = await changeLine(id, { orderQty: 50, ...reason });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      status: 'PartiallyShipped',
      openQty: 30,
      plannableQty: 0,
    });
  });

  it('closes and cancels with a reason; a planned line cannot be cancelled', async () => {
    const po = (await createPo(poBody('PO-C3'))).body.data;
    const [a, b] = po.lines;
    await setLinePlanning(t.db.kysely, a!.id, 10);
    const cancelPlanned = await t.call('POST', `/api/po-lines/${a!.id}/cancel`, {
      token: admin,
      body: { reason: 'Not needed' },
    });
    expect(cancelPlanned.status).toBe(422);
    expect(cancelPlanned.body.message).toContain('has planned or shipped quantity');
    const noReason = await t.call('POST', `/api/po-lines/${b!.id}/cancel`, {
      token: admin,
      body: {},
    });
    expect(noReason.status).toBe(400);
    const cancelled = await t.call<PoLineItem>('POST', `/api/po-lines/${b!.id}/cancel`, {
      token: admin,
      body: { reason: 'Not needed' },
    });
    expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', plannableQty: 0 });
    const closed = await t.call<PoLineItem>('POST', `/api/po-lines/${a!.id}/close`, {
      token: admin,
      body: { reason: 'Short shipped' },
    });
    expect(closed.body.data).toMatchObject({ status: 'Closed' });
    const change = await changeLine(a!.id, { unitPriceCents: 1 });
    expect(change.status).toBe(422);
    expect(change.body.message).toContain('Closed');
    expect(await auditTrail(t, 'poLine', b!.id)).toMatchObject([
      { action: 'poLine.create' },
      { action: 'poLine.cancel', after: { cancelled: true } },
    ]);
  });
});

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
    expect((await risk())[0]).toMatchObject({
      stockState: 'noStockModule',
      stockQty: null,
      riskBuy: true,
    });
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
    expect(exported.rows[1]).toContain('No stock module yet');
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
    expect(en.rows[1]!.slice(0, 3)).toEqual(['EXP-1', 10, 'Open']);
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
