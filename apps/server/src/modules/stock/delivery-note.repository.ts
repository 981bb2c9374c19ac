import type {
  DeliveryNoteItem,
  DeliveryNoteLine,
  DeliveryNoteSortField,
  DeliveryNoteStatus,
  ListDeliveryNotesQuery,
  ListPendingLinesQuery,
  PendingLineItem,
} from '@lading/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import { insertInBlocks } from '../../db/bulk-insert';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import type { Database } from '../../db/schema';
import { containsText, startsWithText } from '../../db/text-search';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';

/** The counters' row the note saves lock (no document is numbered on this day). */
const SAVE_LOCK_DAY = '00000000';

/**
 * SQL of delivery notes (issue 16): the notes with their totals and names, their lines,
 * the pending lines of pendingWarehousing, and the guarded writes of their life. Reads take
 * the caller's scope: a supplier user's query never returns another supplier's note.
 */

type NoteScope = ExpressionBuilder<
  Database & {
    dn: Database['delivery_notes'];
    s: Database['suppliers'];
    w: Database['warehouses'];
    u: Database['users'];
  },
  'dn' | 's' | 'w' | 'u'
>;

/** The supplier's short name, its full name when it has none. */
const supplierName = sql<string>`coalesce(nullif(s.short_name, ''), s.name)`;

const lineTotal = (eb: NoteScope, column: 'qty' | 'received_qty') =>
  eb
    .selectFrom('delivery_note_lines as l')
    .select(sql<number>`coalesce(sum(${sql.ref(`l.${column}`)}), 0)`.as('total'))
    .whereRef('l.delivery_note_id', '=', 'dn.id');

const SORT_COLUMNS = {
  noteNo: sql`dn.note_no`,
  supplierName,
  warehouseCode: sql`w.code`,
  status: sql`dn.status`,
  expectedArrival: sql`coalesce(dn.expected_arrival, '')`,
  createdAt: sql`dn.created_at`,
  updatedAt: sql`dn.updated_at`,
} as const satisfies Record<DeliveryNoteSortField, unknown>;

export interface NoteRow {
  id: number;
  noteNo: string;
  supplierId: number;
  supplierName: string;
  warehouseId: number;
  warehouseCode: string;
  warehouseName: string;
  status: string;
  packages: number;
  grossWeightG: number;
  expectedArrival: string | null;
  remark: string;
  lineCount: number;
  totalQty: number;
  receivedQty: number;
  createdBy: string | null;
  createdAt: string;
  submittedAt: string | null;
  receivedAt: string | null;
  updatedAt: string;
}

export const toNoteItem = ({ grossWeightG, ...row }: NoteRow): DeliveryNoteItem => ({
  ...row,
  status: row.status as DeliveryNoteStatus,
  grossWeightKg: Number(grossWeightG) / 1000,
  lineCount: Number(row.lineCount),
  totalQty: Number(row.totalQty),
  receivedQty: Number(row.receivedQty),
});

function notes(db: Queryable, scope: Scope) {
  let query = db
    .selectFrom('delivery_notes as dn')
    .innerJoin('suppliers as s', 's.id', 'dn.supplier_id')
    .innerJoin('warehouses as w', 'w.id', 'dn.warehouse_id')
    .leftJoin('users as u', 'u.id', 'dn.created_by_user_id');
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where('dn.supplier_id', 'in', ids);
  return query;
}

/** The note's columns, names and line totals (one correlated sum each, per row returned). */
const withNoteColumns = (query: ReturnType<typeof notes>) =>
  query.select((eb) => [
    'dn.id',
    'dn.note_no as noteNo',
    'dn.supplier_id as supplierId',
    supplierName.as('supplierName'),
    'dn.warehouse_id as warehouseId',
    'w.code as warehouseCode',
    'w.name as warehouseName',
    'dn.status',
    'dn.packages',
    'dn.gross_weight_g as grossWeightG',
    'dn.expected_arrival as expectedArrival',
    'dn.remark',
    eb
      .selectFrom('delivery_note_lines as l')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('l.delivery_note_id', '=', 'dn.id')
      .as('lineCount'),
    lineTotal(eb, 'qty').as('totalQty'),
    lineTotal(eb, 'received_qty').as('receivedQty'),
    'u.username as createdBy',
    'dn.created_at as createdAt',
    'dn.submitted_at as submittedAt',
    'dn.received_at as receivedAt',
    'dn.updated_at as updatedAt',
  ]);

