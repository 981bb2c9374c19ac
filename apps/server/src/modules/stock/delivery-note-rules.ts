import {
  label,
  translateError,
  type DeliveryNoteStatus,
  type ErrorMessageKey,
  type Language,
  type SaveDeliveryNoteBody,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { BusinessRule, NotFound } from '../../platform/http/errors';
import { allowsSupplier, type Scope } from '../../platform/permissions/scope';
import { deliverableRepository } from './deliverable.repository';
import type { NewLine } from './delivery-note.repository';
import { usableWarehouse, type WarehouseRow } from './warehouse-rules';

/**
 * The rules a delivery note's save keeps (issue 16): a loading warehouse that is active,
 * a supplier within the caller's scope, and lines that are that supplier's open PO lines
 * loading at the warehouse's loading point, none for more than is left to deliver. Each
 * refusal names the field at fault (`lines.2.qty`) so a form can put it under it.
 */

type Params = Record<string, string | number>;

/** A refusal about one field: the message in the caller's language under that field. */
export function fieldRefusal(
  lang: Language,
  key: ErrorMessageKey,
  params: Params,
  field: string,
): BusinessRule {
  return new BusinessRule(key, params, [{ field, message: translateError(lang, key, params) }]);
}

export const statusName = (lang: Language, status: string) =>
  label(lang, `stock:deliveryNoteStatuses.${status as DeliveryNoteStatus}`);

/** The note's warehouse: active, a loading warehouse, at a loading point. */
export async function loadingWarehouse(
  db: Queryable,
  id: number,
  lang: Language,
): Promise<WarehouseRow & { loading_point_id: number }> {
  const warehouse = await usableWarehouse(db, id, lang);
  if (warehouse.type !== 'loading' || warehouse.loading_point_id == null) {
    throw fieldRefusal(
      lang,
      'deliveryNote.notLoadingWarehouse',
      { code: warehouse.code },
      'warehouseId',
    );
  }
  return { ...warehouse, loading_point_id: warehouse.loading_point_id };
}

/** A supplier out of the caller's scope is one that does not exist (404). */
export async function scopedSupplier(
  db: Queryable,
  scope: Scope,
  supplierId: number,
  lang: Language,
): Promise<void> {
  if (!allowsSupplier(scope, supplierId)) throw new NotFound();
  const supplier = await db
    .selectFrom('suppliers')
    .select('id')
    .where('id', '=', supplierId)
    .executeTakeFirst();
  if (!supplier) throw fieldRefusal(lang, 'common.notFound', {}, 'supplierId');
}

/**
 * The lines of a save, checked in the order given, each with its product. `noteId`: the
 * note being edited, whose own lines do not count against what is left.
 */
export async function checkedLines(
  db: Queryable,
  lang: Language,
  body: SaveDeliveryNoteBody,
  warehouse: WarehouseRow & { loading_point_id: number },
  noteId: number | null,
): Promise<NewLine[]> {
  const facts = new Map(
    (
      await deliverableRepository.facts(
        db,
        body.lines.map((line) => line.poLineId),
        noteId,
      )
    ).map((row) => [row.id, row]),
  );
  return body.lines.map((line, index) => {
    const row = facts.get(line.poLineId);
    const poLine = row ? `${row.po_number}/${row.line_no}` : String(line.poLineId);
    const field = `lines.${index}`;
    if (!row || row.supplier_id !== body.supplierId || row.closed === 1 || row.cancelled === 1) {
      throw fieldRefusal(
        lang,
        'deliveryNote.poLineNotDeliverable',
        { poLine },
        `${field}.poLineId`,
      );
    }
    if (row.loading_point_id !== warehouse.loading_point_id) {
      throw fieldRefusal(
        lang,
        'deliveryNote.wrongLoadingPoint',
        { poLine, loadingPoint: row.loading_point_name, code: warehouse.code },
        `${field}.poLineId`,
      );
    }
    if (line.qty > row.deliverable) {
      throw fieldRefusal(
        lang,
        'deliveryNote.tooMuch',
        { poLine, deliverable: Math.max(0, row.deliverable), qty: line.qty },
        `${field}.qty`,
      );
    }
    return { poLineId: line.poLineId, productId: row.product_id, qty: line.qty };
  });
}
