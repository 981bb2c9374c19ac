import type {
  DeliverablePoLine,
  DeliveryNoteDetails,
  DeliveryNoteItem,
  Language,
  Page,
  PendingLineItem,
  StockInResult,
} from '@lading/shared';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { beforeAll, expect } from 'vitest';
import type { Queryable } from '../../db/database';
import { admin, t, useTestContext } from '../../test/harness';
import { buildPurchaseOrder } from '../orders/order.factories';
import { buildProduct } from '../products/product.factories';
import { buildLoadingPoint } from '../reference/reference.factories';

/*
 * The delivery note tests' world (issue 16): two suppliers, two loading points with a
 * loading warehouse each (and an inactive one, a scrap warehouse), products, and POs —
 * supplier A's open lines at point 1 (and one at point 2, a closed and a cancelled one),
 * supplier B's at point 1. Live bindings, set by useNoteWorld()'s beforeAll (each test
 * file gets its own module instance, so its own database).
 */

export interface WorldLine {
  id: number;
  poNumber: string;
  lineNo: number;
  productId: number;
}

export let supplierA: { id: number; name: string };
export let supplierB: { id: number; name: string };
export let point1: { id: number; name: string };
export let point2: { id: number; name: string };
export let whA: { id: number; code: string };
export let whB: { id: number; code: string };
export let whOff: { id: number; code: string };
export let whScrap: { id: number; code: string };
/** A's lines at point 1: [0] 100 ordered, [1] 50 ordered, [2] 80 ordered, 30 shipped */
export let linesA: WorldLine[];
/** A's line at point 2, 40 ordered */
export let lineA2: WorldLine;
export let closedLineA: WorldLine;
export let cancelledLineA: WorldLine;
/** B's line at point 1, 60 ordered */
export let lineB: WorldLine;

let warehouseCount = 0;

