import type { Queryable } from '../../db/database';

/** The supplier's own columns due diligence moves: its supply stage and its status. */
export const supplierStateRepository = {
  async setStage(db: Queryable, supplierIds: readonly number[], stage: string, at: string) {
    if (supplierIds.length === 0) return;
    await db
      .updateTable('suppliers')
      .set({ supply_stage: stage, updated_at: at })
      .where('id', 'in', supplierIds)
      .execute();
  },

  async setStatus(db: Queryable, supplierId: number, status: string, at: string) {
    await db
      .updateTable('suppliers')
      .set({ status, updated_at: at })
      .where('id', '=', supplierId)
      .execute();
  },

  /** Everyone tied to the suppliers: their owners and their supplier users. */
  async peopleOf(db: Queryable, supplierIds: readonly number[]) {
    if (supplierIds.length === 0) return [];
    return db
      .selectFrom('user_suppliers')
      .select(['supplier_id', 'user_id'])
      .where('supplier_id', 'in', supplierIds)
      .execute();
  },

  /** Users whose group holds the resource. */
  async usersHolding(db: Queryable, resourceKey: string): Promise<number[]> {
    const rows = await db
      .selectFrom('users as u')
      .innerJoin('group_resources as gr', 'gr.group_id', 'u.group_id')
      .innerJoin('resources as r', 'r.id', 'gr.resource_id')
      .select('u.id')
      .where('r.resource_key', '=', resourceKey)
      .execute();
    return [...new Set(rows.map((row) => row.id))];
  },
};
