import type { Page, SalesOrderDetail, SoLineItem, SoLineTotals, SoRevision } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { buildProduct } from '../products/product.factories';
import { buildLoadingPoint } from '../reference/reference.factories';
import { auditTrail, downloadExport } from '../reference/reference.test-support';
import { buildPurchaseOrder } from './order.factories';

useTestContext({ admin: true });

let products: { id: number; productId: string }[];

beforeAll(async () => {
  products = [];
  for (let i = 1; i <= 4; i++)
    products.push(await buildProduct(t.db.kysely, { productId: `SOP-${i}` }));
});

const p = (i: number) => products[i - 1]!;
const soBody = (soNumber: string, extra: Record<string, unknown> = {}) => ({
  soNumber,
  postingDate: '2026-11-20',
  rdd: '2027-03-31',
  bpReferenceNo: 'BP-77',
  country: 'NG',
  lines: [
    { lineNo: 1, productId: p(1).id, qty: 10, rowTotalUsdCents: 100_000 },
    { lineNo: 2, productId: p(2).id, qty: 20, rowTotalUsdCents: 50_000 },
  ],
  ...extra,
});
const createSo = (body: unknown, lang: 'en' | 'zh' = 'en', token = admin) =>
  t.call<SalesOrderDetail>('POST', '/api/sales-orders', { token, body, lang });