/** A warehouse row written straight into the table (the lead's warehouse routes aside). */
export async function insertWarehouse(
  db: Queryable,
  values: {
    code?: string;
    name?: string;
    type?: 'loading' | 'scrap' | 'rework';
    loadingPointId?: number | null;
    active?: boolean;
  },
) {
  const n = ++warehouseCount;
  const at = new Date().toISOString();
  const code = values.code ?? `WT-${n}`;
  const row = await db
    .insertInto('warehouses')
    .values({
      code,
      name: values.name ?? `Test warehouse ${n}`,
      type: values.type ?? 'loading',
      loading_point_id: values.loadingPointId ?? null,
      active: values.active === false ? 0 : 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code };
}

async function poWith(
  supplierId: number,
  poNumber: string,
  lines: { loadingPointId: number; orderQty: number; shippedQty?: number }[],
): Promise<WorldLine[]> {
  const db = t.db.kysely;
  const products: { id: number }[] = [];
  for (const _ of lines) products.push(await buildProduct(db));
  const po = await buildPurchaseOrder(db, {
    poNumber,
    supplierId,
    lines: lines.map((line, index) => ({ ...line, productId: products[index]!.id })),
  });
  return po.lineIds.map((id, index) => ({
    id,
    poNumber,
    lineNo: (index + 1) * 10,
    productId: products[index]!.id,
  }));
}

export function useNoteWorld() {
  useTestContext({ admin: true });
  beforeAll(async () => {
    const db = t.db.kysely;
    const a = await t.buildSupplier({ name: 'Delivering supplier A' });
    const b = await t.buildSupplier({ name: 'Delivering supplier B' });
    supplierA = { id: a.id, name: 'Delivering supplier A' };
    supplierB = { id: b.id, name: 'Delivering supplier B' };
    point1 = await buildLoadingPoint(db, { name: 'Ningbo port', shortName: 'NGB' });
    point2 = await buildLoadingPoint(db, { name: 'Shenzhen port', shortName: 'SZX' });
    whA = await insertWarehouse(db, { code: 'WH-NGB', name: '宁波仓', loadingPointId: point1.id });
    whB = await insertWarehouse(db, {
      code: 'WH-SZX',
      name: 'Shenzhen',
      loadingPointId: point2.id,
    });
    whOff = await insertWarehouse(db, {
      code: 'WH-OLD',
      loadingPointId: point1.id,
      active: false,
    });
    whScrap = await insertWarehouse(db, { code: 'WH-SCRAP', type: 'scrap' });
    linesA = await poWith(supplierA.id, 'PO-DN-A1', [
      { loadingPointId: point1.id, orderQty: 100 },
      { loadingPointId: point1.id, orderQty: 50 },
      { loadingPointId: point1.id, orderQty: 80, shippedQty: 30 },
    ]);
    lineA2 = (
      await poWith(supplierA.id, 'PO-DN-A2', [{ loadingPointId: point2.id, orderQty: 40 }])
    )[0]!;
    const [closed, cancelled] = await poWith(supplierA.id, 'PO-DN-A3', [
      { loadingPointId: point1.id, orderQty: 10 },
      { loadingPointId: point1.id, orderQty: 10 },
    ]);
    closedLineA = closed!;
    cancelledLineA = cancelled!;
    await db.updateTable('po_lines').set({ closed: 1 }).where('id', '=', closedLineA.id).execute();
    await db
      .updateTable('po_lines')
      .set({ cancelled: 1 })
      .where('id', '=', cancelledLineA.id)
      .execute();
    lineB = (
      await poWith(supplierB.id, 'PO-DN-B1', [{ loadingPointId: point1.id, orderQty: 60 }])
    )[0]!;
  });
}

export const base = '/api/delivery-notes';

export const noteBody = (extra: Record<string, unknown> = {}) => ({
  supplierId: supplierA.id,
  warehouseId: whA.id,
  packages: 12,
  grossWeightKg: 345.5,
  expectedArrival: '2027-01-20',
  remark: 'Handle with care',
  lines: [
    { poLineId: linesA[0]!.id, qty: 60 },
    { poLineId: linesA[1]!.id, qty: 50 },
  ],
  ...extra,
});

type Query = Record<string, string | number | readonly (string | number)[]>;

export const createNote = (body: unknown, token = admin, lang: Language = 'en') =>
  t.call<DeliveryNoteDetails>('POST', base, { token, body, lang });
export const updateNote = (id: number, body: unknown, token = admin, lang: Language = 'en') =>
  t.call<DeliveryNoteDetails>('PUT', `${base}/${id}`, { token, body, lang });
export const noteAction = (
  id: number,
  action: 'submit' | 'cancel',
  token = admin,
  lang: Language = 'en',
) => t.call<DeliveryNoteDetails>('POST', `${base}/${id}/${action}`, { token, lang });
export const getNote = (id: number, token = admin, lang: Language = 'en') =>
  t.call<DeliveryNoteDetails>('GET', `${base}/${id}`, { token, lang });
export const listNotes = (query: Query = {}, token = admin) =>
  t.call<Page<DeliveryNoteItem>>('GET', base, { token, query });
export const deliverable = (query: Query, token = admin) =>
  t.call<DeliverablePoLine[]>('GET', `${base}/po-lines`, { token, query });
export const pendingLines = (query: Query = {}, token = admin) =>
  t.call<Page<PendingLineItem>>('GET', `${base}/pending-lines`, { token, query });
export const stockIn = (body: unknown, token = admin, lang: Language = 'en') =>
  t.call<StockInResult>('POST', `${base}/stock-in`, { token, body, lang });

/** A note made (and submitted, unless told) through the API, its details answered. */
export async function madeNote(extra: Record<string, unknown> = {}, token = admin) {
  const answer = await createNote(noteBody({ submit: true, ...extra }), token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** What each of A's lines at point 1 may still deliver, by PO line id. */
export async function deliverableOf(noteId?: number): Promise<Map<number, number>> {
  const answer = await deliverable({
    supplierId: supplierA.id,
    warehouseId: whA.id,
    ...(noteId ? { noteId } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return new Map(answer.body.data.map((row) => [row.poLineId, row.deliverableQty]));
}

/** Every row a delivery note write or a stock-in may touch: equal before and after a refusal. */
export async function stockRows() {
  const db = t.db.kysely;
  const [notes, lines, balances, moves, documents, counters, audit] = await Promise.all([
    db.selectFrom('delivery_notes').selectAll().orderBy('id').execute(),
    db.selectFrom('delivery_note_lines').selectAll().orderBy('id').execute(),
    db.selectFrom('stock_balances').selectAll().orderBy('id').execute(),
    db.selectFrom('stock_moves').selectAll().orderBy('id').execute(),
    db.selectFrom('stock_documents').selectAll().orderBy('id').execute(),
    db.selectFrom('document_counters').selectAll().orderBy('prefix').orderBy('day').execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { notes, lines, balances, moves, documents, counters, audit: Number(audit.n) };
}

/** GETs a PDF: its status, headers and text (pdf-parse, as the report pack tests read it). */
export async function notePdf(id: number, token = admin, lang: Language = 'en') {
  const answer = await t.call('GET', `${base}/${id}/pdf`, { token, lang });
  const isPdf = String(answer.headers['content-type']).startsWith('application/pdf');
  const parsed = isPdf ? await pdfParse(answer.raw) : { text: '', numpages: 0 };
  return { ...answer, text: parsed.text, pages: parsed.numpages };
}

/** The text with its line breaks as spaces (a table's cells come out one per line). */
export const flat = (text: string) => text.replace(/\s+/g, ' ');
