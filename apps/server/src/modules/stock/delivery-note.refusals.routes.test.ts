import { saveDeliveryNoteRequest, type DeliveryNoteDetails } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, errorFields, t, type ApiAnswer } from '../../test/harness';
import { createDeliveryNote } from './delivery-note.service';
import {
  base,
  cancelledLineA,
  closedLineA,
  createNote,
  lineA2,
  lineB,
  linesA,
  madeNote,
  noteAction,
  noteBody,
  stockIn,
  stockRows,
  supplierA,
  supplierB,
  updateNote,
  useNoteWorld,
  whOff,
  whScrap,
} from './delivery-note.test-support';

/**
 * issue 16: every refusal of a delivery note write or a stock-in answers in the caller's
 * language, names the field at fault, and changes nothing — no note, line, document
 * number, stock document, move, balance or audit row.
 */
useNoteWorld();

/** Runs a refused call and proves it left every stock row as it was. */
async function refused(
  call: () => Promise<ApiAnswer<unknown>>,
  status: number,
  message: string | RegExp,
  fields?: string[],
) {
  const before = await stockRows();
  const answer = await call();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
  if (fields) expect(errorFields(answer)).toEqual(fields);
  expect(await stockRows()).toEqual(before);
  return answer;
}

const line = (poLineId: number, qty: number) => ({ poLineId, qty });

describe('creating or editing a note: refusals', () => {
  it('refuses a warehouse that is inactive, not a loading one, or unknown', async () => {
    await refused(
      () => createNote(noteBody({ warehouseId: whOff.id })),
      422,
      'Warehouse WH-OLD is inactive: it takes no new stock moves. Nothing was changed',
    );
    await refused(
      () => createNote(noteBody({ warehouseId: whScrap.id })),
      422,
      'Goods are delivered to a loading warehouse; WH-SCRAP is not one. Nothing was changed',
      ['warehouseId'],
    );
    await refused(
      () => createNote(noteBody({ warehouseId: whScrap.id }), admin, 'zh'),
      422,
      '送货只能送到装柜仓库，WH-SCRAP 不是装柜仓库。未做任何修改',
    );
    await refused(
      () => createNote(noteBody({ warehouseId: 999_999 })),
      422,
      'Warehouse 999999 does not exist. Nothing was changed',
    );
  });

  it('refuses PO lines that are not open lines of the supplier', async () => {
    for (const [poLine, label] of [
      [lineB, 'PO-DN-B1/10'],
      [closedLineA, 'PO-DN-A3/10'],
      [cancelledLineA, 'PO-DN-A3/20'],
    ] as const) {
      await refused(
        () => createNote(noteBody({ lines: [line(linesA[0]!.id, 1), line(poLine.id, 1)] })),
        422,
        `PO line ${label} is not an open line of this supplier. Nothing was changed`,
        ['lines.1.poLineId'],
      );
    }
    await refused(
      () => createNote(noteBody({ lines: [line(987_654, 1)] })),
      422,
      'PO line 987654 is not an open line of this supplier. Nothing was changed',
    );
  });

  it('refuses a PO line that loads at another loading point, naming it', async () => {
    await refused(
      () => createNote(noteBody({ lines: [line(lineA2.id, 5)] })),
      422,
      'PO line PO-DN-A2/10 loads at Shenzhen port, not at warehouse WH-NGB. Nothing was changed',
      ['lines.0.poLineId'],
    );
  });

  it('refuses more than is left to deliver, counting the other notes', async () => {
    await refused(
      () => createNote(noteBody({ lines: [line(linesA[0]!.id, 101)] })),
      422,
      'PO line PO-DN-A1/10: only 100 can still be delivered, not 101. Nothing was changed',
      ['lines.0.qty'],
    );
    // 80 ordered, 30 shipped
    await refused(
      () => createNote(noteBody({ lines: [line(linesA[2]!.id, 51)] }), admin, 'zh'),
      422,
      '采购订单行 PO-DN-A1/30 仅可再送货 50，不能送 51。未做任何修改',
    );
    const other = await madeNote({ submit: false, lines: [line(linesA[0]!.id, 90)] });
    await refused(
      () => createNote(noteBody({ lines: [line(linesA[0]!.id, 11)] })),
      422,
      'PO line PO-DN-A1/10: only 10 can still be delivered, not 11. Nothing was changed',
    );
    // editing the note itself: its own 90 do not count
    const edited = await updateNote(other.id, noteBody({ lines: [line(linesA[0]!.id, 100)] }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await t.call('DELETE', `${base}/${other.id}`, { token: admin })).status).toBe(200);
  });

  it('refuses a malformed body with 400, the same PO line twice included', async () => {
    await refused(
      () => createNote(noteBody({ lines: [line(linesA[0]!.id, 1), line(linesA[0]!.id, 2)] })),
      400,
      /the same PO line is given twice/,
    );
    await refused(() => createNote(noteBody({ lines: [] })), 400, /^Lines: /, ['lines']);
    await refused(
      () => createNote(noteBody({ lines: [line(linesA[0]!.id, 0)] })),
      400,
      /must be at least 1/,
      ['lines.0.qty'],
    );
    await refused(() => createNote(noteBody({ grossWeightKg: 1.2345 })), 400, /./, [
      'grossWeightKg',
    ]);
    await refused(() => createNote(noteBody({ surprise: 1 })), 400, /./, ['surprise']);
  });

  it('refuses an unknown supplier', async () => {
    await refused(() => createNote(noteBody({ supplierId: 999_999 })), 422, /./, ['supplierId']);
  });
});

