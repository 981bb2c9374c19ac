import type { Insertable, Updateable } from 'kysely';
import { insertInBlocks } from '../../db/bulk-insert';
import { selectInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';
import type { PurchaseOrderTable } from '../../db/schema';
import { NotFound } from '../../platform/http/errors';
import { requireInScope, supplierIdsOf, type Scope } from '../../platform/permissions/scope';

/**
 * SQL for PO headers. Reads and writes take the caller's scope (supplier users: their own
 * only; issue 12 §5): an insert of another supplier's PO and an update finding none of the
 * scope's throw NotFound.
 */
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

  async insert(db: Queryable, scope: Scope, row: Insertable<PurchaseOrderTable>) {
    requireInScope(scope, [row]);
    const inserted = await db
      .insertInto('purchase_orders')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  /** Multi-row inserts; answers each new PO's id with its number. */
  async insertMany(db: Queryable, scope: Scope, rows: readonly Insertable<PurchaseOrderTable>[]) {
    requireInScope(scope, rows);
    return insertInBlocks(db, 'purchase_orders', rows, (block) =>
      db.insertInto('purchase_orders').values(block).returning(['id', 'po_number']),
    );
  },

  async update(db: Queryable, scope: Scope, id: number, changes: Updateable<PurchaseOrderTable>) {
    if (typeof changes.supplier_id === 'number') {
      requireInScope(scope, [{ supplier_id: changes.supplier_id }]);
    }
    const ids = supplierIdsOf(scope);
    const result = await db
      .updateTable('purchase_orders')
      .set(changes)
      .where('id', '=', id)
      .$if(ids !== null, (query) => query.where('supplier_id', 'in', ids!))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new NotFound();
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
