import type { Insertable, Updateable } from 'kysely';
import { inChunks, selectInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';
import type { PurchaseOrderTable } from '../../db/schema';
import type { Scope } from '../../platform/permissions/scope';
import { invalidateOrderCounts } from './po-line-counts';

/** SQL for PO headers; reads take the caller's scope (supplier users: their own only). */
export const purchaseOrderRepository = {
  findById(db: Queryable, scope: Scope, id: number) {
    let query = db
      .selectFrom('purchase_orders as po')
      .innerJoin('suppliers as s', 's.id', 'po.supplier_id')
      .selectAll('po')
      .select(['s.code as supplier_code', 's.name as supplier_name'])
      .where('po.id', '=', id);
    if (scope.kind === 'ownSuppliers') {
      query = query.where('po.supplier_id', 'in', [...scope.supplierIds, -1]);
    }
    return query.executeTakeFirst();
  },

  findByNumbers(db: Queryable, poNumbers: readonly string[]) {
    return selectInChunks(poNumbers, (chunk) =>
      db.selectFrom('purchase_orders').selectAll().where('po_number', 'in', chunk).execute(),
    );
  },

  async insert(db: Queryable, row: Insertable<PurchaseOrderTable>) {
    invalidateOrderCounts();
    const inserted = await db
      .insertInto('purchase_orders')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  /** Multi-row inserts; answers each new PO's id with its number. */
  async insertMany(db: Queryable, rows: readonly Insertable<PurchaseOrderTable>[]) {
    invalidateOrderCounts();
    const inserted: { id: number; po_number: string }[] = [];
    for (const chunk of inChunks(rows, 8)) {
      inserted.push(
        ...(await db
          .insertInto('purchase_orders')
          .values(chunk)
          .returning(['id', 'po_number'])
          .execute()),
      );
    }
    return inserted;
  },

  async update(db: Queryable, id: number, changes: Updateable<PurchaseOrderTable>) {
    invalidateOrderCounts();
    await db.updateTable('purchase_orders').set(changes).where('id', '=', id).execute();
  },

  /** The audit rows of a PO and its lines, oldest first. */
  revisions(db: Queryable, poId: number, lineIds: readonly number[]) {
    return db
      .selectFrom('audit_log')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'purchaseOrder'), eb('entity_id', '=', String(poId))]),
          ...(lineIds.length
            ? [eb.and([eb('entity', '=', 'poLine'), eb('entity_id', 'in', lineIds.map(String))])]
            : []),
        ]),
      )
      .orderBy('id')
      .execute();
  },
};

export type PurchaseOrderRecord = NonNullable<
  Awaited<ReturnType<typeof purchaseOrderRepository.findById>>
>;
