import { beforeEach, describe, expect, it } from 'vitest';
import {
  bindChild,
  bindingRows,
  bound,
  c1,
  c2,
  codeAction,
  getParent,
  isoNo,
  lineA,
  lineAB,
  lineAK,
  lineB,
  ok,
  opened,
  pA,
  pB,
  parentAction,
  plannedOpen,
  refused,
  sn,
  supplierA,
  supplierB,
  useSerialWorld,
  warehouse,
} from './serials.test-support';

/**
 * issue 18 binding refusals (spec §8): every scan a station refuses, with its message in
 * the caller's language, and nothing written — the counter, the codes and their history
 * as they were.
 */
useSerialWorld();

let rowsBefore: Awaited<ReturnType<typeof bindingRows>>;
/** The rows as the refused scan found them (taken after the test's own set-up). */
const snapshot = async () => {
  rowsBefore = await bindingRows();
};
const unchanged = async () => expect(await bindingRows()).toEqual(rowsBefore);

beforeEach(() => {
  rowsBefore = undefined as never;
});

describe('a scan into the wrong parent', () => {
  it('refuses a level the parent does not hold, in English and Chinese', async () => {
    const carton = await opened('carton', sn.carton());
    await snapshot();
    refused(
      await bindChild(carton.parent.id, 'pallet', sn.pallet()),
      422,
      'A carton cannot hold a pallet',
    );
    refused(
      await bindChild(carton.parent.id, 'pallet', sn.pallet(), { lang: 'zh' }),
      422,
      '外箱不能装入托盘',
    );
    await unchanged();
  });

  it('refuses a closed parent and one at its expected count', async () => {
    const carton = await opened('carton', sn.carton(), { poLineId: lineA }, { expected: 2 });
    await bound(carton.parent.id, 'product', sn.product());
    await bound(carton.parent.id, 'product', sn.product());
    await snapshot();
    refused(
      await bindChild(carton.parent.id, 'product', sn.product()),
      422,
      `Serial count cannot exceed its maximum: ${carton.parent.code} holds at most 2`,
    );
    await unchanged();
    const other = await opened('carton', sn.carton());
    await parentAction(other.parent.id, 'close');
    await snapshot();
    refused(
      await bindChild(other.parent.id, 'product', sn.product()),
      422,
      `${other.parent.code} is closed as full. Reopen it to add more`,
    );
    await unchanged();
  });

  it('sends containers to the container station, and boxes away from it', async () => {
    const container = await opened('container', isoNo(31), { containerId: plannedOpen });
    const carton = await opened('carton', sn.carton());
    await snapshot();
    refused(
      await bindChild(container.parent.id, 'pallet', sn.pallet(), { context: { poLineId: lineA } }),
      422,
      'Containers are bound at the container station',
    );
    refused(
      await bindChild(carton.parent.id, 'product', sn.product(), {
        container: true,
        token: warehouse.token,
      }),
      422,
      `${carton.parent.code} cannot hold other codes`,
    );
    refused(
      await bindChild(container.parent.id, 'pallet', sn.pallet(), {
        container: true,
        token: warehouse.token,
      }),
      422,
      'Choose the product (or a PO line) these codes belong to',
    );
    await unchanged();
  });
});

describe('a code scanned twice', () => {
  it('refuses a product in this parent already as a duplicate, a box as added twice', async () => {
    const carton = await opened('carton', sn.carton());
    const product = sn.product();
    await bound(carton.parent.id, 'product', product);
    const box = sn.giftBox();
    await bound(carton.parent.id, 'giftBox', box);
    await snapshot();
    refused(
      await bindChild(carton.parent.id, 'product', product),
      422,
      `Duplicate serial number: ${product} was scanned already`,
    );
    refused(
      await bindChild(carton.parent.id, 'giftBox', box),
      422,
      `Box serial cannot be added twice: ${box} is already in this carton`,
    );
    refused(
      await bindChild(carton.parent.id, 'giftBox', box, { lang: 'zh' }),
      422,
      `箱码不能重复添加：${box} 已在本外箱中`,
    );
    await unchanged();
  });

  it('refuses a code bound into another parent, naming it', async () => {
    const first = await opened('carton', sn.carton());
    const second = await opened('carton', sn.carton());
    const product = sn.product();
    await bound(first.parent.id, 'product', product);
    await snapshot();
    refused(
      await bindChild(second.parent.id, 'product', product),
      422,
      `Product S/N has been bound: ${product} is in ${first.parent.code}`,
    );
    refused(
      await bindChild(second.parent.id, 'product', product, { lang: 'zh' }),
      422,
      `产品序列号已绑定：${product} 已在 ${first.parent.code} 中`,
    );
    await unchanged();
  });

  it('refuses a code of another level scanned for this one', async () => {
    const carton = await opened('carton', sn.carton());
    const other = await opened('carton', sn.carton());
    await snapshot();
    refused(
      await bindChild(carton.parent.id, 'product', other.parent.code),
      422,
      `${other.parent.code} is a carton code, not a product code`,
    );
    await unchanged();
  });
});

