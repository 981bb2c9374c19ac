import { describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../../test/harness';
import { t } from '../../test/harness';
import {
  bindChild,
  bound,
  lineA,
  ok,
  openParent,
  opened,
  row,
  sn,
  supplierUserA,
  useSerialWorld,
} from './serials.test-support';

/**
 * issue 18: two stations scanning at once. Of two binds of one code, one wins and the other
 * is told where the code went; a parent never takes more than its limit; two stations
 * opening the same new parent end on one. (SQLite runs the requests one after the other;
 * PostgreSQL really at once, where the guarded writes and the unique index decide.)
 */
useSerialWorld();

/** The answers' statuses sorted, and the refused one's message. */
function outcome(answers: ApiAnswer<unknown>[]) {
  return {
    statuses: answers.map((answer) => answer.status).sort(),
    refusals: answers.filter((answer) => answer.status !== 200).map((a) => a.body.message),
  };
}

async function codesNamed(code: string) {
  return t.db.kysely
    .selectFrom('serial_codes')
    .select(['id', 'parent_id'])
    .where('code', '=', code)
    .execute();
}

async function eventsOf(id: number) {
  return t.db.kysely
    .selectFrom('serial_bind_events')
    .select('action')
    .where('code_id', '=', id)
    .execute();
}

describe('one new code scanned at two stations at once', () => {
  it('is bound into one of two parents; the other station hears where it went', async () => {
    for (let round = 0; round < 5; round += 1) {
      const first = await opened('carton', sn.carton());
      const second = await opened('carton', sn.carton());
      const code = sn.product();
      const answers = await Promise.all([
        bindChild(first.parent.id, 'product', code),
        bindChild(second.parent.id, 'product', code, { token: supplierUserA.token }),
      ]);
      const { statuses, refusals } = outcome(answers);
      expect(statuses).toEqual([200, 422]);
      const stored = await codesNamed(code);
      expect(stored).toHaveLength(1);
      const winner = stored[0]!.parent_id === first.parent.id ? first : second;
      expect(refusals).toEqual([`Product S/N has been bound: ${code} is in ${winner.parent.code}`]);
      const counts = [
        (await row(first.parent.id)).child_count,
        (await row(second.parent.id)).child_count,
      ];
      expect(counts.sort()).toEqual([0, 1]);
      expect(await eventsOf(stored[0]!.id)).toEqual([{ action: 'bind' }]);
    }
  });

  it('is bound into one parent once; the second scan is a duplicate', async () => {
    for (let round = 0; round < 5; round += 1) {
      const carton = await opened('carton', sn.carton());
      const code = sn.product();
      const answers = await Promise.all([
        bindChild(carton.parent.id, 'product', code),
        bindChild(carton.parent.id, 'product', code),
      ]);
      expect(outcome(answers)).toEqual({
        statuses: [200, 422],
        refusals: [`Duplicate serial number: ${code} was scanned already`],
      });
      expect(await codesNamed(code)).toHaveLength(1);
      expect((await row(carton.parent.id)).child_count).toBe(1);
    }
  });
});

describe('one stored code scanned at two stations at once', () => {
  it('goes onto one of two pallets', async () => {
    for (let round = 0; round < 5; round += 1) {
      const carton = await opened('carton', sn.carton());
      const pallets = [await opened('pallet', sn.pallet()), await opened('pallet', sn.pallet())];
      const answers = await Promise.all(
        pallets.map((pallet) => bindChild(pallet.parent.id, 'carton', carton.parent.code)),
      );
      const { statuses, refusals } = outcome(answers);
      expect(statuses).toEqual([200, 422]);
      const { parent_id } = await row(carton.parent.id);
      const winner = pallets.find((pallet) => pallet.parent.id === parent_id)!;
      expect(refusals).toEqual([
        `Product S/N has been bound: ${carton.parent.code} is in ${winner.parent.code}`,
      ]);
      const counts = await Promise.all(
        pallets.map(async (p) => (await row(p.parent.id)).child_count),
      );
      expect(counts.sort()).toEqual([0, 1]);
    }
  });
});

describe('a parent with one place left', () => {
  it('takes one of two codes scanned at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const carton = await opened('carton', sn.carton(), { poLineId: lineA }, { expected: 2 });
      await bound(carton.parent.id, 'product', sn.product());
      const answers = await Promise.all([
        bindChild(carton.parent.id, 'product', sn.product()),
        bindChild(carton.parent.id, 'product', sn.product()),
      ]);
      expect(outcome(answers)).toEqual({
        statuses: [200, 422],
        refusals: [`Serial count cannot exceed its maximum: ${carton.parent.code} holds at most 2`],
      });
      expect((await row(carton.parent.id)).child_count).toBe(2);
      const children = await t.db.kysely
        .selectFrom('serial_codes')
        .select('id')
        .where('parent_id', '=', carton.parent.id)
        .execute();
      expect(children).toHaveLength(2);
    }
  });
});

describe('one new parent opened at two stations at once', () => {
  it('is stored once and both stations open on it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const code = sn.carton();
      const answers = await Promise.all([
        openParent('carton', code, { poLineId: lineA }),
        openParent('carton', code, { poLineId: lineA }, { token: supplierUserA.token }),
      ]);
      const [a, b] = answers.map((answer) => ok(answer).parent.id);
      expect(a).toBe(b);
      expect(await codesNamed(code)).toHaveLength(1);
    }
  });

  it('is the same carton whether its station or the pallet’s stores it first', async () => {
    for (let round = 0; round < 5; round += 1) {
      const pallet = await opened('pallet', sn.pallet());
      const code = sn.carton();
      const [open, bind] = await Promise.all([
        openParent('carton', code, { poLineId: lineA }),
        bindChild(pallet.parent.id, 'carton', code),
      ]);
      const carton = ok(open).parent.id;
      expect(ok(bind).child.id).toBe(carton);
      expect(await codesNamed(code)).toHaveLength(1);
      expect(await row(carton)).toMatchObject({ parent_id: pallet.parent.id });
      expect((await row(pallet.parent.id)).child_count).toBe(1);
    }
  });
});
