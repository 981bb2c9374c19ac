import type { ParentState, SerialCodeItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { codeDetails, codeList, codesOf, scannedAt, sheetRows } from './code-data.test-support';
import {
  bound,
  lineAB,
  lineB,
  ok,
  opened,
  pA,
  pB,
  plannedOpen,
  qrcUserB,
  sn,
  supplierA,
  supplierB,
  supplierUserA,
  useSerialWorld,
} from './serials.test-support';

/*
 * The code lists (issue 19, /datas productData … dataList): every filter, the sorts, paging,
 * the Excel export, and a supplier user's view — its own codes only.
 */
useSerialWorld();

type Parent = ParentState['parent'];
let carton1: Parent;
let carton2: Parent;
let pallet1: Parent;
let container: Parent;
let loose: Parent;
let cartonB: Parent;
let p1: SerialCodeItem;
let p2: SerialCodeItem;
let p3: SerialCodeItem;
let pb1: SerialCodeItem;
/** every code, in the order scanned */
let all: string[];

beforeAll(async () => {
  carton1 = (await opened('carton', sn.carton(pA))).parent;
  p1 = await bound(carton1.id, 'product', sn.product(pA));
  p2 = await bound(carton1.id, 'product', sn.product(pA));
  carton2 = (await opened('carton', sn.carton(pB), { poLineId: lineAB })).parent;
  p3 = await bound(carton2.id, 'product', sn.product(pB));
  pallet1 = (await opened('pallet', sn.pallet())).parent;
  await bound(pallet1.id, 'carton', carton1.code);
  container = (await opened('container', sn.container(), { containerId: plannedOpen })).parent;
  await bound(container.id, 'pallet', pallet1.code, { container: true });
  loose = (await opened('product', sn.product(pA))).parent;
  cartonB = (await opened('carton', sn.carton(pA), { poLineId: lineB })).parent;
  pb1 = await bound(cartonB.id, 'product', sn.product(pA));
  all = [carton1, p1, carton2, p3, p2, pallet1, container, loose, cartonB, pb1]
    .sort((a, b) => a.id - b.id)
    .map((code) => code.code);
});

const newestFirst = (codes: { code: string }[]) =>
  all.filter((code) => codes.some((c) => c.code === code)).reverse();

describe('code lists: filters', () => {
  it('lists every level, newest first, with names, counters and the container above', async () => {
    const page = ok(await codeList());
    expect(page.total).toBe(10);
    expect(page.list.map((item) => item.code)).toEqual([...all].reverse());
    const item = page.list.find((code) => code.id === p1.id)!;
    expect(item).toMatchObject({
      level: 'product',
      productCode: 'SRA001',
      productName: 'Serial lamp',
      supplierId: supplierA.id,
      poNumber: 'SR-PO-A',
      parentCode: carton1.code,
      childCount: 0,
      containerCodeId: container.id,
      containerCode: container.code,
    });
    expect(page.list.find((code) => code.id === carton1.id)!.childCount).toBe(2);
  });

  it('keeps to one level', async () => {
    expect(await codesOf({ level: 'product' })).toEqual(newestFirst([p1, p2, p3, loose, pb1]));
    expect(await codesOf({ level: 'container' })).toEqual([container.code]);
  });

  it('matches the start of a code, wildcards as themselves', async () => {
    expect(await codesOf({ code: 'CTSRA' })).toEqual(newestFirst([carton1, cartonB]));
    expect(await codesOf({ code: carton2.code })).toEqual([carton2.code]);
    expect(await codesOf({ code: 'CT%' })).toEqual([]);
    expect(await codesOf({ code: 'CT_RA' })).toEqual([]);
  });

  it('filters by product, supplier and PO number (its start, any case)', async () => {
    expect(await codesOf({ productId: pB.id })).toEqual(newestFirst([carton2, p3]));
    expect(await codesOf({ supplierId: supplierB.id })).toEqual(newestFirst([cartonB, pb1]));
    expect(await codesOf({ poNumber: 'sr-po-b' })).toEqual(newestFirst([cartonB, pb1]));
    expect(await codesOf({ poNumber: 'SR-PO' })).toHaveLength(9);
  });

  it('finds what lies in a container by its number, as printed or typed loosely', async () => {
    const inside = newestFirst([container, pallet1, carton1, p1, p2]);
    expect(await codesOf({ containerNo: container.code })).toEqual(inside);
    const typed = `${container.code.slice(0, 4).toLowerCase()} ${container.code.slice(4)}`;
    expect(await codesOf({ containerNo: typed })).toEqual(inside);
    expect(await codesOf({ containerNo: 'ZZZU' })).toEqual([]);
  });

  it('tells bound codes from loose ones', async () => {
    expect(await codesOf({ bound: 'bound' })).toEqual(
      newestFirst([p1, p2, carton1, pallet1, p3, pb1]),
    );
    expect(await codesOf({ bound: 'unbound' })).toEqual(
      newestFirst([carton2, container, loose, cartonB]),
    );
  });

  it('keeps to the days the codes were scanned, both ends included', async () => {
    await scannedAt(loose.id, '2025-01-10T23:30:00.000Z');
    await scannedAt(cartonB.id, '2025-01-01T00:00:00.000Z');
    expect(await codesOf({ from: '2025-01-01', to: '2025-01-10' })).toEqual([
      loose.code,
      cartonB.code,
    ]);
    expect(await codesOf({ from: '2025-01-02', to: '2025-01-10' })).toEqual([loose.code]);
    expect(await codesOf({ to: '2025-01-09' })).toEqual([cartonB.code]);
    expect(await codesOf({ from: '2025-01-11', to: '2025-12-31' })).toEqual([]);
  });

  it('refuses a day that is no day', async () => {
    expect((await codeList({ from: '2025-13-01' })).status).toBe(400);
  });
});

describe('code lists: sorting and paging', () => {
  it('sorts by code, children and binding time (loose codes last), ties by id', async () => {
    expect(await codesOf({ sortBy: 'code', sortOrder: 'asc' })).toEqual([...all].sort());
    expect(await codesOf({ sortBy: 'code', sortOrder: 'desc' })).toEqual([...all].sort().reverse());
    const byChildren = await codesOf({ sortBy: 'childCount', sortOrder: 'desc' });
    expect(byChildren[0]).toBe(carton1.code);
    const byBinding = await codesOf({ sortBy: 'boundAt', sortOrder: 'asc' });
    expect(byBinding.slice(-4).sort()).toEqual(
      [carton2, container, loose, cartonB].map((c) => c.code).sort(),
    );
    expect((await codesOf({ sortBy: 'boundAt', sortOrder: 'desc' })).slice(-4).sort()).toEqual(
      byBinding.slice(-4).sort(),
    );
    // oldest first: the created day first (two codes were moved to 2025 above)
    const oldest = await codesOf({ sortBy: 'createdAt', sortOrder: 'asc' });
    expect(oldest.slice(0, 2)).toEqual([cartonB.code, loose.code]);
  });

  it('pages, the total counting every page', async () => {
    const full = await codesOf({ sortBy: 'code', sortOrder: 'asc' });
    const page = ok(await codeList({ sortBy: 'code', sortOrder: 'asc', pageSize: 3, pageNum: 2 }));
    expect(page).toMatchObject({ total: 10, pageNum: 2, pageSize: 3 });
    expect(page.list.map((item) => item.code)).toEqual(full.slice(3, 6));
  });
});

describe('code lists: Excel', () => {
  const exported = (
    query: Record<string, string | number>,
    lang: 'en' | 'zh' = 'en',
    token?: string,
  ) =>
    t.call('GET', '/api/serials/code-data/export', {
      token: token ?? admin,
      lang,
      query,
    });

  it('writes the filtered list with localized headers and levels', async () => {
    const rows = await sheetRows(
      await exported({ level: 'product', sortBy: 'code', sortOrder: 'asc' }),
    );
    expect(rows[0]).toEqual([
      'Code',
      'Level',
      'Product',
      'Product name',
      'Supplier',
      'PO number',
      'PO line',
      'Parent code',
      'Container code',
      'Codes inside',
      'Scanned at',
      'Bound at',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      [p1, p2, p3, loose, pb1].map((c) => c.code).sort(),
    );
    const first = rows.find((row) => row[0] === p1.code)!;
    expect(first.slice(1, 10)).toEqual([
      'Product',
      'SRA001',
      'Serial lamp',
      supplierA.code,
      'SR-PO-A',
      String(p1.poLineNo),
      carton1.code,
      container.code,
      '0',
    ]);
    expect(first[10]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const zh = await sheetRows(await exported({ code: p1.code }, 'zh'));
    expect(zh[0]!.slice(0, 3)).toEqual(['条码', '层级', '产品编码']);
    expect(zh[1]!.slice(0, 2)).toEqual([p1.code, '产品']);
    expect(zh).toHaveLength(2);
  });

  it('keeps a supplier user to its own codes', async () => {
    const rows = await sheetRows(await exported({}, 'en', supplierUserA.token));
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([carton1, p1, p2, carton2, p3, pallet1, loose].map((c) => c.code).sort());
  });
});

describe('code lists: supplier users', () => {
  const as = (token: string) => ({ token });

  it('lists its own suppliers’ codes only, never a container', async () => {
    expect((await codesOf({}, as(supplierUserA.token))).sort()).toEqual(
      [carton1, p1, p2, carton2, p3, pallet1, loose].map((c) => c.code).sort(),
    );
    expect(await codesOf({ supplierId: supplierB.id }, as(supplierUserA.token))).toEqual([]);
    expect(await codesOf({ level: 'container' }, as(supplierUserA.token))).toEqual([]);
    expect(await codesOf({}, as(qrcUserB.token))).toEqual(newestFirst([cartonB, pb1]));
    // its codes in a container, found by the container's number
    expect(await codesOf({ containerNo: container.code }, as(supplierUserA.token))).toEqual(
      newestFirst([pallet1, carton1, p1, p2]),
    );
  });

  it('opens its own codes, another supplier’s and a container are not found', async () => {
    const details = ok(await codeDetails(p1.id, as(supplierUserA.token)));
    expect(details.chain.map((c) => c.code)).toEqual([carton1.code, pallet1.code, container.code]);
    expect((await codeDetails(p1.id, as(qrcUserB.token))).status).toBe(404);
    expect((await codeDetails(container.id, as(supplierUserA.token))).status).toBe(404);
    expect((await codeDetails(pb1.id, as(qrcUserB.token))).status).toBe(200);
  });
});