describe('the life of a note: refusals', () => {
  let submitted: DeliveryNoteDetails;
  let partly: DeliveryNoteDetails;
  let received: DeliveryNoteDetails;

  beforeAll(async () => {
    submitted = await madeNote({ lines: [line(linesA[1]!.id, 5)] });
    partly = await madeNote({ lines: [line(linesA[1]!.id, 5), line(linesA[2]!.id, 5)] });
    expect(
      (await stockIn({ lines: [{ lineId: partly.lines[0]!.id, receivedQty: 5 }] })).status,
    ).toBe(200);
    received = await madeNote({ lines: [line(linesA[1]!.id, 5)] });
    expect(
      (await stockIn({ lines: [{ lineId: received.lines[0]!.id, receivedQty: 4 }] })).status,
    ).toBe(200);
  });

  it('edits, submits and deletes only a Draft', async () => {
    const no = submitted.noteNo;
    await refused(
      () => updateNote(submitted.id, noteBody({ lines: [line(linesA[1]!.id, 1)] })),
      422,
      `Delivery note ${no} is Submitted: only a Draft can be changed. Nothing was changed`,
    );
    await refused(
      () => noteAction(submitted.id, 'submit', admin, 'zh'),
      422,
      `送货单 ${no} 状态为已提交，只有草稿可以修改。未做任何修改`,
    );
    await refused(
      () => t.call('DELETE', `${base}/${received.id}`, { token: admin }),
      422,
      `Delivery note ${received.noteNo} is Received: only a Draft can be changed. Nothing was changed`,
    );
  });

  it('cancels nothing that is partly or fully stocked in, nor a cancelled note', async () => {
    await refused(
      () => noteAction(partly.id, 'cancel'),
      422,
      `Part of delivery note ${partly.noteNo} is already stocked in: it can no longer be cancelled. Nothing was changed`,
    );
    await refused(
      () => noteAction(received.id, 'cancel', admin, 'zh'),
      422,
      `送货单 ${received.noteNo} 状态为已收货，不能再取消。未做任何修改`,
    );
    const gone = await madeNote({ lines: [line(linesA[1]!.id, 1)] });
    expect((await noteAction(gone.id, 'cancel')).status).toBe(200);
    await refused(
      () => noteAction(gone.id, 'cancel'),
      422,
      `Delivery note ${gone.noteNo} is Cancelled: it can no longer be cancelled. Nothing was changed`,
    );
  });

  it('answers 404 for a note that does not exist', async () => {
    for (const call of [
      () => t.call('GET', `${base}/999999`, { token: admin }),
      () => t.call('GET', `${base}/999999/pdf`, { token: admin }),
      () => updateNote(999_999, noteBody()),
      () => noteAction(999_999, 'submit'),
      () => noteAction(999_999, 'cancel'),
      () => t.call('DELETE', `${base}/999999`, { token: admin }),
    ]) {
      await refused(call, 404, /./);
    }
  });

  describe('stock-in', () => {
    it('refuses receiving and damaging more than was delivered', async () => {
      await refused(
        () =>
          stockIn({
            lines: [{ lineId: submitted.lines[0]!.id, receivedQty: 4, damagedQty: 2 }],
          }),
        422,
        `Line 1 of delivery note ${submitted.noteNo}: received and damaged together (6) exceed the 5 delivered. Nothing was changed`,
        ['lines.0.receivedQty'],
      );
    });

    it('refuses a line already stocked in, of a Draft or Cancelled note, or unknown', async () => {
      const draft = await madeNote({ submit: false, lines: [line(linesA[1]!.id, 1)] });
      for (const [lineId, lineNo, noteNo] of [
        [partly.lines[0]!.id, 1, partly.noteNo],
        [draft.lines[0]!.id, 1, draft.noteNo],
      ] as const) {
        await refused(
          () => stockIn({ lines: [{ lineId, receivedQty: 1 }] }),
          422,
          `Line ${lineNo} of delivery note ${noteNo} is not waiting for stock-in. Nothing was changed`,
          ['lines.0.lineId'],
        );
      }
      await refused(
        () => stockIn({ lines: [{ lineId: 999_999, receivedQty: 1 }] }, admin, 'zh'),
        422,
        '送货单行 999999 不存在。未做任何修改',
      );
    });

    it('stocks in nothing of a batch one line of which is refused', async () => {
      await refused(
        () =>
          stockIn({
            lines: [
              { lineId: submitted.lines[0]!.id, receivedQty: 5 },
              { lineId: partly.lines[1]!.id, receivedQty: 6 },
            ],
          }),
        422,
        /exceed the 5 delivered/,
        ['lines.1.receivedQty'],
      );
      await refused(
        () =>
          stockIn({
            lines: [
              { lineId: submitted.lines[0]!.id, receivedQty: 5 },
              { lineId: submitted.lines[0]!.id, receivedQty: 5 },
            ],
          }),
        400,
        /the same line is given twice/,
      );
    });

    it('refuses a stock-in into a warehouse deactivated since the note was submitted', async () => {
      const note = await madeNote({ lines: [line(linesA[1]!.id, 1)] });
      await t.db.kysely
        .updateTable('warehouses')
        .set({ active: 0 })
        .where('id', '=', note.warehouseId)
        .execute();
      try {
        await refused(
          () => stockIn({ lines: [{ lineId: note.lines[0]!.id, receivedQty: 1 }] }),
          422,
          'Warehouse WH-NGB is inactive: it takes no new stock moves. Nothing was changed',
        );
      } finally {
        await t.db.kysely
          .updateTable('warehouses')
          .set({ active: 1 })
          .where('id', '=', note.warehouseId)
          .execute();
      }
    });
  });

  it('keeps to supplier A throughout', () => {
    expect(submitted.supplierId).toBe(supplierA.id);
  });
});

