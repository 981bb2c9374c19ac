import { translateError } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeChildren, codeDetails, complement } from './code-data.test-support';
import {
  bindingRows,
  bound,
  history,
  lineA,
  ok,
  opened,
  pA,
  plannedOpen,
  sn,
  supplierUserA,
  useSerialWorld,
  warehouse,
} from './serials.test-support';

/*
 * The complement (issue 19, /datas complement): codes missed at scanning added to a parent
 * that exists, with every rule of a station and a reason — all of them or none, every
 * refusal listed in the caller's language.
 */
useSerialWorld();

/** a carton of A's lamp with another carton's product bound elsewhere */
let taken: { code: string; carton: string };

beforeAll(async () => {
  const other = (await opened('carton', sn.carton(pA))).parent;
  const product = await bound(other.id, 'product', sn.product(pA));
  taken = { code: product.code, carton: other.code };
});

describe('complement', () => {
  it('binds the codes missed, each with the reason in its history', async () => {
    const carton = (await opened('carton', sn.carton(pA))).parent;
    await bound(carton.id, 'product', sn.product(pA));
    const codes = [sn.product(pA), sn.product(pA)];
    const answer = ok(
      await complement(carton.id, { level: 'product', codes, reason: 'missed at packing' }),
    );
    expect(answer.refused).toEqual([]);
    expect(answer.count).toBe(2);
    expect(answer.bound.map((code) => [code.code, code.parentId, code.poLineId])).toEqual(
      codes.map((code) => [code, carton.id, lineA]),
    );
    const events = ok(await history(answer.bound[0]!.id));
    expect(events[0]).toMatchObject({
      action: 'bind',
      toParentCode: carton.code,
      reason: 'missed at packing',
    });
    expect(ok(await codeChildren(carton.id)).total).toBe(3);
    expect(ok(await codeDetails(carton.id)).code.childCount).toBe(3);
  });

  it('binds nothing when one code is refused, and lists it', async () => {
    const carton = (await opened('carton', sn.carton(pA))).parent;
    const before = await bindingRows();
    const codes = [sn.product(pA), taken.code, sn.product(pA)];
    const answer = ok(await complement(carton.id, { level: 'product', codes, reason: 'missed' }));
    expect(answer).toEqual({
      bound: [],
      count: 0,
      refused: [
        {
          index: 1,
          code: taken.code,
          message: translateError('en', 'serials.alreadyBound', {
            code: taken.code,
            parent: taken.carton,
          }),
        },
      ],
    });
    expect(await bindingRows()).toEqual(before);
  });

  it('lists every refusal, in the caller’s language, judged as if scanned in turn', async () => {
    const carton = (await opened('carton', sn.carton(pA), { poLineId: lineA }, { expected: 3 }))
      .parent;
    await bound(carton.id, 'product', sn.product(pA));
    const before = await bindingRows();
    const fresh = sn.product(pA);
    const codes = [fresh, fresh, taken.code, sn.product(pA), sn.product(pA)];
    const answer = ok(
      await complement(carton.id, { level: 'product', codes, reason: '漏扫' }, { lang: 'zh' }),
    );
    expect(answer.bound).toEqual([]);
    expect(answer.refused).toEqual([
      {
        index: 1,
        code: fresh,
        message: translateError('zh', 'serials.duplicate', { code: fresh }),
      },
      {
        index: 2,
        code: taken.code,
        message: translateError('zh', 'serials.alreadyBound', {
          code: taken.code,
          parent: taken.carton,
        }),
      },
      {
        // two were bound before it (with the one at the station): the carton is full
        index: 4,
        code: codes[4],
        message: translateError('zh', 'serials.countExceeded', { parent: carton.code, max: 3 }),
      },
    ]);
    expect(answer.refused[0]!.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await bindingRows()).toEqual(before);
  });

  it('refuses a code of another level than the parent takes', async () => {
    const carton = (await opened('carton', sn.carton(pA))).parent;
    const answer = ok(
      await complement(carton.id, { level: 'pallet', codes: [sn.pallet()], reason: 'missed' }),
    );
    expect(answer.refused).toHaveLength(1);
    expect(answer.refused[0]!.message).toBe(
      translateError('en', 'serials.wrongChildLevel', {
        parentLevel: 'carton',
        childLevel: 'pallet',
      }),
    );
  });

  it('lets a supplier user complement its own parents', async () => {
    const as = { token: supplierUserA.token };
    const carton = (await opened('carton', sn.carton(pA), { poLineId: lineA }, as)).parent;
    const answer = ok(
      await complement(
        carton.id,
        { level: 'product', codes: [sn.product(pA)], reason: 'missed' },
        as,
      ),
    );
    expect(answer.count).toBe(1);
  });

  it('complements a container at the loading warehouse only', async () => {
    const container = (
      await opened(
        'container',
        sn.container(),
        { containerId: plannedOpen },
        { token: warehouse.token },
      )
    ).parent;
    const pallet = (await opened('pallet', sn.pallet())).parent;
    const body = { level: 'pallet', codes: [pallet.code], reason: 'missed at loading' };
    const refused = await complement(container.id, body, { token: supplierUserA.token });
    expect(refused.status).toBe(404);
    const answer = ok(await complement(container.id, body, { token: warehouse.token }));
    expect(answer.bound.map((code) => code.parentId)).toEqual([container.id]);
    expect(ok(await history(pallet.id))[0]!.reason).toBe('missed at loading');
  });

  it('refuses a parent that is not there, a code without a template, and no reason', async () => {
    const body = { level: 'product', codes: [sn.product(pA)], reason: 'missed' };
    expect((await complement(987654321, body)).status).toBe(404);
    const carton = (await opened('carton', sn.carton(pA))).parent;
    const product = await bound(carton.id, 'product', sn.product(pA));
    const part = ok(await complement(product.id, { ...body, level: 'part', codes: ['P1'] }));
    expect(part.refused[0]!.message).toBe(
      translateError('en', 'serials.noTemplate', { level: 'part' }),
    );
    const blank = await complement(carton.id, { ...body, reason: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain(translateError('en', 'serials.reasonRequired'));
    const none = await complement(carton.id, { ...body, codes: [] });
    expect(none.status).toBe(400);
  });
});
