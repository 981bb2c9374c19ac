import fs from 'node:fs';
import path from 'node:path';
import { label, type DeliveryNoteDetails } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { auditTrail } from '../reference/reference.test-support';
import {
  base,
  createNote,
  deliverableOf,
  flat,
  getNote,
  linesA,
  madeNote,
  noteAction,
  noteBody,
  notePdf,
  pendingLines,
  stockIn,
  supplierA,
  updateNote,
  useNoteWorld,
  whA,
} from './delivery-note.test-support';

/**
 * issue 16: a delivery note's life — created, edited, submitted, stocked in partly (one
 * line short) and then fully — with its history, the ledger it feeds and what its PO lines
 * may still deliver at each step.
 */
useNoteWorld();

const l0 = () => linesA[0]!;
const l1 = () => linesA[1]!;
const l2 = () => linesA[2]!;

describe('a delivery note from Draft to Received', () => {
  let note: DeliveryNoteDetails;

  it('creates a Draft with a DN number, its lines, totals and history', async () => {
    const created = await createNote(noteBody());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    note = created.body.data;
    expect(note.noteNo).toMatch(/^DN\d{8}-\d{4}$/);
    expect(note).toMatchObject({
      supplierId: supplierA.id,
      supplierName: 'Delivering supplier A',
      warehouseId: whA.id,
      warehouseCode: 'WH-NGB',
      warehouseName: '宁波仓',
      status: 'Draft',
      packages: 12,
      grossWeightKg: 345.5,
      expectedArrival: '2027-01-20',
      remark: 'Handle with care',
      lineCount: 2,
      totalQty: 110,
      receivedQty: 0,
      createdBy: 'admin',
      submittedAt: null,
      receivedAt: null,
    });
    expect(note.lines).toEqual([
      expect.objectContaining({
        lineNo: 1,
        poLineId: l0().id,
        poNumber: 'PO-DN-A1',
        poLineNo: 10,
        productId: l0().productId,
        qty: 60,
        receivedQty: 0,
        stockedInAt: null,
        stockInNo: null,
      }),
      expect.objectContaining({ lineNo: 2, poLineId: l1().id, poLineNo: 20, qty: 50 }),
    ]);
    expect(note.lines[0]!.productCode).toMatch(/^P\d+/);
    expect(note.history).toEqual([
      { at: expect.any(String), username: 'admin', action: 'create', detail: '2 lines, 110 pcs' },
    ]);
  });

  it('counts a Draft against what its PO lines may still deliver, but not against itself', async () => {
    const left = await deliverableOf();
    expect(left.get(l0().id)).toBe(40);
    // nothing left: not offered
    expect(left.has(l1().id)).toBe(false);
    // 80 ordered, 30 shipped
    expect(left.get(l2().id)).toBe(50);
    const editing = await deliverableOf(note.id);
    expect(editing.get(l0().id)).toBe(100);
    expect(editing.get(l1().id)).toBe(50);
  });

  it('edits the Draft (lines replaced) and submits it', async () => {
    const edited = await updateNote(
      note.id,
      noteBody({
        packages: 14,
        lines: [
          { poLineId: l0().id, qty: 70 },
          { poLineId: l1().id, qty: 50 },
          { poLineId: l2().id, qty: 20 },
        ],
      }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 'Draft', packages: 14, totalQty: 140 });
    expect(edited.body.data.lines.map((line) => [line.lineNo, line.qty])).toEqual([
      [1, 70],
      [2, 50],
      [3, 20],
    ]);

    const submitted = await noteAction(note.id, 'submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    note = submitted.body.data;
    expect(note.status).toBe('Submitted');
    expect(note.submittedAt).toEqual(expect.any(String));
    expect(note.history.map((event) => [event.action, event.detail])).toEqual([
      ['create', '2 lines, 110 pcs'],
      ['update', '3 lines, 140 pcs'],
      ['submit', ''],
    ]);
    expect((await auditTrail(t, 'deliveryNote', note.id)).map((row) => row.action)).toEqual([
      'deliveryNote.create',
      'deliveryNote.update',
      'deliveryNote.submit',
    ]);
  });

  it('lists its lines as waiting for stock-in', async () => {
    const pending = await pendingLines({ noteNo: note.noteNo.toLowerCase() });
    expect(pending.status).toBe(200);
    expect(pending.body.data.total).toBe(3);
    expect(pending.body.data.list[0]).toMatchObject({
      deliveryNoteId: note.id,
      noteNo: note.noteNo,
      lineNo: 1,
      supplierName: 'Delivering supplier A',
      warehouseCode: 'WH-NGB',
      qty: 70,
      expectedArrival: '2027-01-20',
    });
    const byProduct = await pendingLines({ product: note.lines[1]!.productCode });
    expect(byProduct.body.data.list.map((line) => line.id)).toEqual([note.lines[1]!.id]);
  });

  it('stocks two lines in (one short): Partly received, one stock-in document', async () => {
    const [first, second] = note.lines;
    const answer = await stockIn({
      lines: [
        { lineId: first!.id, receivedQty: 70 },
        { lineId: second!.id, receivedQty: 45, damagedQty: 3 },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({
      docNo: expect.stringMatching(/^SI\d{8}-\d{4}$/),
      lines: 2,
      receivedQty: 115,
      notes: [{ noteNo: note.noteNo, status: 'PartlyReceived' }],
    });
    const docNo = answer.body.data.docNo;
    note = (await getNote(note.id)).body.data;
    expect(note).toMatchObject({ status: 'PartlyReceived', receivedQty: 115 });
    expect(note.receivedAt).toEqual(expect.any(String));
    expect(note.lines.map((l) => [l.receivedQty, l.damagedQty, l.shortQty, l.stockInNo])).toEqual([
      [70, 0, 0, docNo],
      [45, 3, 2, docNo],
      [0, 0, 0, null],
    ]);
    expect(note.history.at(-1)).toMatchObject({
      action: 'stockIn',
      detail: `${docNo}: received 115, damaged 3, short 2`,
    });
    expect((await pendingLines({ noteNo: note.noteNo })).body.data.total).toBe(1);

    // the ledger: one document, a move per line, balances per PO line in the note's warehouse
    const moves = await t.db.kysely
      .selectFrom('stock_moves')
      .select(['warehouse_id', 'product_id', 'po_line_id', 'qty', 'kind', 'doc_no', 'supplier_id'])
      .where('doc_no', '=', docNo)
      .orderBy('id')
      .execute();
    expect(moves).toEqual([
      {
        warehouse_id: whA.id,
        product_id: l0().productId,
        po_line_id: l0().id,
        qty: 70,
        kind: 'stockIn',
        doc_no: docNo,
        supplier_id: supplierA.id,
      },
      {
        warehouse_id: whA.id,
        product_id: l1().productId,
        po_line_id: l1().id,
        qty: 45,
        kind: 'stockIn',
        doc_no: docNo,
        supplier_id: supplierA.id,
      },
    ]);
    const document = await t.db.kysely
      .selectFrom('stock_documents')
      .selectAll()
      .where('doc_no', '=', docNo)
      .executeTakeFirstOrThrow();
    expect(document).toMatchObject({
      doc_type: 'stockIn',
      to_warehouse_id: whA.id,
      source_type: 'deliveryNote',
      source_id: note.id,
      username: 'admin',
    });
  });

  it('frees what was damaged or short for another delivery', async () => {
    const left = await deliverableOf();
    // 100 − 70 on hand
    expect(left.get(l0().id)).toBe(30);
    // 50 − 45 on hand: the 3 damaged and 2 short can come again
    expect(left.get(l1().id)).toBe(5);
    // 50 − 20 still on the note
    expect(left.get(l2().id)).toBe(30);
  });

  it('stocks the last line in (nothing received, all short): Received', async () => {
    const answer = await stockIn({ lines: [{ lineId: note.lines[2]!.id, receivedQty: 0 }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      lines: 1,
      receivedQty: 0,
      notes: [{ noteNo: note.noteNo, status: 'Received' }],
    });
    note = (await getNote(note.id)).body.data;
    expect(note.status).toBe('Received');
    expect(note.lines[2]).toMatchObject({ receivedQty: 0, shortQty: 20 });
    expect(note.lines[2]!.stockInNo).toBe(answer.body.data.docNo);
    // a document without moves
    expect(
      await t.db.kysely
        .selectFrom('stock_moves')
        .select('id')
        .where('doc_no', '=', answer.body.data.docNo)
        .execute(),
    ).toEqual([]);
    expect((await deliverableOf()).get(l2().id)).toBe(50);

    const balances = await t.db.kysely
      .selectFrom('stock_balances')
      .select(['po_line_id', 'qty'])
      .where('warehouse_id', '=', whA.id)
      .orderBy('po_line_id')
      .execute();
    expect(balances).toEqual([
      { po_line_id: l0().id, qty: 70 },
      { po_line_id: l1().id, qty: 45 },
    ]);
  });

  it('finds the note by its scanned number, whatever its case and blanks', async () => {
    const found = await t.call<DeliveryNoteDetails>(
      'GET',
      `${base}/by-number/${encodeURIComponent(` ${note.noteNo.toLowerCase()} `)}`,
      { token: admin },
    );
    expect(found.status).toBe(200);
    expect(found.body.data.id).toBe(note.id);
    expect(found.body.data.lines).toHaveLength(3);
    const unknown = await t.call('GET', `${base}/by-number/DN19990101-9999`, { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No delivery note DN19990101-9999');
    const zh = await t.call('GET', `${base}/by-number/DN19990101-9999`, {
      token: admin,
      lang: 'zh',
    });
    expect(zh.body.message).toBe('没有送货单 DN19990101-9999');
  });

  it('prints the note as an A4 PDF with its barcode, in the caller’s language', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const pdf = await notePdf(note.id, admin, lang);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(String(pdf.headers['content-disposition'])).toContain(`${note.noteNo}.pdf`);
      expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.pages).toBe(1);
      const text = flat(pdf.text);
      expect(text).toContain(note.noteNo);
      expect(text).toContain('Delivering supplier A');
      expect(text).toContain('WH-NGB 宁波仓');
      expect(text).toContain('PO-DN-A1 / 10');
      expect(text).toContain(note.lines[0]!.productCode);
      expect(text).toContain('2027-01-20');
      expect(text).toContain('345.500');
      if (lang === 'en') {
        expect(text).toContain('Delivery note');
        expect(text).toContain('Received');
        expect(text).toContain(label('en', 'stock:deliveryNotes.page.fields.short'));
        expect(text).toContain('Page 1 of 1');
      } else {
        expect(text).toContain('送货单');
        expect(text).toContain('已收货');
        expect(text).toContain(label('zh', 'stock:deliveryNotes.page.fields.short'));
        expect(text).toContain('第 1 页，共 1 页');
      }
      // LADING_KEEP_PDF=dir keeps them to look at (pdftoppm -png -r 60)
      const keep = process.env.LADING_KEEP_PDF;
      if (keep) {
        fs.mkdirSync(keep, { recursive: true });
        fs.writeFileSync(path.join(keep, `delivery-note-${lang}.pdf`), pdf.raw);
      }
    }
  });

  it('prints a Draft without the stock-in columns', async () => {
    const draft = (await createNote(noteBody({ lines: [{ poLineId: l2().id, qty: 5 }] }))).body
      .data;
    const text = flat((await notePdf(draft.id)).text);
    expect(text).toContain(draft.noteNo);
    expect(text).toContain('Draft');
    expect(text).not.toContain(label('en', 'stock:deliveryNotes.page.fields.damaged'));
    expect((await t.call('DELETE', `${base}/${draft.id}`, { token: admin })).status).toBe(200);
  });
});

describe('cancel and delete', () => {
  it('cancels a Submitted note: its quantities can be delivered again', async () => {
    const before = await deliverableOf();
    const note = await madeNote({ lines: [{ poLineId: linesA[0]!.id, qty: 10 }] });
    expect((await deliverableOf()).get(linesA[0]!.id)).toBe(before.get(linesA[0]!.id)! - 10);
    const cancelled = await noteAction(note.id, 'cancel');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.status).toBe('Cancelled');
    expect(cancelled.body.data.history.map((event) => event.action)).toEqual([
      'create',
      'submit',
      'cancel',
    ]);
    expect(await deliverableOf()).toEqual(before);
    expect((await pendingLines({ noteNo: note.noteNo })).body.data.total).toBe(0);
  });

  it('cancels a Draft, and deletes another Draft with its lines', async () => {
    const draft = await madeNote({ submit: false, lines: [{ poLineId: linesA[0]!.id, qty: 1 }] });
    expect((await noteAction(draft.id, 'cancel')).body.data.status).toBe('Cancelled');

    const other = await madeNote({ submit: false, lines: [{ poLineId: linesA[0]!.id, qty: 2 }] });
    expect((await t.call('DELETE', `${base}/${other.id}`, { token: admin })).status).toBe(200);
    expect((await getNote(other.id)).status).toBe(404);
    const lines = await t.db.kysely
      .selectFrom('delivery_note_lines')
      .select('id')
      .where('delivery_note_id', '=', other.id)
      .execute();
    expect(lines).toEqual([]);
    expect((await auditTrail(t, 'deliveryNote', other.id)).map((row) => row.action)).toEqual([
      'deliveryNote.create',
      'deliveryNote.delete',
    ]);
  });
});
