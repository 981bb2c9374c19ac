import { label, type DeliveryNoteDetails, type Language } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { downloadExport, XLSX_TYPE } from '../reference/reference.test-support';
import {
  base,
  createNote,
  deliverable,
  getNote,
  lineB,
  linesA,
  listNotes,
  madeNote,
  noteAction,
  noteBody,
  notePdf,
  pendingLines,
  stockIn,
  stockRows,
  supplierA,
  supplierB,
  updateNote,
  useNoteWorld,
  whA,
} from './delivery-note.test-support';

/**
 * issue 16: suppliers write and see only their own suppliers' delivery notes (another
 * supplier's note is a 404, in lists, details, by number, PDF and export alike); the
 * loading warehouse reads every note and stocks in, but writes none; lists filter, sort
 * and export.
 */
useNoteWorld();

/** A column title the web's forms share (its text is theirs to word). */
type Field = Parameters<typeof label>[1] extends infer K
  ? K extends `stock:deliveryNotes.page.fields.${infer F}`
    ? F
    : never
  : never;
const field = (key: Field, lang: Language = 'en') =>
  label(lang, `stock:deliveryNotes.page.fields.${key}`);

let supplierUser: { token: string; username: string };
let warehouseUser: { token: string; username: string };
let planner: { token: string; username: string };
let ownNote: DeliveryNoteDetails;
let othersNote: DeliveryNoteDetails;

beforeAll(async () => {
  supplierUser = await t.signedInUser('7-Supplier', { supplierIds: [supplierA.id] });
  warehouseUser = await t.signedInUser('12-Loading Warehouse');
  planner = await t.signedInUser('1-SCM');
  const bLines = [{ poLineId: lineB.id, qty: 20 }];
  othersNote = await madeNote({ supplierId: supplierB.id, lines: bLines }, planner.token);
});

describe('a supplier user', () => {
  it('creates and submits a note for its own supplier', async () => {
    ownNote = await madeNote({}, supplierUser.token);
    expect(ownNote).toMatchObject({
      supplierId: supplierA.id,
      status: 'Submitted',
      createdBy: supplierUser.username,
    });
    const offered = await deliverable(
      { supplierId: supplierA.id, warehouseId: whA.id },
      supplierUser.token,
    );
    expect(offered.status).toBe(200);
    expect(offered.body.data.map((row) => row.poLineId)).toContain(linesA[2]!.id);
  });

  it('sees only its suppliers’ notes in the list and the export', async () => {
    const own = await listNotes({ pageSize: 100 }, supplierUser.token);
    expect(own.status).toBe(200);
    expect(own.body.data.list.map((row) => row.id)).toEqual([ownNote.id]);
    const asked = await listNotes({ supplierId: supplierB.id }, supplierUser.token);
    expect(asked.body.data.total).toBe(0);
    const exported = await downloadExport(t, `${base}/export`, { token: supplierUser.token });
    expect(exported.status).toBe(200);
    expect(exported.rows.slice(1).map((row) => row[0])).toEqual([ownNote.noteNo]);
    // everyone's for supply chain
    const all = await listNotes({ pageSize: 100 }, planner.token);
    expect(all.body.data.list.map((row) => row.id).sort()).toEqual(
      [ownNote.id, othersNote.id].sort(),
    );
  });

  it('gets another supplier’s note as one that does not exist', async () => {
    expect((await getNote(ownNote.id, supplierUser.token)).status).toBe(200);
    expect((await getNote(othersNote.id, supplierUser.token)).status).toBe(404);
    const byNumber = await t.call('GET', `${base}/by-number/${othersNote.noteNo}`, {
      token: supplierUser.token,
    });
    expect(byNumber.status).toBe(404);
    expect(byNumber.body.message).toBe(`No delivery note ${othersNote.noteNo}`);
    expect((await notePdf(ownNote.id, supplierUser.token)).status).toBe(200);
    const pdf = await notePdf(othersNote.id, supplierUser.token);
    expect(pdf.status).toBe(404);
    expect(pdf.text).toBe('');
  });

  it('writes nothing of another supplier: every attempt is a 404', async () => {
    const token = supplierUser.token;
    const bBody = noteBody({ supplierId: supplierB.id, lines: [{ poLineId: lineB.id, qty: 1 }] });
    const before = await stockRows();
    for (const call of [
      () => createNote(bBody, token),
      () => updateNote(othersNote.id, noteBody(), token),
      () => noteAction(othersNote.id, 'submit', token),
      () => noteAction(othersNote.id, 'cancel', token),
      () => t.call('DELETE', `${base}/${othersNote.id}`, { token }),
      () => deliverable({ supplierId: supplierB.id, warehouseId: whA.id }, token),
    ]) {
      const answer = await call();
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    }
    // nor moves its own Draft over to another supplier
    const draft = await madeNote(
      { submit: false, lines: [{ poLineId: linesA[2]!.id, qty: 1 }] },
      token,
    );
    const moved = await updateNote(draft.id, bBody, token);
    expect(moved.status).toBe(404);
    expect((await getNote(draft.id, token)).body.data.supplierId).toBe(supplierA.id);
    expect((await t.call('DELETE', `${base}/${draft.id}`, { token })).status).toBe(200);
    const after = await stockRows();
    expect({ ...after, audit: 0, counters: [] }).toEqual({ ...before, audit: 0, counters: [] });
  });

  it('neither stocks in nor sees the pending lines', async () => {
    const before = await stockRows();
    const answer = await stockIn(
      { lines: [{ lineId: ownNote.lines[0]!.id, receivedQty: 1 }] },
      supplierUser.token,
    );
    expect(answer.status).toBe(403);
    expect((await pendingLines({}, supplierUser.token)).status).toBe(403);
    expect(await stockRows()).toEqual(before);
  });
});