describe('sales orders', () => {
  it('creates an SO with lines; original RDD defaults to the RDD; audited', async () => {
    const answer = await createSo(soBody('SO-1'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      soNumber: 'SO-1',
      rdd: '2027-03-31',
      originalRdd: '2027-03-31',
      rowTotalUsdCents: 150_000,
      country: 'NG',
    });
    expect(answer.body.data.lines.map((l) => [l.lineNo, l.productCode, l.qty])).toEqual([
      [1, 'SOP-1', 10],
      [2, 'SOP-2', 20],
    ]);
    expect(await auditTrail(t, 'salesOrder', answer.body.data.id)).toMatchObject([
      { action: 'salesOrder.create', after: { soNumber: 'SO-1' } },
    ]);
  });

  it('refuses a duplicate SO number (409), qty 0 and a duplicate product, in en and zh', async () => {
    await createSo(soBody('SO-D'));
    const dup = await createSo(soBody('SO-D'), 'zh');
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('销售订单号 SO-D 已存在');
    const zero = await createSo(
      soBody('SO-Z', { lines: [{ lineNo: 1, productId: p(1).id, qty: 0, rowTotalUsdCents: 0 }] }),
    );
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('Quantity: the order quantity cannot be 0');
    const twice = await createSo(
      soBody('SO-Z', {
        lines: [
          { lineNo: 1, productId: p(1).id, qty: 1, rowTotalUsdCents: 0 },
          { lineNo: 2, productId: p(1).id, qty: 1, rowTotalUsdCents: 0 },
        ],
      }),
    );
    expect(twice.status).toBe(422);
    expect(twice.body.message).toContain('SOP-1 is already in this order');
  });

  it('edits: RDD/qty changes need reason and purpose; covered lines cannot be removed', async () => {
    const so = (await createSo(soBody('SO-E'))).body.data;
    const point = await buildLoadingPoint(t.db.kysely);
    const supplier = await t.buildSupplier({ code: 'SOS-1', name: 'SO supplier' });
    await buildPurchaseOrder(t.db.kysely, {
      supplierId: supplier.id,
      lines: [
        { productId: p(2).id, loadingPointId: point.id, orderQty: 15, soLineId: so.lines[1]!.id },
      ],
    });
    const base = {
      postingDate: so.postingDate,
      rdd: '2027-04-30',
      bpReferenceNo: 'BP-77',
      country: 'NG',
      lines: so.lines.map((l) => ({
        lineNo: l.lineNo,
        productId: l.productId,
        qty: l.qty,
        rowTotalUsdCents: l.rowTotalUsdCents,
      })),
    };
    const put = (body: unknown, lang: 'en' | 'zh' = 'en') =>
      t.call<SalesOrderDetail>('PUT', `/api/sales-orders/${so.id}`, { token: admin, body, lang });
    const noReason = await put(base, 'zh');
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe('修改原因：修改数量或要求交期时必须填写修改原因');
    const removeCovered = await put({
      ...base,
      lines: [base.lines[0]],
      modificationReason: 'Customer',
      modificationPurpose: 'customerRequest',
    });
    expect(removeCovered.status).toBe(422);
    expect(removeCovered.body.message).toContain('SO line 2 is covered by PO lines');
    const ok = await put({
      ...base,
      lines: [
        { ...base.lines[0], qty: 12 },
        base.lines[1],
        { lineNo: 3, productId: p(3).id, qty: 5, rowTotalUsdCents: 500 },
      ],
      modificationReason: 'Customer wants more, later',
      modificationPurpose: 'customerRequest',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ rdd: '2027-04-30', originalRdd: '2027-03-31' });
    expect(ok.body.data.lines.map((l) => [l.lineNo, l.qty, l.coveredQty])).toEqual([
      [1, 12, 0],
      [2, 20, 15],
      [3, 5, 0],
    ]);
    const revisions = (
      await t.call<SoRevision[]>('GET', `/api/sales-orders/${so.id}/revisions`, { token: admin })
    ).body.data;
    expect(revisions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entity: 'salesOrder',
          field: 'rdd',
          after: '2027-04-30',
          purpose: 'customerRequest',
        }),
        expect.objectContaining({
          entity: 'soLine',
          lineNo: 1,
          field: 'qty',
          before: 10,
          after: 12,
          reason: 'Customer wants more, later',
        }),
      ]),
    );
    // removing an uncovered line is fine
    const removed = await put({
      ...base,
      rdd: '2027-04-30',
      lines: [{ ...base.lines[0], qty: 12 }, base.lines[1]],
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.lines).toHaveLength(2);
  });

  it('SO report: filters, totals, export; 2-View reads, cannot write; supplier users 403', async () => {
    await createSo(soBody('RPT-1', { country: 'KE', rdd: '2027-08-01' }));
    await createSo(soBody('RPT-2', { country: 'ZA', rdd: '2027-09-01' }));
    const list = await t.call<Page<SoLineItem>>('GET', '/api/so-lines', {
      token: admin,
      query: { soNumber: 'rpt-', sortBy: 'soNumber', sortOrder: 'desc' },
    });
    expect(list.body.data.total).toBe(4);
    expect(list.body.data.list[0]!.soNumber).toBe('RPT-2');
    const ke = await t.call<Page<SoLineItem>>('GET', '/api/so-lines', {
      token: admin,
      query: { soNumber: 'RPT-', country: 'KE', productId: p(1).id },
    });
    expect(ke.body.data.list.map((l) => l.soNumber)).toEqual(['RPT-1']);
    const totals = await t.call<SoLineTotals>('GET', '/api/so-lines/totals', {
      token: admin,
      query: { soNumber: 'RPT-', rddFrom: '2027-08-15' },
    });
    expect(totals.body.data).toEqual({ lineCount: 2, qty: 30, rowTotalUsdCents: 150_000 });
    const exported = await downloadExport(t, '/api/so-lines/export', {
      token: admin,
      lang: 'zh',
      query: { soNumber: 'RPT-' },
    });
    expect(exported.status).toBe(200);
    expect(exported.rows[0]![0]).toBe('销售订单号');
    expect(exported.rows).toHaveLength(5);
    const viewer = await t.signedInUser('2-View');
    expect((await t.call('GET', '/api/so-lines', { token: viewer.token })).status).toBe(200);
    expect((await createSo(soBody('SO-V'), 'en', viewer.token)).status).toBe(403);
    const supplierUser = await t.signedInUser('7-Supplier', {
      supplierIds: [(await t.buildSupplier()).id],
    });
    expect((await t.call('GET', '/api/so-lines', { token: supplierUser.token })).status).toBe(403);
  });
});