describe('a code of another product or supplier', () => {
  it('refuses a stored carton of another product or supplier on a pallet', async () => {
    const pallet = await opened('pallet', sn.pallet());
    const cartonB = await opened('carton', sn.carton(pB), { poLineId: lineAB });
    const cartonOfB = await opened('carton', sn.carton(), { poLineId: lineB });
    await snapshot();
    refused(
      await bindChild(pallet.parent.id, 'carton', cartonB.parent.code),
      422,
      `${cartonB.parent.code} is product SRB001; ${pallet.parent.code} packs product SRA001`,
    );
    refused(
      await bindChild(pallet.parent.id, 'carton', cartonOfB.parent.code),
      422,
      `${cartonOfB.parent.code} belongs to supplier ${supplierB.code}; ${pallet.parent.code} to supplier ${supplierA.code}`,
    );
    await unchanged();
  });

  it('refuses a new code whose context names another product; checks it against its template', async () => {
    const carton = await opened('carton', sn.carton());
    const product = await opened('product', sn.product());
    await snapshot();
    const productB = sn.product(pB);
    refused(
      await bindChild(carton.parent.id, 'product', productB, { context: { productId: pB.id } }),
      422,
      `${productB} is product SRB001; ${carton.parent.code} packs product SRA001`,
    );
    refused(
      await bindChild(carton.parent.id, 'product', productB),
      422,
      'Segment 1 (Product ID) must be "SRA001" for this scan, the code has "SRB001"',
    );
    refused(
      await bindChild(carton.parent.id, 'product', 'SRA00112345X'),
      422,
      'Segment 2 (Serial no.) "12345X" must be Pure digits',
    );
    refused(
      await bindChild(carton.parent.id, 'product', 'SRA00112345X', { lang: 'zh' }),
      422,
      '第 2 段（序列号）“12345X”必须为纯数字',
    );
    refused(
      await bindChild(product.parent.id, 'part', 'PART-1'),
      422,
      'No active template for part codes of this product and supplier. Quality (4-MQ) sets templates up under Verification',
    );
    await unchanged();
  });
});

describe('kit packs', () => {
  it('takes each component up to its quantity, the component told by the code', async () => {
    const pack = await opened('pack', sn.pack(), { poLineId: lineAK });
    const first = await bound(pack.parent.id, 'product', sn.product(c1));
    expect(first).toMatchObject({ productId: c1.id, supplierId: supplierA.id, poLineId: null });
    await bound(pack.parent.id, 'product', sn.product(c1));
    await snapshot();
    refused(
      await bindChild(pack.parent.id, 'product', sn.product(c1)),
      422,
      'Kit SRK001 takes 2 of product SRC001; all are bound',
    );
    refused(
      await bindChild(pack.parent.id, 'product', sn.product(pA), { context: { productId: pA.id } }),
      422,
      'Product SRA001 is not a component of kit SRK001',
    );
    await unchanged();
    const last = await bindChild(pack.parent.id, 'product', sn.product(c2));
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.data).toMatchObject({ count: 3, expected: 3, full: true });
    const state = ok(await getParent(pack.parent.id));
    expect(state.components.map((c) => [c.productCode, c.needed, c.bound])).toEqual([
      ['SRC001', 2, 2],
      ['SRC002', 1, 1],
    ]);
    refused(
      await bindChild(pack.parent.id, 'product', sn.product(c2)),
      422,
      `Serial count cannot exceed its maximum: ${pack.parent.code} holds at most 3`,
    );
  });
});

describe('unbinding and re-binding', () => {
  it('refuses a loose code, the same parent, and a missing reason', async () => {
    const carton = await opened('carton', sn.carton());
    const loose = await opened('giftBox', sn.giftBox());
    const product = await bound(carton.parent.id, 'product', sn.product());
    const container = await opened('container', isoNo(32), { containerId: plannedOpen });
    const pallet = await opened('pallet', sn.pallet());
    await snapshot();
    refused(
      await codeAction(loose.parent.id, 'unbind', { reason: 'wrong box' }),
      422,
      `${loose.parent.code} is not bound to any parent`,
    );
    refused(
      await codeAction(product.id, 'rebind', { parentId: carton.parent.id, reason: 'again' }),
      422,
      `${product.code} is already in ${carton.parent.code}`,
    );
    refused(
      await codeAction(product.id, 'rebind', { parentId: container.parent.id, reason: 'x' }),
      422,
      'Containers are bound at the container station',
    );
    refused(
      await codeAction(product.id, 'rebind', { parentId: pallet.parent.id, reason: 'x' }),
      422,
      'A pallet cannot hold a product',
    );
    const noReason = await codeAction(product.id, 'unbind', { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('Enter the reason');
    await unchanged();
  });
});
