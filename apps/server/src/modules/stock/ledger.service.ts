import {
  STOCK_DOCUMENT_PREFIXES,
  type LedgerCheckResult,
  type PostedDocument,
  type StockDocumentType,
  type StockLineInput,
  type StockMoveKind,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import type { Actor } from '../../platform/auth/auth-context';
import { BusinessRule } from '../../platform/http/errors';
import { nextDocumentNo } from './document-numbers';
import { balanceKey, ledgerRepository, type LedgerMove } from './ledger.repository';

/** One line of a document as the ledger posts it: where, what, how many (signed), why. */
export interface MoveLine {
  warehouseId: number;
  productId: number;
  /** null or 0: tied to no PO line */
  poLineId: number | null;
  qty: number;
  kind: StockMoveKind;
  reason?: string;
}

export interface DocumentHeader {
  docType: StockDocumentType;
  fromWarehouseId: number | null;
  toWarehouseId: number | null;
  reason: string;
  source?: { type: string; id: number };
}

/** The product, PO line and supplier of each line: the PO line must be the product's. */
async function resolveLines(db: Queryable, lines: readonly MoveLine[]): Promise<LedgerMove[]> {
  // a document without moves (a stock-in where everything was damaged or short)
  if (lines.length === 0) return [];
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const poLineIds = [...new Set(lines.map((line) => line.poLineId ?? 0).filter((id) => id > 0))];
  const products = new Map(
    (
      await db
        .selectFrom('products')
        .select(['id', 'product_id'])
        .where('id', 'in', productIds)
        .execute()
    ).map((row) => [row.id, row.product_id]),
  );
  const poLines = new Map(
    poLineIds.length === 0
      ? []
      : (
          await db
            .selectFrom('po_lines as pl')
            .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
            .select(['pl.id', 'pl.product_id', 'pl.supplier_id', 'pl.line_no', 'po.po_number'])
            .where('pl.id', 'in', poLineIds)
            .execute()
        ).map((row) => [row.id, row]),
  );
  return lines.map((line) => {
    const productCode = products.get(line.productId);
    if (productCode === undefined)
      throw new BusinessRule('stock.unknownProduct', { id: line.productId });
    const poLineId = line.poLineId ?? 0;
    const poLine = poLineId > 0 ? poLines.get(poLineId) : undefined;
    if (poLineId > 0 && poLine?.product_id !== line.productId)
      throw new BusinessRule('stock.poLineProduct', {
        poLine: poLine ? `${poLine.po_number}/${poLine.line_no}` : String(poLineId),
        product: productCode,
      });
    return {
      warehouseId: line.warehouseId,
      productId: line.productId,
      poLineId,
      supplierId: poLine?.supplier_id ?? null,
      qty: line.qty,
      kind: line.kind,
      reason: line.reason ?? '',
    };
  });
}

/** The refusal of a take that would make a balance negative, naming what was short. */
async function insufficient(db: Queryable, move: LedgerMove): Promise<BusinessRule> {
  const [available, warehouse, product, poLine] = await Promise.all([
    ledgerRepository.balanceOf(db, move),
    db
      .selectFrom('warehouses')
      .select('code')
      .where('id', '=', move.warehouseId)
      .executeTakeFirst(),
    db
      .selectFrom('products')
      .select('product_id')
      .where('id', '=', move.productId)
      .executeTakeFirst(),
    move.poLineId > 0
      ? db
          .selectFrom('po_lines as pl')
          .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
          .select(['po.po_number', 'pl.line_no'])
          .where('pl.id', '=', move.poLineId)
          .executeTakeFirst()
      : undefined,
  ]);
  return new BusinessRule('stock.insufficient', {
    available,
    requested: -move.qty,
    warehouse: warehouse?.code ?? String(move.warehouseId),
    product: product?.product_id ?? String(move.productId),
    poLine: poLine ? ` (${poLine.po_number}/${poLine.line_no})` : '',
  });
}

/**
 * Posts a document to the ledger inside the caller's transaction: numbers it, takes every
 * outgoing quantity (refusing the whole document if one would go below 0), adds the
 * incoming ones, appends the moves. Balance = Σ moves holds after every call.
 */
export async function postDocument(
  trx: Queryable,
  actor: Actor,
  at: string,
  header: DocumentHeader,
  lines: readonly MoveLine[],
): Promise<PostedDocument> {
  const moves = await resolveLines(trx, lines);
  const docNo = await nextDocumentNo(trx, STOCK_DOCUMENT_PREFIXES[header.docType], at);
  const stamp = { userId: actor.userId, username: actor.username, at };
  const id = await ledgerRepository.insertDocument(
    trx,
    { ...header, docNo, source: header.source ?? null },
    stamp,
  );
  for (const move of moves.filter((m) => m.qty < 0)) {
    if (!(await ledgerRepository.takeFromBalance(trx, move, at)))
      throw await insufficient(trx, move);
  }
  // one upsert per key: a key twice in one statement is refused by PostgreSQL
  const incoming = new Map<string, LedgerMove>();
  for (const move of moves.filter((m) => m.qty > 0)) {
    const key = balanceKey(move);
    const seen = incoming.get(key);
    incoming.set(key, seen ? { ...seen, qty: seen.qty + move.qty } : move);
  }
  await ledgerRepository.addToBalances(trx, [...incoming.values()], at);
  await ledgerRepository.insertMoves(trx, { id, docNo, docType: header.docType }, stamp, moves);
  return { id, docNo, moves: moves.length };
}

/** Lines of one balance row each moved out of `from` and into `to` (transfer, rework). */
export function twoSided(
  lines: readonly StockLineInput[],
  from: { warehouseId: number; kind: StockMoveKind },
  to: { warehouseId: number; kind: StockMoveKind },
  reason: string,
): MoveLine[] {
  return lines.flatMap((line) => {
    const common = { productId: line.productId, poLineId: line.poLineId ?? null, reason };
    return [
      { ...common, warehouseId: from.warehouseId, qty: -line.qty, kind: from.kind },
      { ...common, warehouseId: to.warehouseId, qty: line.qty, kind: to.kind },
    ];
  });
}

/** The ledger check (nightly, or on demand): every balance equals the sum of its moves. */
export async function checkLedger(deps: AppDeps): Promise<LedgerCheckResult> {
  const db = deps.db.kysely;
  const [mismatches, counts] = await Promise.all([
    ledgerRepository.mismatches(db),
    ledgerRepository.counts(db),
  ]);
  return {
    ...counts,
    mismatches: mismatches.map((row) => ({
      warehouseId: row.warehouse_id,
      productId: row.product_id,
      poLineId: row.po_line_id === 0 ? null : row.po_line_id,
      balance: row.qty,
      sumOfMoves: row.total,
    })),
    checkedAt: deps.clock().toISOString(),
  };
}
