import type { ParentState, SerialCodeItem } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeChildren, codeDetails, trace, traceContainers } from './code-data.test-support';
import {
  bound,
  codeAction,
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
 * Traceability (issue 19, /datas traceability): up from a product code to its container and
 * shipment, down from a container per level, the lazy tree of children, after binds and
 * after a re-bind; tracing by text; the reverse question (which containers hold a product).
 */
useSerialWorld();

type Parent = ParentState['parent'];
let carton: Parent;
let pallet1: Parent;
let pallet2: Parent;
let container: Parent;
let products: SerialCodeItem[];

beforeAll(async () => {
  carton = (await opened('carton', sn.carton(pA))).parent;
  products = [];
  for (let i = 0; i < 4; i++) products.push(await bound(carton.id, 'product', sn.product(pA)));
  pallet1 = (await opened('pallet', sn.pallet())).parent;
  pallet2 = (await opened('pallet', sn.pallet())).parent;
  await bound(pallet1.id, 'carton', carton.code);
  container = (await opened('container', sn.container(), { containerId: plannedOpen })).parent;
  await bound(container.id, 'pallet', pallet1.code, { container: true });
});

const codesOf = (items: { code: string }[]) => items.map((item) => item.code);

describe('trace up and down', () => {
  it('goes up from a product code to its container and shipment, nearest first', async () => {
    const details = ok(await codeDetails(products[0]!.id));
    expect(details.code).toMatchObject({ code: products[0]!.code, containerCode: container.code });
    expect(codesOf(details.chain)).toEqual([carton.code, pallet1.code, container.code]);
    expect(details.chain.map((code) => code.level)).toEqual(['carton', 'pallet', 'container']);
    expect(details.below).toEqual([]);
    expect(details.shipment).toMatchObject({
      containerId: plannedOpen,
      shipmentNo: 'SR-SH-open1-',
      status: 'Unshipped',
    });
  });

  it('counts what lies below a parent per level, at any depth', async () => {
    const palletDetails = ok(await codeDetails(pallet1.id));
    expect(palletDetails.below).toEqual([
      { level: 'product', count: 4 },
      { level: 'carton', count: 1 },
    ]);
    expect(codesOf(palletDetails.chain)).toEqual([container.code]);
    const containerDetails = ok(await codeDetails(container.id));
    expect(containerDetails.below).toEqual([
      { level: 'product', count: 4 },
      { level: 'carton', count: 1 },
      { level: 'pallet', count: 1 },
    ]);
    expect(containerDetails.chain).toEqual([]);
    expect(containerDetails.shipment?.containerId).toBe(plannedOpen);
    expect(ok(await codeDetails(pallet2.id)).below).toEqual([]);
  });

  it('is not found for a code that does not exist', async () => {
    expect((await codeDetails(987654321)).status).toBe(404);
  });
});

describe('the lazy tree', () => {
  it('pages a parent’s direct children in id order', async () => {
    const first = ok(await codeChildren(carton.id, { pageSize: 3 }));
    expect(first.total).toBe(4);
    expect(codesOf(first.list)).toEqual(codesOf(products.slice(0, 3)));
    const second = ok(await codeChildren(carton.id, { pageSize: 3, pageNum: 2 }));
    expect(codesOf(second.list)).toEqual([products[3]!.code]);
    expect(codesOf(ok(await codeChildren(container.id)).list)).toEqual([pallet1.code]);
    expect(ok(await codeChildren(products[0]!.id)).total).toBe(0);
  });

  it('opens a supplier user’s own parents, not a container', async () => {
    const as = { token: supplierUserA.token };
    expect(codesOf(ok(await codeChildren(pallet1.id, {}, as)).list)).toEqual([carton.code]);
    expect((await codeChildren(container.id, {}, as)).status).toBe(404);
    expect((await codeChildren(carton.id, {}, { token: qrcUserB.token })).status).toBe(404);
  });
});

describe('tracing by text', () => {
  it('finds every code of the text, a container number as typed loosely', async () => {
    expect(codesOf(ok(await trace(products[1]!.code)))).toEqual([products[1]!.code]);
    expect(codesOf(ok(await trace(carton.code, { level: 'carton' })))).toEqual([carton.code]);
    expect(ok(await trace(carton.code, { level: 'pallet' }))).toEqual([]);
    const typed = `${container.code.slice(0, 4).toLowerCase()}-${container.code.slice(4)}`;
    expect(codesOf(ok(await trace(typed)))).toEqual([container.code]);
    expect(codesOf(ok(await trace(typed, { level: 'container' })))).toEqual([container.code]);
    expect(ok(await trace('NOSUCHCODE'))).toEqual([]);
  });

  it('keeps a supplier user to its own codes', async () => {
    const a = { token: supplierUserA.token };
    expect(ok(await trace(container.code, {}, a))).toEqual([]);
    expect(codesOf(ok(await trace(carton.code, {}, a)))).toEqual([carton.code]);
    expect(ok(await trace(carton.code, {}, { token: qrcUserB.token }))).toEqual([]);
  });

  it('refuses a blank code', async () => {
    expect((await trace('  ')).status).toBe(400);
  });
});

describe('the reverse trace', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('names the containers holding a product scanned in the days asked', async () => {
    const page = ok(await traceContainers({ productId: pA.id, from: today(), to: today() }));
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      containerCodeId: container.id,
      containerCode: container.code,
      containerId: plannedOpen,
      shipmentNo: 'SR-SH-open1-',
      status: 'Unshipped',
      products: 4,
    });
    expect(page.list[0]!.firstScannedAt <= page.list[0]!.lastScannedAt).toBe(true);
    expect(ok(await traceContainers({ productId: pA.id, supplierId: supplierA.id })).total).toBe(1);
    expect(ok(await traceContainers({ productId: pB.id })).total).toBe(0);
    expect(ok(await traceContainers({ supplierId: supplierB.id })).total).toBe(0);
    expect(ok(await traceContainers({ productId: pA.id, to: '2020-01-01' })).total).toBe(0);
  });

  it('answers a supplier user for its own products only', async () => {
    expect(ok(await traceContainers({}, { token: supplierUserA.token })).total).toBe(1);
    expect(ok(await traceContainers({}, { token: qrcUserB.token })).total).toBe(0);
  });
});

