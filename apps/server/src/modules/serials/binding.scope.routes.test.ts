import { beforeAll, describe, expect, it } from 'vitest';
import type { ParentState, SerialCodeItem } from '@lading/shared';
import { t } from '../../test/harness';
import {
  bindChild,
  bindingRows,
  bound,
  codeAction,
  findCode,
  getParent,
  history,
  isoNo,
  lineA,
  lineB,
  ok,
  openParent,
  opened,
  pA,
  parentAction,
  plannedOpen,
  qrcUserB,
  refused,
  sn,
  supplierA,
  supplierB,
  supplierUserA,
  useSerialWorld,
  warehouse,
} from './serials.test-support';

/**
 * issue 18 supplier isolation: a supplier user (7-Supplier, 11-Supplier QRC) scans and binds
 * its own suppliers' codes only — another supplier's code, PO line or supplier is one that
 * does not exist (404), read or written; containers are the loading warehouse's (12), which
 * binds every supplier's pallets.
 */
useSerialWorld();

let cartonOfB: ParentState;
let productOfB: SerialCodeItem;
let looseOfB: ParentState;
let palletOfA: ParentState;

beforeAll(async () => {
  cartonOfB = ok(
    await openParent('carton', sn.carton(), { poLineId: lineB }, { token: qrcUserB.token }),
  );
  productOfB = await bound(cartonOfB.parent.id, 'product', sn.product(), { token: qrcUserB.token });
  looseOfB = ok(
    await openParent('giftBox', sn.giftBox(), { poLineId: lineB }, { token: qrcUserB.token }),
  );
  palletOfA = ok(
    await openParent('pallet', sn.pallet(), { poLineId: lineA }, { token: supplierUserA.token }),
  );
});

describe('a supplier user', () => {
  it('opens, binds and reads its own codes', async () => {
    const token = supplierUserA.token;
    const carton = ok(await openParent('carton', sn.carton(), { productId: pA.id }, { token }));
    expect(carton.parent).toMatchObject({ supplierId: supplierA.id, poLineId: null });
    const product = await bound(carton.parent.id, 'product', sn.product(), { token });
    await bound(palletOfA.parent.id, 'carton', carton.parent.code, { token });
    expect(ok(await getParent(carton.parent.id, { token })).count).toBe(1);
    expect(ok(await findCode('product', product.code, { token })).id).toBe(product.id);
    expect(ok(await history(product.id, { token })).map((event) => event.action)).toEqual(['bind']);
    ok(await codeAction(product.id, 'unbind', { reason: 'scratched' }, { token }));
    expect(productOfB.supplierId).toBe(supplierB.id);
  });

  it('meets another supplier’s codes as codes that do not exist', async () => {
    const token = supplierUserA.token;
    const own = ok(await openParent('carton', sn.carton(), { poLineId: lineA }, { token }));
    const before = await bindingRows();
    const calls = [
      () => getParent(cartonOfB.parent.id, { token }),
      () => bindChild(cartonOfB.parent.id, 'product', sn.product(), { token }),
      () => parentAction(cartonOfB.parent.id, 'close', { token }),
      () => parentAction(cartonOfB.parent.id, 'reopen', { token }),
      () => history(productOfB.id, { token }),
      () => codeAction(productOfB.id, 'unbind', { reason: 'x' }, { token }),
      () =>
        codeAction(productOfB.id, 'rebind', { parentId: own.parent.id, reason: 'x' }, { token }),
      () =>
        codeAction(
          looseOfB.parent.id,
          'rebind',
          { parentId: own.parent.id, reason: 'x' },
          { token },
        ),
      // B's codes scanned into A's own parent
      () => bindChild(own.parent.id, 'product', productOfB.code, { token }),
      () => bindChild(own.parent.id, 'giftBox', looseOfB.parent.code, { token }),
      // B's PO line or supplier as the context
      () => openParent('carton', sn.carton(), { poLineId: lineB }, { token }),
      () =>
        openParent(
          'carton',
          sn.carton(),
          { productId: pA.id, supplierId: supplierB.id },
          { token },
        ),
      () => openParent('carton', cartonOfB.parent.code, { poLineId: lineA }, { token }),
    ];
    for (const call of calls) {
      const answer = await call();
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    }
    refused(
      await findCode('product', productOfB.code, { token }),
      404,
      `No product code ${productOfB.code}`,
    );
    expect(await bindingRows()).toEqual(before);
  });

  it('sees only its own PO lines in the picker and no container numbers', async () => {
    const lines = ok(
      await t.call<{ supplierId: number }[]>('GET', '/api/serials/contexts', {
        token: qrcUserB.token,
        query: { kind: 'poLine' },
      }),
    );
    expect(new Set(lines.map((line) => line.supplierId))).toEqual(new Set([supplierB.id]));
  });

  it('cannot use the container station, nor take its pallet out of a container', async () => {
    const token = supplierUserA.token;
    const denied = await openParent(
      'container',
      isoNo(61),
      { containerId: plannedOpen },
      { token },
    );
    expect(denied.status).toBe(403);
    const container = ok(
      await openParent(
        'container',
        isoNo(61),
        { containerId: plannedOpen },
        { token: warehouse.token },
      ),
    );
    const intoIt = await bindChild(container.parent.id, 'pallet', palletOfA.parent.code, {
      container: true,
      token,
    });
    expect(intoIt.status).toBe(403);
    await bound(container.parent.id, 'pallet', palletOfA.parent.code, {
      container: true,
      token: warehouse.token,
    });
    expect((await getParent(container.parent.id, { token })).status).toBe(404);
    refused(
      await codeAction(palletOfA.parent.id, 'unbind', { reason: 'x' }, { token }),
      422,
      'Containers are bound at the container station',
    );
    // the pallet's own view names its container
    expect(ok(await findCode('pallet', palletOfA.parent.code, { token })).parentId).toBe(
      container.parent.id,
    );
  });
});

describe('the loading warehouse', () => {
  it('binds pallets of every supplier into one container and reads them all', async () => {
    const token = warehouse.token;
    const container = ok(
      await openParent('container', isoNo(62), { containerId: plannedOpen }, { token }),
    );
    const palletOfB = await opened('pallet', sn.pallet(), { poLineId: lineB });
    const own = await opened('pallet', sn.pallet(), { poLineId: lineA });
    for (const pallet of [palletOfB, own]) {
      await bound(container.parent.id, 'pallet', pallet.parent.code, { container: true, token });
    }
    const state = ok(await getParent(container.parent.id, { token }));
    expect(new Set(state.children.map((child) => child.supplierId))).toEqual(
      new Set([supplierA.id, supplierB.id]),
    );
    expect(ok(await getParent(cartonOfB.parent.id, { token })).count).toBe(1);
  });
});