const LINE_COLUMNS = [
  'l.id',
  'l.line_no as lineNo',
  'l.po_line_id as poLineId',
  'po.po_number as poNumber',
  'pl.line_no as poLineNo',
  'l.product_id as productId',
  'p.product_id as productCode',
  'p.short_name as productName',
  'l.qty',
  'l.received_qty as receivedQty',
  'l.damaged_qty as damagedQty',
  'l.short_qty as shortQty',
  'l.stocked_in_at as stockedInAt',
  'sd.doc_no as stockInNo',
] as const;

function lines(db: Queryable) {
  return db
    .selectFrom('delivery_note_lines as l')
    .innerJoin('po_lines as pl', 'pl.id', 'l.po_line_id')
    .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('stock_documents as sd', 'sd.id', 'l.stock_document_id');
}

export interface NoteValues {
  supplierId: number;
  warehouseId: number;
  packages: number;
  grossWeightG: number;
  expectedArrival: string | null;
  remark: string;
}

const noteColumnsOf = (values: NoteValues) => ({
  supplier_id: values.supplierId,
  warehouse_id: values.warehouseId,
  packages: values.packages,
  gross_weight_g: values.grossWeightG,
  expected_arrival: values.expectedArrival,
  remark: values.remark,
});

export interface NewLine {
  poLineId: number;
  productId: number;
  qty: number;
}

