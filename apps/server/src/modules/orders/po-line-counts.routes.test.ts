import type { Page, PoLineItem } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { admin, t } from '../../test/harness';
import { buildPurchaseOrder } from './order.factories';
import { p, point, supplierA, usePoWorld } from './purchase-order.test-support';

/**
 * The PO report's total is kept between requests (po-line-counts.ts). It must follow every
 * committed write at once — in this process and in any other one on the same database —
 * and never a write that rolled back (issue 12 §7).
 */
usePoWorld();

const total = async (answer: Promise<{ status: number; body: { data: Page<PoLineItem> } }>) => {
  const { status, body } = await answer;
  expect(status).toBe(200);
  return body.data.total;
};
const listed = () =>
  total(t.call('GET', '/api/po-lines', { token: admin, query: { supplierId: supplierA.id } }));
const stored = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('po_lines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('supplier_id', '=', supplierA.id)
        .executeTakeFirstOrThrow()
    ).n,
  );
const twoLines = () => ({
  supplierId: supplierA.id,
  lines: [
    { productId: p(1).id, loadingPointId: point.id },
    { productId: p(2).id, loadingPointId: point.id },
  ],
});

/** A second server on the same database: its own copy of every module, so its own caches. */
let replica: FastifyInstance;
beforeAll(async () => {
  vi.resetModules();
  const { buildApp } = await import('../../app');
  replica = await buildApp({ db: t.db, config: t.config, clock: () => new Date() });
  await replica.ready();
});
afterAll(() => replica.close());

const listedByReplica = async () => {
  const answer = await replica.inject({
    method: 'GET',
    url: `/api/po-lines?supplierId=${supplierA.id}`,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { data: Page<PoLineItem> }).data.total;
};

describe('the PO report total', () => {
  it('is seen at once by a second server on the same database', async () => {
    const before = await listed();
    expect(await listedByReplica()).toBe(before);
    await buildPurchaseOrder(t.db.kysely, twoLines());
    expect(await listed()).toBe(before + 2);
    expect(await listedByReplica()).toBe(before + 2);
    // and the other way round: a write through the replica's own modules
    const created = await replica.inject({
      method: 'POST',
      url: '/api/purchase-orders',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        poNumber: 'PO-REPLICA-1',
        supplierId: supplierA.id,
        originator: 'Alice',
        destinationCountry: 'KE',
        currency: 'USD',
        lines: [
          {
            lineNo: 10,
            productId: p(3).id,
            orderQty: 5,
            unitPriceCents: 100,
            discountPct: 0,
            rdd: '2027-02-01',
            loadingPointId: point.id,
          },
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    expect(await listed()).toBe(before + 3);
    expect(await listed()).toBe(await stored());
  });

  it('counts a write that commits while the total is being read', async () => {
    const before = await listed();
    await t.db.kysely.transaction().execute(async (trx) => {
      await buildPurchaseOrder(trx, twoLines());
      // PostgreSQL answers the report from another connection meanwhile, without these
      // lines; SQLite's one connection runs the transaction alone (the read would wait).
      if (t.db.dialect === 'postgres') expect(await listed()).toBe(before);
    });
    expect(await listed()).toBe(before + 2);
    expect(await listedByReplica()).toBe(before + 2);
  });

  it('leaves the total as it was after a write that rolled back', async () => {
    const before = await listed();
    expect(await listedByReplica()).toBe(before);
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await buildPurchaseOrder(trx, twoLines());
        if (t.db.dialect === 'postgres') expect(await listed()).toBe(before);
        throw new Error('import failed half way');
      }),
    ).rejects.toThrow('import failed half way');
    expect(await listed()).toBe(before);
    expect(await listedByReplica()).toBe(before);
    expect(before).toBe(await stored());
  });
});
