import { sql } from 'kysely';
import { insertInBlocks } from '../../db/bulk-insert';
import type { Queryable } from '../../db/database';

/** One change of a balance row: + into the warehouse, − out of it. */
export interface LedgerMove {
  warehouseId: number;
  productId: number;
  /** 0: tied to no PO line */
  poLineId: number;
  supplierId: number | null;
  qty: number;
  kind: string;
  reason: string;
}

export interface LedgerDocument {
  id: number;
  docNo: string;
  docType: string;
}

export interface LedgerStamp {
  userId: number | null;
  username: string;
  at: string;
}

export const balanceKey = (move: Pick<LedgerMove, 'warehouseId' | 'productId' | 'poLineId'>) =>
  `${move.warehouseId}-${move.productId}-${move.poLineId}`;

/** The columns a balance row and a move share: which goods where, whose, how many. */
const goodsColumns = (move: LedgerMove) => ({
  warehouse_id: move.warehouseId,
  product_id: move.productId,
  po_line_id: move.poLineId,
  supplier_id: move.supplierId,
  qty: move.qty,
});

/** SQL of the ledger: the append-only moves and the balances kept from them. */
export const ledgerRepository = {
  /**
   * Adds to balance rows (each made on the first move into it), in multi-row upserts: the
   * keys must be distinct (a key twice in one statement is refused by PostgreSQL).
   */
  async addToBalances(db: Queryable, moves: readonly LedgerMove[], at: string): Promise<void> {
    const rows = moves.map((move) => ({ ...goodsColumns(move), updated_at: at }));
    await insertInBlocks(db, 'stock_balances upsert', rows, (block) =>
      db
        .insertInto('stock_balances')
        .values(block)
        .onConflict((oc) =>
          oc.columns(['warehouse_id', 'product_id', 'po_line_id']).doUpdateSet((eb) => ({
            qty: eb('stock_balances.qty', '+', eb.ref('excluded.qty')),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        ),
    );
  },

  /**
   * Takes from a balance row only if it holds enough: one guarded UPDATE, so two takers of
   * the last unit cannot both succeed (PostgreSQL re-checks the condition on the row the
   * first one committed; SQLite runs one writer at a time). Answers whether it took.
   */
  async takeFromBalance(db: Queryable, move: LedgerMove, at: string): Promise<boolean> {
    const result = await db
      .updateTable('stock_balances')
      .set((eb) => ({ qty: eb('qty', '+', move.qty), updated_at: at }))
      .where('warehouse_id', '=', move.warehouseId)
      .where('product_id', '=', move.productId)
      .where('po_line_id', '=', move.poLineId)
      .where(sql<boolean>`qty + ${move.qty} >= 0`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async balanceOf(
    db: Queryable,
    key: Pick<LedgerMove, 'warehouseId' | 'productId' | 'poLineId'>,
  ): Promise<number> {
    const row = await db
      .selectFrom('stock_balances')
      .select('qty')
      .where('warehouse_id', '=', key.warehouseId)
      .where('product_id', '=', key.productId)
      .where('po_line_id', '=', key.poLineId)
      .executeTakeFirst();
    return row?.qty ?? 0;
  },

  async insertMoves(
    db: Queryable,
    document: LedgerDocument,
    stamp: LedgerStamp,
    moves: readonly LedgerMove[],
  ): Promise<void> {
    const rows = moves.map((move) => ({
      ...goodsColumns(move),
      kind: move.kind,
      doc_type: document.docType,
      doc_id: document.id,
      doc_no: document.docNo,
      reason: move.reason,
      user_id: stamp.userId,
      username: stamp.username,
      moved_at: stamp.at,
    }));
    await insertInBlocks(db, 'stock_moves', rows, (block) =>
      db.insertInto('stock_moves').values(block),
    );
  },

  async insertDocument(
    db: Queryable,
    values: {
      docNo: string;
      docType: string;
      fromWarehouseId: number | null;
      toWarehouseId: number | null;
      reason: string;
      source: { type: string; id: number } | null;
    },
    stamp: LedgerStamp,
  ): Promise<number> {
    const row = await db
      .insertInto('stock_documents')
      .values({
        doc_no: values.docNo,
        doc_type: values.docType,
        from_warehouse_id: values.fromWarehouseId,
        to_warehouse_id: values.toWarehouseId,
        reason: values.reason,
        source_type: values.source?.type ?? null,
        source_id: values.source?.id ?? null,
        user_id: stamp.userId,
        username: stamp.username,
        created_at: stamp.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Balance rows whose quantity is not the sum of their moves (or a key with moves only). */
  async mismatches(db: Queryable) {
    const sums = db
      .selectFrom('stock_moves')
      .select(['warehouse_id', 'product_id', 'po_line_id'])
      .select((eb) => eb.fn.sum<number | string>('qty').as('total'))
      .groupBy(['warehouse_id', 'product_id', 'po_line_id'])
      .as('m');
    const fromBalances = await db
      .selectFrom('stock_balances as b')
      .leftJoin(sums, (join) =>
        join
          .onRef('m.warehouse_id', '=', 'b.warehouse_id')
          .onRef('m.product_id', '=', 'b.product_id')
          .onRef('m.po_line_id', '=', 'b.po_line_id'),
      )
      .select(['b.warehouse_id', 'b.product_id', 'b.po_line_id', 'b.qty', 'm.total'])
      .where(sql<boolean>`b.qty <> coalesce(m.total, 0)`)
      .execute();
    const movesOnly = await db
      .selectFrom(sums)
      .select(['m.warehouse_id', 'm.product_id', 'm.po_line_id', 'm.total'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('stock_balances as b')
              .select('b.id')
              .whereRef('b.warehouse_id', '=', 'm.warehouse_id')
              .whereRef('b.product_id', '=', 'm.product_id')
              .whereRef('b.po_line_id', '=', 'm.po_line_id'),
          ),
        ),
      )
      .where(sql<boolean>`m.total <> 0`)
      .execute();
    return [
      ...fromBalances.map((row) => ({ ...row, total: Number(row.total ?? 0) })),
      ...movesOnly.map((row) => ({ ...row, qty: 0, total: Number(row.total) })),
    ];
  },

  async counts(db: Queryable) {
    const [balances, moves] = await Promise.all([
      db
        .selectFrom('stock_balances')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('stock_moves')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { balances: Number(balances.n), moves: Number(moves.n) };
  },
};