describe('a loading warehouse user', () => {
  it('reads every note but creates, edits or cancels none (403)', async () => {
    const token = warehouseUser.token;
    expect((await listNotes({}, token)).body.data.total).toBe(2);
    expect((await getNote(othersNote.id, token)).status).toBe(200);
    expect((await notePdf(othersNote.id, token)).status).toBe(200);
    const before = await stockRows();
    expect((await createNote(noteBody(), token)).status).toBe(403);
    expect((await updateNote(ownNote.id, noteBody(), token)).status).toBe(403);
    expect((await noteAction(ownNote.id, 'cancel', token)).status).toBe(403);
    expect((await t.call('DELETE', `${base}/${ownNote.id}`, { token })).status).toBe(403);
    expect(
      (await deliverable({ supplierId: supplierA.id, warehouseId: whA.id }, token)).status,
    ).toBe(403);
    expect(await stockRows()).toEqual(before);
  });

  it('lists and exports the pending lines, and stocks in lines of any supplier', async () => {
    const token = warehouseUser.token;
    const pending = await pendingLines({ pageSize: 100 }, token);
    expect(pending.status).toBe(200);
    expect(pending.body.data.total).toBe(3);
    expect(pending.body.data.list.map((row) => row.noteNo)).toEqual([
      othersNote.noteNo,
      ownNote.noteNo,
      ownNote.noteNo,
    ]);
    const bOnly = await pendingLines({ supplierId: supplierB.id }, token);
    expect(bOnly.body.data.list.map((row) => row.id)).toEqual([othersNote.lines[0]!.id]);

    const en = await downloadExport(t, `${base}/pending-lines/export`, {
      token,
      query: { warehouseId: String(whA.id) },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    expect(en.rows[0]).toEqual([
      field('noteNo'),
      field('lineNo'),
      field('supplier'),
      'Warehouse code',
      field('poLine'),
      'Product ID',
      'Product name',
      field('qty'),
      field('expectedArrival'),
      field('submittedAt'),
    ]);
    expect(en.rows[1]).toEqual([
      othersNote.noteNo,
      1,
      'Delivering supplier B',
      'WH-NGB',
      'PO-DN-B1 / 10',
      expect.any(String),
      expect.any(String),
      20,
      '2027-01-20',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    ]);
    const zh = await downloadExport(t, `${base}/pending-lines/export`, { token, lang: 'zh' });
    expect(zh.rows[0]!.slice(0, 3)).toEqual([
      field('noteNo', 'zh'),
      field('lineNo', 'zh'),
      field('supplier', 'zh'),
    ]);
    expect(zh.disposition).toContain(encodeURIComponent('待入库'));

    const answer = await stockIn(
      {
        lines: [
          { lineId: othersNote.lines[0]!.id, receivedQty: 20 },
          { lineId: ownNote.lines[0]!.id, receivedQty: 60 },
        ],
      },
      token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.notes).toEqual([
      { noteNo: othersNote.noteNo, status: 'Received' },
      { noteNo: ownNote.noteNo, status: 'PartlyReceived' },
    ]);
    const history = (await getNote(ownNote.id)).body.data.history.at(-1);
    expect(history).toMatchObject({ username: warehouseUser.username, action: 'stockIn' });
    // one document over two notes: no single source
    const document = await t.db.kysely
      .selectFrom('stock_documents')
      .select(['source_type', 'to_warehouse_id', 'reason'])
      .where('doc_no', '=', answer.body.data.docNo)
      .executeTakeFirstOrThrow();
    expect(document).toEqual({
      source_type: null,
      to_warehouse_id: whA.id,
      reason: `${othersNote.noteNo}, ${ownNote.noteNo}`,
    });
  });
});

describe('the note list', () => {
  it('filters by number, supplier, warehouse, status and day, and sorts', async () => {
    const ids = async (query: Record<string, string | number | string[]>) =>
      (await listNotes({ pageSize: 100, ...query })).body.data.list.map((row) => row.id);
    expect(await ids({ noteNo: ownNote.noteNo.toLowerCase() })).toEqual([ownNote.id]);
    expect(await ids({ noteNo: 'DN' })).toHaveLength(2);
    expect(await ids({ supplierId: supplierB.id })).toEqual([othersNote.id]);
    expect(await ids({ warehouseId: whA.id })).toHaveLength(2);
    expect(await ids({ status: ['Received'] })).toEqual([othersNote.id]);
    expect(await ids({ status: 'Received,PartlyReceived' })).toHaveLength(2);
    expect(await ids({ status: ['Draft'] })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids({ from: today, to: today })).toHaveLength(2);
    expect(await ids({ to: '2000-01-01' })).toEqual([]);
    expect(await ids({ sortBy: 'noteNo', sortOrder: 'asc' })).toEqual([othersNote.id, ownNote.id]);
    expect(await ids({ sortBy: 'noteNo', sortOrder: 'desc' })).toEqual([ownNote.id, othersNote.id]);
    expect(await ids({ sortBy: 'supplierName', sortOrder: 'desc' })).toEqual([
      othersNote.id,
      ownNote.id,
    ]);
    expect((await listNotes({ sortBy: 'qty' })).status).toBe(400);
    expect((await listNotes({ status: ['Lost'] })).status).toBe(400);
    const page = (await listNotes({ pageSize: 1, pageNum: 2, sortBy: 'noteNo', sortOrder: 'asc' }))
      .body.data;
    expect(page).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(page.list.map((row) => row.id)).toEqual([ownNote.id]);
  });

  it('answers each note with its totals', async () => {
    const row = (await listNotes({ noteNo: ownNote.noteNo })).body.data.list[0]!;
    expect(row).toMatchObject({
      lineCount: 2,
      totalQty: 110,
      receivedQty: 60,
      status: 'PartlyReceived',
      supplierName: 'Delivering supplier A',
      warehouseCode: 'WH-NGB',
      createdBy: supplierUser.username,
    });
  });

  it('exports the filtered list with localized headers and statuses', async () => {
    const en = await downloadExport(t, `${base}/export`, {
      token: admin,
      query: { sortBy: 'noteNo', sortOrder: 'asc' },
    });
    expect(en.status).toBe(200);
    expect(en.rows[0]).toEqual([
      field('noteNo'),
      field('supplier'),
      'Warehouse code',
      'Warehouse name',
      field('status'),
      field('expectedArrival'),
      field('packages'),
      field('grossWeightKg'),
      field('lineCount'),
      field('totalQty'),
      field('receivedQty'),
      field('remark'),
      field('createdBy'),
      field('createdAt'),
      field('submittedAt'),
      field('receivedAt'),
    ]);
    expect(en.rows.slice(1).map((row) => [row[0], row[1], row[4], row[9], row[10]])).toEqual([
      [othersNote.noteNo, 'Delivering supplier B', 'Received', 20, 20],
      [ownNote.noteNo, 'Delivering supplier A', 'Partly received', 110, 60],
    ]);
    expect(en.rows[1]![7]).toBe(345.5);
    const zh = await downloadExport(t, `${base}/export`, {
      token: admin,
      query: { supplierId: String(supplierA.id) },
      lang: 'zh',
    });
    expect(zh.rows[0]!.slice(0, 5)).toEqual([
      field('noteNo', 'zh'),
      field('supplier', 'zh'),
      '仓库编码',
      '仓库名称',
      field('status', 'zh'),
    ]);
    expect(zh.rows.slice(1).map((row) => row[4])).toEqual(['部分收货']);
    expect(zh.disposition).toContain(encodeURIComponent('送货单'));
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('GET', base)).status).toBe(401);
    expect((await t.call('POST', `${base}/stock-in`, { body: { lines: [] } })).status).toBe(401);
  });
});
