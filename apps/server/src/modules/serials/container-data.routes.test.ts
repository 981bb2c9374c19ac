import type { ParentState } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { buildPurchaseOrder } from '../orders/order.factories';
import { buildContainer } from '../planning/planning.factories';
import { buildLoadingPoint } from '../reference/reference.factories';
import { comparison, comparisonCodes, containerList, sheetRows } from './code-data.test-support';
import {
  bound,
  ok,
  opened,
  pA,
  pB,
  qrcUserB,
  sn,
  supplierA,
  supplierB,
  supplierUserA,
  useSerialWorld,
} from './serials.test-support';

/*
 * Container data comparison (issue 19, /datas/containerData) on a hand-made container: its
 * plan puts 5 lamps of A's line 1 and 3 panels of A's line 2 in it; scanned into it are a
 * carton of 4 lamps of line 1, a carton of 1 lamp of B's line (not planned there) and a
 * carton of 1 lamp of A scanned for the product (no PO line).
 */
useSerialWorld();

let containerId: number;
let containerNo: string;
let line1: number;
let line2: number;
let lineOfB: number;
let containerCode: ParentState['parent'];

beforeAll(async () => {
  const db = t.db.kysely;
  const point = await buildLoadingPoint(db, { name: 'Comparison port', shortName: 'CMP' });
  const poA = await buildPurchaseOrder(db, {
    poNumber: 'CD-PO-A',
    supplierId: supplierA.id,
    lines: [pA, pB].map((p) => ({ productId: p.id, loadingPointId: point.id })),
  });
  [line1, line2] = poA.lineIds as [number, number];
  const poB = await buildPurchaseOrder(db, {
    poNumber: 'CD-PO-B',
    supplierId: supplierB.id,
    lines: [{ productId: pA.id, loadingPointId: point.id }],
  });
  lineOfB = poB.lineIds[0]!;
  const { id: adminId } = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  // a container planned empty, nothing scanned: no difference
  await buildContainer(db, {
    loadingPointId: point.id,
    createdByUserId: adminId,
    containerNo: null,
    shipmentNo: 'CD-EMPTY-1',
    lines: [],
  });
  containerNo = sn.container();
  containerId = (
    await buildContainer(db, {
      loadingPointId: point.id,
      createdByUserId: adminId,
      containerNo,
      shipmentNo: 'CD-SHIP-1',
      lines: [
        { poLineId: line1, qty: 5 },
        { poLineId: line2, qty: 3 },
      ],
    })
  ).id;
  containerCode = (await opened('container', containerNo, { containerId })).parent;
  const carton = async (context: Record<string, number>, pieces: number) => {
    const parent = (await opened('carton', sn.carton(pA), context)).parent;
    for (let i = 0; i < pieces; i++) await bound(parent.id, 'product', sn.product(pA));
    await bound(containerCode.id, 'carton', parent.code, { container: true });
  };
  await carton({ poLineId: line1 }, 4);
  await carton({ poLineId: lineOfB }, 1);
  await carton({ productId: pA.id, supplierId: supplierA.id }, 1);
});

describe('container data: the list', () => {
  it('gives each planned container its planned and scanned pieces', async () => {
    const page = ok(await containerList({ keyword: 'CD-SHIP' }));
    expect(page.list).toEqual([
      {
        containerId,
        containerNo,
        shipmentNo: 'CD-SHIP-1',
        containerType: '40HQ',
        status: 'Unshipped',
        etd: null,
        containerCodeId: containerCode.id,
        containerCode: containerNo,
        planned: 8,
        scanned: 6,
        difference: -2,
      },
    ]);
    expect(ok(await containerList({ keyword: containerNo.slice(0, 8) })).total).toBe(1);
  });

  it('lists the world’s containers too, cancelled ones left out, newest first', async () => {
    const page = ok(await containerList());
    expect(page.total).toBe(5);
    expect(page.list[0]!.containerId).toBe(containerId);
    const open = page.list.find((row) => row.shipmentNo === 'SR-SH-open1-')!;
    expect(open).toMatchObject({ planned: 10, scanned: 0, difference: -10, containerCode: null });
    expect(page.list.some((row) => row.status === 'Cancelled')).toBe(false);
  });

  it('keeps to the containers whose scan differs from the plan', async () => {
    const differing = ok(await containerList({ differentOnly: 1 }));
    expect(differing.total).toBe(4);
    expect(differing.list.some((row) => row.shipmentNo === 'CD-EMPTY-1')).toBe(false);
    expect(differing.list.every((row) => row.difference !== 0)).toBe(true);
  });

  it('narrows the figures to a supplier', async () => {
    const a = ok(await containerList({ keyword: 'CD-SHIP', supplierId: supplierA.id }));
    expect(a.list[0]).toMatchObject({ planned: 8, scanned: 5, difference: -3 });
    // B has no line planned in it
    expect(ok(await containerList({ keyword: 'CD-SHIP', supplierId: supplierB.id })).total).toBe(0);
  });
});