export const deliveryNoteRepository = {
  async findById(db: Queryable, scope: Scope, id: number): Promise<NoteRow | undefined> {
    return (await withNoteColumns(notes(db, scope)).where('dn.id', '=', id).executeTakeFirst()) as
      NoteRow | undefined;
  },

  /** The note of this number, whatever its case and surrounding blanks. */
  async idByNumber(db: Queryable, scope: Scope, noteNo: string): Promise<number | undefined> {
    const row = await notes(db, scope)
      .select('dn.id')
      .where(sql<boolean>`lower(dn.note_no) = ${noteNo.trim().toLowerCase()}`)
      .executeTakeFirst();
    return row?.id;
  },

  async page(db: Queryable, scope: Scope, query: ListDeliveryNotesQuery) {
    let filtered = notes(db, scope);
    if (query.noteNo) filtered = filtered.where(startsWithText('dn.note_no', query.noteNo));
    if (query.supplierId) filtered = filtered.where('dn.supplier_id', '=', query.supplierId);
    if (query.warehouseId) filtered = filtered.where('dn.warehouse_id', '=', query.warehouseId);
    if (query.status?.length) filtered = filtered.where('dn.status', 'in', query.status);
    // created_at is a UTC ISO instant: a day's rows sort between its 'T' and the next day
    if (query.from) filtered = filtered.where('dn.created_at', '>=', query.from);
    if (query.to) filtered = filtered.where('dn.created_at', '<', `${query.to}T99`);
    const { total, list } = await pagedList(
      filtered,
      (q) =>
        withNoteColumns(q)
          .orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder)
          .orderBy('dn.id', query.sortOrder),
      query,
    );
    return { total, list: (list as NoteRow[]).map(toNoteItem) };
  },

  async lines(db: Queryable, noteId: number): Promise<DeliveryNoteLine[]> {
    return lines(db)
      .select(LINE_COLUMNS)
      .where('l.delivery_note_id', '=', noteId)
      .orderBy('l.line_no')
      .execute();
  },

  /** Lines of Submitted or partly received notes not yet stocked in (pendingWarehousing). */
  async pendingPage(db: Queryable, query: ListPendingLinesQuery) {
    let filtered = lines(db)
      .innerJoin('delivery_notes as dn', 'dn.id', 'l.delivery_note_id')
      .innerJoin('suppliers as s', 's.id', 'dn.supplier_id')
      .innerJoin('warehouses as w', 'w.id', 'dn.warehouse_id')
      .where('dn.status', 'in', ['Submitted', 'PartlyReceived'])
      .where('l.stock_document_id', 'is', null);
    if (query.noteNo) filtered = filtered.where(startsWithText('dn.note_no', query.noteNo));
    if (query.supplierId) filtered = filtered.where('dn.supplier_id', '=', query.supplierId);
    if (query.warehouseId) filtered = filtered.where('dn.warehouse_id', '=', query.warehouseId);
    if (query.product) {
      const product = query.product;
      filtered = filtered.where((eb) =>
        eb.or([containsText('p.product_id', product), containsText('p.short_name', product)]),
      );
    }
    return pagedList(
      filtered,
      (q) =>
        q
          .select([
            ...LINE_COLUMNS,
            'dn.id as deliveryNoteId',
            'dn.note_no as noteNo',
            'dn.supplier_id as supplierId',
            supplierName.as('supplierName'),
            'dn.warehouse_id as warehouseId',
            'w.code as warehouseCode',
            'dn.expected_arrival as expectedArrival',
            'dn.submitted_at as submittedAt',
          ])
          .orderBy('dn.submitted_at', query.sortOrder)
          .orderBy('dn.note_no', query.sortOrder)
          .orderBy('l.line_no'),
      query,
    ) as Promise<{ total: number; list: PendingLineItem[] }>;
  },

  /** The audit rows of a note, oldest first: its history. */
  async auditRows(db: Queryable, noteId: number) {
    return db
      .selectFrom('audit_log')
      .select(['at', 'actor_name', 'action', 'after_json'])
      .where('entity', '=', 'deliveryNote')
      .where('entity_id', '=', String(noteId))
      .orderBy('id')
      .execute();
  },

  /**
   * Makes the saves of delivery notes wait for each other: an upsert that changes nothing
   * of one lock row of the counters table (day `00000000`, never a document's day), which
   * every create and every edit writes first. On PostgreSQL the second of two saves waits
   * for the first's commit and then sees its lines when it checks what is left to deliver,
   * also when the two straddle midnight (the day's counter row was the lock before, and two
   * days have two rows); SQLite runs one writer at a time anyway.
   */
  async holdNoteSaves(db: Queryable, prefix: string): Promise<void> {
    await db
      .insertInto('document_counters')
      .values({ prefix, day: SAVE_LOCK_DAY, last_no: 0 })
      .onConflict((oc) =>
        oc
          .columns(['prefix', 'day'])
          .doUpdateSet((eb) => ({ last_no: eb.ref('document_counters.last_no') })),
      )
      .execute();
  },

  async insert(
    db: Queryable,
    values: NoteValues & { noteNo: string; status: string; userId: number | null; at: string },
  ): Promise<number> {
    const row = await db
      .insertInto('delivery_notes')
      .values({
        ...noteColumnsOf(values),
        note_no: values.noteNo,
        status: values.status,
        created_by_user_id: values.userId,
        created_at: values.at,
        updated_at: values.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Rewrites a Draft's header; false when it is no longer a Draft (a concurrent write). */
  async updateDraft(db: Queryable, id: number, values: NoteValues, at: string) {
    const result = await db
      .updateTable('delivery_notes')
      .set({ ...noteColumnsOf(values), updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'Draft')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async replaceLines(db: Queryable, noteId: number, newLines: readonly NewLine[]) {
    await db.deleteFrom('delivery_note_lines').where('delivery_note_id', '=', noteId).execute();
    await insertInBlocks(
      db,
      'delivery_note_lines',
      newLines.map((line, index) => ({
        delivery_note_id: noteId,
        line_no: index + 1,
        po_line_id: line.poLineId,
        product_id: line.productId,
        qty: line.qty,
      })),
      (block) => db.insertInto('delivery_note_lines').values(block),
    );
  },

  /** Moves a note from one of `from` to `to`; false when it was in none of them meanwhile. */
  async setStatus(
    db: Queryable,
    id: number,
    from: readonly string[],
    to: string,
    stamps: { at: string; submittedAt?: string; receivedAt?: string },
  ) {
    const result = await db
      .updateTable('delivery_notes')
      .set({
        status: to,
        updated_at: stamps.at,
        ...(stamps.submittedAt ? { submitted_at: stamps.submittedAt } : {}),
        ...(stamps.receivedAt ? { received_at: stamps.receivedAt } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async deleteDraft(db: Queryable, id: number) {
    await db.deleteFrom('delivery_note_lines').where('delivery_note_id', '=', id).execute();
    const result = await db
      .deleteFrom('delivery_notes')
      .where('id', '=', id)
      .where('status', '=', 'Draft')
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /** How many of a note's lines are stocked in, and how many it has. */
  async stockedCounts(db: Queryable, noteId: number) {
    const row = await db
      .selectFrom('delivery_note_lines')
      .select((eb) => [
        eb.fn.countAll<number>().as('lines'),
        eb.fn.count<number>('stock_document_id').as('stocked'),
      ])
      .where('delivery_note_id', '=', noteId)
      .executeTakeFirstOrThrow();
    return { lines: Number(row.lines), stocked: Number(row.stocked) };
  },
};
