import {
  label,
  type Language,
  type SaveScrapOrderBody,
  type ScrapOrderItem,
  type ScrapOrderStatus,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { BusinessRule } from '../../platform/http/errors';
import { auditHistory } from './delivery-note-history';
import { fieldRefusal } from './delivery-note-rules';
import { usableWarehouse, type WarehouseRow } from './warehouse-rules';

/**
 * The rules of a scrap order (issue 16): its source is an active loading warehouse or rework
 * area, and each line is on hand there (checked on save, on approval, and by the ledger when
 * done); its history is read from its audit rows.
 */

export const scrapStatusName = (lang: Language, status: string) =>
  label(lang, `stock:scrapStatuses.${status as ScrapOrderStatus}`);

export const scrapRefusal = (
  key:
    | 'scrapOrder.notEditable'
    | 'scrapOrder.notDraft'
    | 'scrapOrder.notApproved'
    | 'scrapOrder.notCancellable',
  lang: Language,
  order: ScrapOrderItem,
) => new BusinessRule(key, { scrapNo: order.scrapNo, status: scrapStatusName(lang, order.status) });

/** The source warehouse: active, a loading warehouse or the rework area. */
export async function sourceWarehouse(
  db: Queryable,
  id: number,
  lang: Language,
): Promise<WarehouseRow> {
  const warehouse = await usableWarehouse(db, id, lang);
  if (warehouse.type !== 'loading' && warehouse.type !== 'rework')
    throw fieldRefusal(lang, 'scrapOrder.wrongWarehouse', { code: warehouse.code }, 'warehouseId');
  return warehouse;
}

/** Every line is on hand in the warehouse; else 'stock.insufficient' under the line's qty. */
export async function checkOnHand(
  db: Queryable,
  lang: Language,
  warehouse: WarehouseRow,
  lines: SaveScrapOrderBody['lines'],
): Promise<void> {
  if (lines.length === 0) return;
  const rows = await db
    .selectFrom('stock_balances as b')
    .innerJoin('products as p', 'p.id', 'b.product_id')
    .select(['b.product_id', 'b.po_line_id', 'b.qty'])
    .where('b.warehouse_id', '=', warehouse.id)
    .where('b.product_id', 'in', [...new Set(lines.map((line) => line.productId))])
    .execute();
  const onHand = new Map(rows.map((row) => [`${row.product_id}:${row.po_line_id}`, row.qty]));
  for (const [index, line] of lines.entries()) {
    const available = onHand.get(`${line.productId}:${line.poLineId ?? 0}`) ?? 0;
    if (line.qty <= available) continue;
    const names = await lineNames(db, line.productId, line.poLineId);
    throw fieldRefusal(
      lang,
      'stock.insufficient',
      {
        available,
        requested: line.qty,
        warehouse: warehouse.code,
        product: names.product,
        poLine: names.poLine,
      },
      `lines.${index}.qty`,
    );
  }
}

async function lineNames(db: Queryable, productId: number, poLineId: number | null) {
  const product = await db
    .selectFrom('products')
    .select('product_id')
    .where('id', '=', productId)
    .executeTakeFirst();
  const poLine = poLineId
    ? await db
        .selectFrom('po_lines as pl')
        .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
        .select(['po.po_number', 'pl.line_no'])
        .where('pl.id', '=', poLineId)
        .executeTakeFirst()
    : undefined;
  return {
    product: product?.product_id ?? String(productId),
    poLine: poLine ? ` (${poLine.po_number}/${poLine.line_no})` : '',
  };
}

/** What a write records as its audit row's `after`, read back by the history. */
export interface ScrapAudit {
  lines?: { qty: number }[];
  comment?: string;
  docNo?: string;
}

export function scrapHistory(lang: Language, rows: Parameters<typeof auditHistory>[0]) {
  return auditHistory(rows, (action, after) => {
    const audit = (after ?? {}) as ScrapAudit;
    if ((action === 'create' || action === 'update') && audit.lines) {
      const qty = audit.lines.reduce((sum, line) => sum + line.qty, 0);
      return label(lang, 'stock:scrap.historyDetail.saved', { count: audit.lines.length, qty });
    }
    if (action === 'reject' && audit.comment) return audit.comment;
    if (action === 'done' && audit.docNo)
      return label(lang, 'stock:scrap.historyDetail.done', { docNo: audit.docNo });
    return '';
  });
}