describe('container data: the comparison', () => {
  it('compares per PO line and product, unplanned lines with planned 0', async () => {
    const { container, lines } = ok(await comparison(containerId));
    expect(container).toMatchObject({ planned: 8, scanned: 6, difference: -2 });
    expect(
      lines.map((l) => [
        l.key,
        l.poNumber,
        l.productCode,
        l.supplierCode,
        l.planned,
        l.scanned,
        l.difference,
      ]),
    ).toEqual([
      [`${line1}-${pA.id}`, 'CD-PO-A', 'SRA001', supplierA.code, 5, 4, -1],
      [`${line2}-${pB.id}`, 'CD-PO-A', 'SRB001', supplierA.code, 3, 0, -3],
      [`${lineOfB}-${pA.id}`, 'CD-PO-B', 'SRA001', supplierB.code, 0, 1, 1],
      [`0-${pA.id}`, null, 'SRA001', supplierA.code, 0, 1, 1],
    ]);
  });

  it('lists the codes behind a line', async () => {
    const planned = ok(await comparisonCodes(containerId, { poLineId: line1, productId: pA.id }));
    expect(planned.total).toBe(4);
    expect(planned.list.every((code) => code.poLineId === line1 && code.level === 'product')).toBe(
      true,
    );
    expect(planned.list.every((code) => code.containerCodeId === containerCode.id)).toBe(true);
    const paged = ok(
      await comparisonCodes(containerId, { poLineId: line1, pageSize: 3, pageNum: 2 }),
    );
    expect(paged.list.map((code) => code.id)).toEqual([planned.list[3]!.id]);
    const noLine = ok(await comparisonCodes(containerId, { productId: pA.id }));
    expect(noLine.list.map((code) => code.poLineId)).toEqual([null]);
    expect(ok(await comparisonCodes(containerId, { poLineId: line2 })).total).toBe(0);
  });

  it('exports the comparison with localized headers', async () => {
    const file = (lang: 'en' | 'zh', token = admin) =>
      t.call('GET', `/api/serials/container-data/${containerId}/export`, { token, lang });
    const rows = await sheetRows(await file('en'));
    expect(rows[0]).toEqual([
      'Container no.',
      'Shipment no.',
      'PO number',
      'PO line',
      'Product',
      'Product name',
      'Supplier',
      'Planned',
      'Scanned',
      'Difference',
    ]);
    expect(
      rows.slice(1).map((row) => [row[0], row[1], row[2], row[4], row[7], row[8], row[9]]),
    ).toEqual([
      [containerNo, 'CD-SHIP-1', 'CD-PO-A', 'SRA001', '5', '4', '-1'],
      [containerNo, 'CD-SHIP-1', 'CD-PO-A', 'SRB001', '3', '0', '-3'],
      [containerNo, 'CD-SHIP-1', 'CD-PO-B', 'SRA001', '0', '1', '1'],
      [containerNo, 'CD-SHIP-1', '', 'SRA001', '0', '1', '1'],
    ]);
    const zh = await sheetRows(await file('zh'));
    expect(zh[0]!.slice(7)).toEqual(['计划数量', '已扫数量', '差异']);
    expect((await file('en', qrcUserB.token)).status).toBe(404);
  });

  it('is not found for a cancelled or unknown container', async () => {
    const cancelled = await t.db.kysely
      .selectFrom('containers')
      .select('id')
      .where('status', '=', 'Cancelled')
      .executeTakeFirstOrThrow();
    expect((await comparison(cancelled.id)).status).toBe(404);
    expect((await comparison(987654)).status).toBe(404);
  });
});

describe('container data: supplier users', () => {
  it('shows a supplier the containers carrying its lines, with its own figures only', async () => {
    const as = { token: supplierUserA.token };
    const page = ok(await containerList({ keyword: 'CD-SHIP' }, as));
    expect(page.list[0]).toMatchObject({ planned: 8, scanned: 5, difference: -3 });
    const { lines } = ok(await comparison(containerId, as));
    expect(lines.map((line) => line.supplierCode)).toEqual([
      supplierA.code,
      supplierA.code,
      supplierA.code,
    ]);
    expect(ok(await comparisonCodes(containerId, { poLineId: lineOfB }, as)).total).toBe(0);
  });

  it('hides a container that carries none of its lines', async () => {
    const as = { token: qrcUserB.token };
    expect(ok(await containerList({ keyword: 'CD-SHIP' }, as)).total).toBe(0);
    expect((await comparison(containerId, as)).status).toBe(404);
    expect((await comparisonCodes(containerId, { poLineId: lineOfB }, as)).status).toBe(404);
  });
});
