import {
  SUPPLIER_CHECKS,
  type SaveCheckRequest,
  type SupplierCheck,
  type SupplierCheckItem,
} from '@lading/shared';
import type { Queryable } from '../../db/database';

type CheckRow = {
  supplier_id: number;
  check_code: string;
  status: string;
  score: number | null;
  result: string | null;
  comment: string;
  valid_from: string | null;
  valid_until: string | null;
  updated_by_name: string;
  updated_at: string;
};

const itemOf = (check: SupplierCheck, row: CheckRow | undefined): SupplierCheckItem => ({
  check,
  status: (row?.status ?? 'notStarted') as SupplierCheckItem['status'],
  score: row?.score === null || row?.score === undefined ? null : Number(row.score),
  result: (row?.result ?? null) as SupplierCheckItem['result'],
  comment: row?.comment ?? '',
  validFrom: row?.valid_from ?? null,
  validUntil: row?.valid_until ?? null,
  updatedBy: row?.updated_by_name ?? null,
  updatedAt: row?.updated_at ?? null,
});

/** SQL of the profile's checks (spec §3): one row per supplier and check once recorded. */
export const supplierCheckRepository = {
  /** The five checks of each supplier, in order; Not started where none is recorded. */
  async checksOf(
    db: Queryable,
    supplierIds: readonly number[],
  ): Promise<Map<number, SupplierCheckItem[]>> {
    const rows = supplierIds.length
      ? await db
          .selectFrom('supplier_checks')
          .selectAll()
          .where('supplier_id', 'in', supplierIds)
          .execute()
      : [];
    const bySupplier = new Map<number, Map<string, CheckRow>>();
    for (const row of rows) {
      const checks = bySupplier.get(row.supplier_id) ?? new Map<string, CheckRow>();
      checks.set(row.check_code, row);
      bySupplier.set(row.supplier_id, checks);
    }
    return new Map(
      supplierIds.map((id) => [
        id,
        SUPPLIER_CHECKS.map((check) => itemOf(check, bySupplier.get(id)?.get(check))),
      ]),
    );
  },

  find(db: Queryable, supplierId: number, check: SupplierCheck) {
    return db
      .selectFrom('supplier_checks')
      .selectAll()
      .where('supplier_id', '=', supplierId)
      .where('check_code', '=', check)
      .executeTakeFirst();
  },

  async save(
    db: Queryable,
    supplierId: number,
    check: SupplierCheck,
    body: SaveCheckRequest,
    who: { username: string; at: string },
  ): Promise<SupplierCheckItem> {
    const values = {
      status: body.status,
      score: body.score,
      result: body.result,
      comment: body.comment,
      valid_from: body.validFrom,
      valid_until: body.validUntil,
      updated_by_name: who.username,
      updated_at: who.at,
    };
    await db
      .insertInto('supplier_checks')
      .values({ supplier_id: supplierId, check_code: check, ...values })
      .onConflict((oc) => oc.columns(['supplier_id', 'check_code']).doUpdateSet(values))
      .execute();
    const row = await this.find(db, supplierId, check);
    return itemOf(check, row);
  },

  /** Completed checks whose validity ended before `day` become Expired; answers them. */
  async expire(db: Queryable, day: string, at: string) {
    const due = await db
      .selectFrom('supplier_checks')
      .select(['supplier_id', 'check_code'])
      .where('status', '=', 'completed')
      .where('valid_until', '<', day)
      .execute();
    if (due.length > 0) {
      await db
        .updateTable('supplier_checks')
        .set({ status: 'expired', updated_at: at })
        .where('status', '=', 'completed')
        .where('valid_until', '<', day)
        .execute();
    }
    return due;
  },
};