describe('after a re-bind', () => {
  it('follows the carton to its new pallet: chain, counts and shipment', async () => {
    ok(await codeAction(carton.id, 'rebind', { parentId: pallet2.id, reason: 'wrong pallet' }));
    const details = ok(await codeDetails(products[2]!.id));
    expect(codesOf(details.chain)).toEqual([carton.code, pallet2.code]);
    expect(details.shipment).toBeNull();
    expect(details.code.containerCode).toBeNull();
    expect(ok(await codeDetails(pallet1.id)).below).toEqual([]);
    expect(ok(await codeDetails(pallet2.id)).below).toEqual([
      { level: 'product', count: 4 },
      { level: 'carton', count: 1 },
    ]);
    expect(ok(await codeDetails(container.id)).below).toEqual([{ level: 'pallet', count: 1 }]);
    expect(ok(await traceContainers({ productId: pA.id })).total).toBe(0);
    expect(codesOf(ok(await codeChildren(pallet2.id)).list)).toEqual([carton.code]);
    expect(ok(await codeChildren(pallet1.id)).total).toBe(0);
  });

  it('follows a pallet into the container: everything below it is there too', async () => {
    await bound(container.id, 'pallet', pallet2.code, { container: true });
    const details = ok(await codeDetails(products[3]!.id));
    expect(codesOf(details.chain)).toEqual([carton.code, pallet2.code, container.code]);
    expect(details.shipment?.containerId).toBe(plannedOpen);
    expect(ok(await codeDetails(container.id)).below).toEqual([
      { level: 'product', count: 4 },
      { level: 'carton', count: 1 },
      { level: 'pallet', count: 2 },
    ]);
    expect(ok(await traceContainers({ productId: pA.id })).list[0]!.products).toBe(4);
  });
});
