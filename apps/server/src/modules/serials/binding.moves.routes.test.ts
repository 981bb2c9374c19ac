import { describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import {
  bindChild,
  bound,
  codeAction,
  digitSegment,
  getParent,
  history,
  isoNo,
  lineA,
  lineAB,
  lineB,
  makeTemplate,
  ok,
  opened,
  parentAction,
  pB,
  plannedOpen,
  prefixSegment,
  row,
  sn,
  supplierB,
  useSerialWorld,
  warehouse,
} from './serials.test-support';

/**
 * issue 18 binding, unbinding and re-binding: a code's parent and its ancestors of every
 * level stay in step — the codes below a carton moved to another pallet follow it, up to
 * the container — the parents' counters with them, and each move is in the code's history.
 */
useSerialWorld();

const container = (serial: number) =>
  opened('container', isoNo(serial), { containerId: plannedOpen }, { token: warehouse.token });
const intoContainer = (containerId: number, level: 'pallet' | 'carton', code: string) =>
  bound(containerId, level, code, { container: true, token: warehouse.token });

describe('binding up the levels', () => {
  it('gives every code below a parent its ancestors, whichever is bound first', async () => {
    const carton = await opened('carton', sn.carton());
    const box = await opened('giftBox', sn.giftBox());
    const inBox = await bound(box.parent.id, 'product', sn.product());
    const inCarton = await bound(carton.parent.id, 'product', sn.product());
    expect(inCarton).toMatchObject({
      parentId: carton.parent.id,
      parentCode: carton.parent.code,
      productId: carton.parent.productId,
      poLineId: lineA,
    });
    expect(inCarton.boundAt).not.toBeNull();
    // a loose gift box (opened at its station) scanned into the carton brings its product
    const boxBound = ok(await bindChild(carton.parent.id, 'giftBox', box.parent.code));
    expect(boxBound).toMatchObject({ count: 2, expected: 4, full: false });
    const pallet = await opened('pallet', sn.pallet());
    await bound(pallet.parent.id, 'carton', carton.parent.code);
    const box40 = await container(40);
    await intoContainer(box40.parent.id, 'pallet', pallet.parent.code);

    const k = box40.parent.id;
    const p = pallet.parent.id;
    const c = carton.parent.id;
    expect(await row(inBox.id)).toMatchObject({
      parent_id: box.parent.id,
      up_gift_box_id: box.parent.id,
      up_carton_id: c,
      up_pallet_id: p,
      up_container_id: k,
    });
    expect(await row(inCarton.id)).toMatchObject({
      parent_id: c,
      up_gift_box_id: null,
      up_carton_id: c,
      up_pallet_id: p,
      up_container_id: k,
    });
    expect(await row(box.parent.id)).toMatchObject({ up_carton_id: c, up_container_id: k });
    expect(await row(c)).toMatchObject({ parent_id: p, up_pallet_id: p, up_container_id: k });
    expect(await row(p)).toMatchObject({ parent_id: k, up_container_id: k, child_count: 1 });
    expect(await row(k)).toMatchObject({ child_count: 1 });

    const state = ok(await getParent(c));
    expect(state.count).toBe(2);
    expect(state.children.map((child) => child.code)).toEqual([box.parent.code, inCarton.code]);
  });

  it('takes cartons straight into a container, and pallets of any supplier', async () => {
    const box41 = await container(41);
    const carton = await opened('carton', sn.carton());
    const product = await bound(carton.parent.id, 'product', sn.product());
    await intoContainer(box41.parent.id, 'carton', carton.parent.code);
    expect(await row(product.id)).toMatchObject({
      up_carton_id: carton.parent.id,
      up_pallet_id: null,
      up_container_id: box41.parent.id,
    });
    const palletOfB = await opened('pallet', sn.pallet(), { poLineId: lineB });
    await intoContainer(box41.parent.id, 'pallet', palletOfB.parent.code);
    // a new pallet scanned straight in, in the PO line's context
    const fresh = await bound(box41.parent.id, 'pallet', sn.pallet(), {
      container: true,
      token: warehouse.token,
      context: { poLineId: lineB },
    });
    expect(fresh).toMatchObject({ supplierId: supplierB.id, poLineId: lineB });
    expect(ok(await getParent(box41.parent.id)).count).toBe(3);
  });
});

describe('moving a carton', () => {
  it('re-binds it to another pallet: the codes below follow, the counters and history too', async () => {
    const box42 = await container(42);
    const box43 = await container(43);
    const from = await opened('pallet', sn.pallet());
    const to = await opened('pallet', sn.pallet());
    await intoContainer(box42.parent.id, 'pallet', from.parent.code);
    await intoContainer(box43.parent.id, 'pallet', to.parent.code);
    const carton = await opened('carton', sn.carton());
    const box = await opened('giftBox', sn.giftBox());
    const deep = await bound(box.parent.id, 'product', sn.product());
    await bound(carton.parent.id, 'giftBox', box.parent.code);
    const flat = await bound(carton.parent.id, 'product', sn.product());
    await bound(from.parent.id, 'carton', carton.parent.code);
    expect(await row(deep.id)).toMatchObject({
      up_pallet_id: from.parent.id,
      up_container_id: box42.parent.id,
    });

    const moved = ok(
      await codeAction(carton.parent.id, 'rebind', {
        parentId: to.parent.id,
        reason: 'pallet re-stacked',
      }),
    );
    expect(moved).toMatchObject({ parentId: to.parent.id, parentCode: to.parent.code });
    for (const id of [deep.id, flat.id, box.parent.id]) {
      expect(await row(id)).toMatchObject({
        up_carton_id: carton.parent.id,
        up_pallet_id: to.parent.id,
        up_container_id: box43.parent.id,
      });
    }
    expect(await row(deep.id)).toMatchObject({ up_gift_box_id: box.parent.id });
    expect((await row(from.parent.id)).child_count).toBe(0);
    expect((await row(to.parent.id)).child_count).toBe(1);
    const events = ok(await history(carton.parent.id));
    expect(events[0]).toMatchObject({
      action: 'rebind',
      code: carton.parent.code,
      fromParentCode: from.parent.code,
      toParentCode: to.parent.code,
      reason: 'pallet re-stacked',
      username: 'admin',
    });
    expect(events.map((event) => event.action)).toEqual(['rebind', 'bind']);

    // the pallet out of its container: nothing below it is in a container any more
    ok(
      await codeAction(
        to.parent.id,
        'unbind',
        { reason: 'left behind' },
        { token: warehouse.token },
      ),
    );
    for (const id of [deep.id, flat.id, box.parent.id, carton.parent.id]) {
      expect((await row(id)).up_container_id).toBeNull();
    }
    expect(await row(carton.parent.id)).toMatchObject({ up_pallet_id: to.parent.id });
    expect(await row(to.parent.id)).toMatchObject({ parent_id: null, up_container_id: null });
    expect((await row(box43.parent.id)).child_count).toBe(0);
    const palletEvents = ok(await history(to.parent.id));
    expect(palletEvents[0]).toMatchObject({
      action: 'unbind',
      fromParentCode: box43.parent.code,
      toParentCode: null,
      reason: 'left behind',
    });
  });

  it('unbinds a product from a full, closed carton: the carton is open again', async () => {
    const carton = await opened('carton', sn.carton());
    const products = [];
    for (let i = 0; i < 4; i += 1)
      products.push(await bound(carton.parent.id, 'product', sn.product()));
    ok(await parentAction(carton.parent.id, 'close'));
    const out = ok(await codeAction(products[0]!.id, 'unbind', { reason: 'damaged' }));
    expect(out).toMatchObject({ parentId: null, parentCode: null, boundAt: null });
    expect(await row(products[0]!.id)).toMatchObject({ parent_id: null, up_carton_id: null });
    expect(await row(carton.parent.id)).toMatchObject({ child_count: 3, closed: 0 });
    // and the loose product goes into a gift box by re-binding
    const box = await opened('giftBox', sn.giftBox());
    const again = ok(
      await codeAction(products[0]!.id, 'rebind', { parentId: box.parent.id, reason: 'boxed' }),
    );
    expect(again.parentId).toBe(box.parent.id);
    expect(ok(await history(products[0]!.id)).map((e) => [e.action, e.toParentCode])).toEqual([
      ['rebind', box.parent.code],
      ['unbind', null],
      ['bind', carton.parent.code],
    ]);
    expect(ok(await getParent(box.parent.id)).count).toBe(1);
  });
});

describe('codes their template repeats', () => {
  it('stores one per scan, and binds a loose one of the same product first', async () => {
    // SRB001's gift boxes carry a batch number only: the same code on many boxes
    await makeTemplate('giftBox', [prefixSegment('GB'), digitSegment(6, true)], pB.id);
    const batch = 'GB770001';
    const first = await opened('carton', sn.carton(pB), { poLineId: lineAB });
    const second = await opened('carton', sn.carton(pB), { poLineId: lineAB });
    const a = await bound(first.parent.id, 'giftBox', batch);
    const b = await bound(second.parent.id, 'giftBox', batch);
    expect(a.id).not.toBe(b.id);
    // a second scan into the same carton is one more box, not a duplicate
    const c = await bound(first.parent.id, 'giftBox', batch);
    expect(c.id).not.toBe(a.id);
    expect(ok(await getParent(first.parent.id)).count).toBe(2);

    // a box filled at the gift box station is the one a carton then takes
    const station = await opened('giftBox', batch, { poLineId: lineAB });
    expect([a.id, b.id, c.id]).not.toContain(station.parent.id);
    const inside = await bound(station.parent.id, 'product', sn.product(pB));
    expect((await opened('giftBox', batch, { poLineId: lineAB })).parent.id).toBe(
      station.parent.id,
    );
    const third = await opened('carton', sn.carton(pB), { poLineId: lineAB });
    const taken = await bound(third.parent.id, 'giftBox', batch);
    expect(taken.id).toBe(station.parent.id);
    expect(await row(inside.id)).toMatchObject({ up_carton_id: third.parent.id });
    const stored = await t.db.kysely
      .selectFrom('serial_codes')
      .select(['unique_code'])
      .where('code', '=', batch)
      .execute();
    expect(stored).toHaveLength(4);
    expect(stored.every((code) => code.unique_code === null)).toBe(true);
  });
});
