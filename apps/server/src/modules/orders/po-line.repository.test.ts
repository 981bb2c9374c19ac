import { PO_LINE_STATUSES, poLineStatus } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t, useTestContext } from '../../test/harness';
import { buildProduct } from '../products/product.factories';
import { buildLoadingPoint } from '../reference/reference.factories';
import { buildPurchaseOrder, setLinePlanning } from './order.factories';
import { poLineRepository } from './po-line.repository';

/**
 * The page-ids query is compiled once per filter shape and then only bound: these tests set
 * every filter at once with distinct values, so a parameter out of order fails here (the
 * first build checks the bound values), and hold the SQL status to poLineStatus.
 */
useTestContext();

let supplierA: number;
let supplierB: number;
let productId: number;
let lineIds: number[];

beforeAll(async () => {
  const db = t.db.kysely;
  supplierA = (await t.buildSupplier({ code: 'REPO-A', name: 'Repo A' })).id;
  supplierB = (await t.buildSupplier({ code: 'REPO-B', name: 'Repo B' })).id;
  const point = await buildLoadingPoint(db, { name: 'Ningbo', shortName: 'NGB' });
  productId = (await buildProduct(db, { productId: 'REPO-P1' })).id;
  const other = (await buildProduct(db, { productId: 'REPO-P2' })).id;
  const lines = [productId, other].map((id, i) => ({
    productId: id,
    loadingPointId: point.id,
    rdd: `2027-02-1${i}`,
  }));
  const a = await buildPurchaseOrder(db, {
    poNumber: 'RPO-100',
    supplierId: supplierA,
    originator: 'Grace',
    destinationCountry: 'KE',
    lines,
  });
  await buildPurchaseOrder(db, {
    poNumber: 'RPO-200',
    supplierId: supplierB,
    originator: 'Grace',
    destinationCountry: 'KE',
    lines,
  });
  lineIds = a.lineIds;
});

describe('poLineRepository.page', () => {
  it('binds every filter in the order its compiled SQL expects', async () => {
    const filter = {
      supplierId: supplierA,
      productId,
      rddFrom: '2027-02-01',
      rddTo: '2027-02-28',
      destinationCountry: 'KE' as const,
      originator: 'gra',
      poNumber: 'rpo-1',
      riskBuy: 1 as const,
      status: ['Open' as const, 'Planned' as const],
    };
    const scope = { kind: 'ownSuppliers' as const, supplierIds: [supplierA, supplierB] };
    for (const pageNum of [1, 1, 2]) {
      // twice on page 1: the second call runs the SQL compiled by the first
      const { total, list } = await poLineRepository.page(t.db.kysely, scope, filter, {
        pageNum,
        pageSize: 1,
      });
      expect(total).toBe(1);
      expect(list.map((row) => row.id)).toEqual(pageNum === 1 ? [lineIds[0]] : []);
    }
  });

  it('writes the page size into the SQL, one statement per size, and binds the offset', async () => {
    const page = (pageNum: number, pageSize: number) =>
      poLineRepository
        .page(
          t.db.kysely,
          { kind: 'allSuppliers' },
          { supplierId: supplierA },
          { pageNum, pageSize },
        )
        .then(({ list }) => list.map((row) => row.id));
    expect(await page(1, 1)).toEqual([lineIds[0]]);
    expect(await page(1, 2)).toEqual(lineIds);
    expect(await page(2, 1)).toEqual([lineIds[1]]);
    await expect(page(1, 1.5)).rejects.toThrow('page size 1.5');
  });

  it('filters by status exactly as poLineStatus computes it', async () => {
    const [lineId] = lineIds;
    const cases = [
      { planned: 0, shipped: 0 },
      { planned: 40, shipped: 0 },
      { planned: 100, shipped: 0 },
      { planned: 0, shipped: 30 },
      { planned: 0, shipped: 100 },
    ];
    for (const { planned, shipped } of cases) {
      await setLinePlanning(t.db.kysely, lineId!, planned, shipped);
      const expected = poLineStatus({
        orderQty: 100,
        plannedQty: planned,
        shippedQty: shipped,
        closed: false,
        cancelled: false,
      });
      for (const status of PO_LINE_STATUSES) {
        const { list } = await poLineRepository.page(
          t.db.kysely,
          { kind: 'allSuppliers' },
          { supplierId: supplierA, productId, status: [status] },
          { pageNum: 1, pageSize: 5 },
        );
        expect([status, list.length]).toEqual([status, status === expected ? 1 : 0]);
      }
    }
  });
});