describe('two users at the same moment', () => {
  it('never put more of a PO line on notes than is left', async () => {
    const lineId = linesA[0]!.id;
    const answers = await Promise.all(
      [1, 2].map(() => createNote(noteBody({ lines: [line(lineId, 60)] }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)!.body.message).toBe(
      'PO line PO-DN-A1/10: only 40 can still be delivered, not 60. Nothing was changed',
    );
  });

  it('never put more of a PO line on notes than is left, also when the saves straddle midnight', async () => {
    // the two saves number their notes on two days (two counter rows): they still wait
    // for each other on the saves' own lock row
    const user = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const actor = {
      userId: user.id,
      username: 'admin',
      clientAddress: '127.0.0.1',
      scope: { kind: 'allSuppliers' as const },
    };
    const at = (iso: string) => ({ db: t.db, config: t.config, clock: () => new Date(iso) });
    const body = saveDeliveryNoteRequest.parse(noteBody({ lines: [line(lineB.id, 40)] }));
    const answers = await Promise.allSettled([
      createDeliveryNote(at('2027-03-01T23:59:59.900Z'), actor, 'en', {
        ...body,
        supplierId: supplierB.id,
      }),
      createDeliveryNote(at('2027-03-02T00:00:00.100Z'), actor, 'en', {
        ...body,
        supplierId: supplierB.id,
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    const held = await t.db.kysely
      .selectFrom('delivery_note_lines')
      .select((eb) => eb.fn.sum<number>('qty').as('qty'))
      .where('po_line_id', '=', lineB.id)
      .executeTakeFirstOrThrow();
    expect(Number(held.qty)).toBe(40);
  });

  it('never stock the same line in twice', async () => {
    const note = await madeNote({ lines: [line(linesA[0]!.id, 40)] });
    const lineId = note.lines[0]!.id;
    const answers = await Promise.all(
      [1, 2].map(() => stockIn({ lines: [{ lineId, receivedQty: 40 }] })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const balance = await t.db.kysely
      .selectFrom('stock_balances')
      .select((eb) => eb.fn.sum<number>('qty').as('qty'))
      .where('po_line_id', '=', linesA[0]!.id)
      .executeTakeFirstOrThrow();
    expect(Number(balance.qty)).toBe(40);
    const documents = await t.db.kysely
      .selectFrom('stock_moves')
      .select('doc_no')
      .where('po_line_id', '=', linesA[0]!.id)
      .execute();
    expect(documents).toHaveLength(1);
  });
});
