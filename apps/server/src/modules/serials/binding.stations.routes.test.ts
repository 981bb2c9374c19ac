import { describe, expect, it } from 'vitest';
import {
  bindingRows,
  contexts,
  findCode,
  getParent,
  history,
  isoNo,
  kitProduct,
  lineA,
  lineAB,
  lineAK,
  lineB,
  numberedNo,
  ok,
  openParent,
  opened,
  pA,
  pB,
  parentAction,
  plannedCancelled,
  plannedNumbered,
  plannedNumberedLater,
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
 * issue 18 scan stations: the context picker; opening a parent (new in the station's
 * context, or the one it already is), its template and its expected count against the
 * packaging maximum; the container station's ISO 6346 numbers and planned containers;
 * closing and reopening; finding a code.
 */
useSerialWorld();

describe('the context picker', () => {
  it('offers PO lines, product × supplier pairs and planned containers, scoped', async () => {
    const lines = ok(await contexts('poLine', 'SR-PO'));
    expect(lines.map((line) => line.poLineId).sort()).toEqual(
      [lineA, lineAB, lineAK, lineB].sort(),
    );
    expect(lines.find((line) => line.poLineId === lineB)).toMatchObject({
      kind: 'poLine',
      poNumber: 'SR-PO-B',
      poLineNo: 10,
      productId: pA.id,
      productCode: 'SRA001',
      productName: 'Serial lamp',
      supplierId: supplierB.id,
      supplierCode: supplierB.code,
      qty: 100,
    });
    // keyword on the product code too; a supplier user sees its own lines only
    expect(ok(await contexts('poLine', 'srb0')).map((line) => line.poLineId)).toEqual([lineAB]);
    const own = ok(await contexts('poLine', undefined, { token: supplierUserA.token }));
    expect(own.map((line) => line.poLineId).sort()).toEqual([lineA, lineAB, lineAK].sort());

    const pairs = ok(await contexts('product', 'SRA001'));
    expect(pairs.map((pair) => [pair.productCode, pair.supplierId])).toEqual(
      [
        ['SRA001', supplierA.id],
        ['SRA001', supplierB.id],
      ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    );
    expect(pairs.every((pair) => pair.poLineId === null && pair.kind === 'product')).toBe(true);
    const ownPairs = ok(await contexts('product', 'SRA001', { token: qrcUserB.token }));
    expect(ownPairs.map((pair) => pair.supplierId)).toEqual([supplierB.id]);

    const containers = ok(await contexts('container', undefined, { token: warehouse.token }));
    const ids = containers.map((container) => container.containerId);
    expect(ids).toContain(plannedOpen);
    expect(ids).toContain(plannedNumbered);
    expect(ids).not.toContain(plannedCancelled);
    expect(containers.find((c) => c.containerId === plannedNumbered)).toMatchObject({
      kind: 'container',
      containerNo: numberedNo,
      qty: 10,
    });
    const byNumber = ok(await contexts('container', numberedNo.slice(0, 8)));
    expect(byNumber.map((container) => container.containerId)).toEqual([plannedNumbered]);
  });
});

describe('opening a parent', () => {
  it('stores a new carton in the PO line’s context, expecting the packaging maximum', async () => {
    const code = sn.carton();
    const state = await opened('carton', code, { poLineId: lineA });
    expect(state).toMatchObject({
      count: 0,
      expected: 4,
      max: 4,
      children: [],
      components: [],
      parent: {
        code,
        level: 'carton',
        productId: pA.id,
        productCode: 'SRA001',
        supplierId: supplierA.id,
        supplierCode: supplierA.code,
        poLineId: lineA,
        poNumber: 'SR-PO-A',
        poLineNo: 10,
        parentId: null,
        closed: false,
        boundAt: null,
      },
    });
    expect(state.parent.templateId).not.toBeNull();
    // scanning it again reopens the station on it, a smaller expected count taken
    const again = await opened('carton', code, { poLineId: lineA }, { expected: 2 });
    expect(again.parent.id).toBe(state.parent.id);
    expect(again.expected).toBe(2);
    expect(ok(await getParent(state.parent.id)).expected).toBe(2);
  });

  it('takes product and supplier from the context; a pallet expects its cartons per pallet', async () => {
    const state = await opened('pallet', sn.pallet(), {
      productId: pB.id,
      supplierId: supplierA.id,
    });
    expect(state).toMatchObject({ expected: 3, max: 3 });
    expect(state.parent).toMatchObject({ productId: pB.id, poLineId: null });
    // a gift box has no maximum
    const box = await opened('giftBox', sn.giftBox(), { poLineId: lineA });
    expect(box).toMatchObject({ expected: null, max: null });
    // a supplier user's one supplier goes without saying
    const own = ok(
      await openParent(
        'giftBox',
        sn.giftBox(),
        { productId: pA.id },
        { token: supplierUserA.token },
      ),
    );
    expect(own.parent.supplierId).toBe(supplierA.id);
  });

  it('refuses what the station cannot store, in the caller’s language', async () => {
    const before = await bindingRows();
    refused(
      await openParent('carton', sn.carton(), {}),
      422,
      'Choose the product (or a PO line) these codes belong to',
    );
    refused(
      await openParent('carton', sn.carton(), { productId: pA.id }),
      422,
      'Choose the product (or a PO line) these codes belong to',
    );
    refused(
      await openParent('carton', sn.carton(), { poLineId: lineA, productId: pB.id }),
      422,
      'PO line SR-PO-A/10 is of another product or supplier than the one chosen',
    );
    refused(
      await openParent('carton', sn.carton(), { poLineId: lineA }, { expected: 5 }),
      422,
      'The expected count 5 is above the packaging maximum 4',
    );
    refused(
      await openParent('carton', sn.carton(pB), { poLineId: lineA }),
      422,
      'Segment 2 (Product ID) must be "SRA001" for this scan, the code has "SRB001"',
    );
    refused(
      await openParent('carton', 'CTSRA00112', { poLineId: lineA }),
      422,
      'The code has 10 characters; the template carton codes expects 12',
    );
    refused(
      await openParent('carton', 'CTSRA00112', { poLineId: lineA }, { lang: 'zh' }),
      422,
      '条码为 10 位，模板 carton codes 要求 12 位',
    );
    refused(
      await openParent('pack', sn.pack(), { poLineId: lineA }),
      422,
      'A pack code needs a kit: choose a product that is a kit main product or a PO line of a kit',
    );
    refused(
      await openParent('container', isoNo(5), { containerId: plannedOpen }, { station: 'parents' }),
      422,
      'Containers are bound at the container station',
    );
    expect(await bindingRows()).toEqual(before);
  });

  it('refuses a stored parent scanned for another product or supplier', async () => {
    const code = sn.carton();
    await opened('carton', code, { poLineId: lineA });
    refused(
      await openParent('carton', code, { poLineId: lineB }),
      422,
      `${code} belongs to supplier ${supplierA.code}; carton to supplier ${supplierB.code}`,
    );
    const pallet = sn.pallet();
    await opened('pallet', pallet, { poLineId: lineA });
    refused(
      await openParent('pallet', pallet, { poLineId: lineAB }),
      422,
      `${pallet} is product SRA001; pallet packs product SRB001`,
    );
  });

  it('opens a kit pack on the kit product, expecting its components', async () => {
    const state = await opened('pack', sn.pack(), { poLineId: lineAK });
    expect(state).toMatchObject({ expected: 3, max: 3, count: 0 });
    expect(state.parent.productId).toBe(kitProduct.id);
    expect(state.components.map((c) => [c.productCode, c.needed, c.bound])).toEqual([
      ['SRC001', 2, 0],
      ['SRC002', 1, 0],
    ]);
  });
});

describe('the container station', () => {
  it('stores an ISO 6346 number for a planned container, normalized', async () => {
    const no = isoNo(4242);
    const printed = `${no.slice(0, 4).toLowerCase()} ${no.slice(4, 10)}-${no.slice(10)}`;
    const state = ok(
      await openParent(
        'container',
        printed,
        { containerId: plannedOpen },
        { token: warehouse.token },
      ),
    );
    expect(state.parent).toMatchObject({
      code: no,
      level: 'container',
      containerId: plannedOpen,
      productId: null,
      supplierId: null,
      templateId: null,
    });
    expect(state).toMatchObject({ expected: null, max: null });
    const again = ok(
      await openParent('container', no, { containerId: plannedOpen }, { token: warehouse.token }),
    );
    expect(again.parent.id).toBe(state.parent.id);
    // the planned container's number must be the one scanned
    const numbered = ok(
      await openParent(
        'container',
        numberedNo,
        { containerId: plannedNumbered },
        { token: warehouse.token },
      ),
    );
    expect(numbered.parent.containerId).toBe(plannedNumbered);
    expect(ok(await findCode('container', printed)).id).toBe(state.parent.id);
    // containers come back under the same number: another shipment's is a code of its own
    const later = ok(
      await openParent(
        'container',
        no,
        { containerId: plannedNumberedLater },
        { token: warehouse.token },
      ),
    );
    expect(later.parent.id).not.toBe(state.parent.id);
    expect(later.parent).toMatchObject({ code: no, containerId: plannedNumberedLater });
    expect(ok(await findCode('container', no)).id).toBe(later.parent.id);
  });

  it('refuses numbers that are not ISO 6346, missing or cancelled containers, other numbers', async () => {
    const token = warehouse.token;
    const before = await bindingRows();
    const wrong = `${isoNo(9).slice(0, 10)}${(Number(isoNo(9).slice(10)) + 1) % 10}`;
    refused(
      await openParent('container', wrong, { containerId: plannedOpen }, { token }),
      422,
      `Container code must conform to ISO 6346 (4 letters ending in U, J or Z, 6 digits, a check digit): check digit ${wrong.slice(10)}, expected ${isoNo(9).slice(10)}`,
    );
    refused(
      await openParent('container', isoNo(9), {}, { token }),
      422,
      'Choose the planned container this container number belongs to',
    );
    refused(
      await openParent('container', isoNo(9), { containerId: plannedCancelled }, { token }),
      422,
      'Choose the planned container this container number belongs to',
    );
    refused(
      await openParent('container', isoNo(9), { containerId: plannedNumbered }, { token }),
      422,
      `The planned container carries number ${numberedNo}; the scanned number is ${isoNo(9)}`,
    );
    const carton = sn.carton();
    refused(
      await openParent('carton', carton, { poLineId: lineA }, { token, station: 'containers' }),
      422,
      `${carton} is a carton code, not a container code`,
    );
    expect(await bindingRows()).toEqual(before);
  });
});

describe('closing and finding', () => {
  it('closes a parent and reopens it, each once in its history', async () => {
    const state = await opened('carton', sn.carton(), { poLineId: lineA });
    const closed = ok(await parentAction(state.parent.id, 'close'));
    expect(closed.parent.closed).toBe(true);
    // closing again changes nothing
    ok(await parentAction(state.parent.id, 'close'));
    const reopened = ok(await parentAction(state.parent.id, 'reopen'));
    expect(reopened.parent.closed).toBe(false);
    const events = ok(await history(state.parent.id));
    expect(events.map((event) => [event.action, event.code, event.username])).toEqual([
      ['reopen', state.parent.code, 'admin'],
      ['close', state.parent.code, 'admin'],
    ]);
  });

  it('finds a code by level and code, or says there is none', async () => {
    const state = await opened('giftBox', sn.giftBox(), { poLineId: lineA });
    expect(ok(await findCode('giftBox', state.parent.code)).id).toBe(state.parent.id);
    refused(
      await findCode('carton', state.parent.code),
      404,
      `No carton code ${state.parent.code}`,
    );
    refused(
      await findCode('carton', state.parent.code, { lang: 'zh' }),
      404,
      `没有外箱码 ${state.parent.code}`,
    );
  });
});
