import type { PoLineItem, PoRevision, PurchaseOrderDetail } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, errorFields, t } from '../../test/harness';
import { auditTrail } from '../reference/reference.test-support';
import { setLinePlanning } from './order.factories';
import {
  changeLine,
  createPo,
  inactive,
  line,
  poBody,
  supplierB,
  usePoWorld,
} from './purchase-order.test-support';

/** Keying a PO and changing its lines: header, lines, reasons, limits. */
usePoWorld();

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
    expect(noPurpose.body.message).toBe('修改目的：修改数量或要求交期时必须选择修改目的');
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
