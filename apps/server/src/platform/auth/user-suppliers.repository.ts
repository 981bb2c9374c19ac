import { isAnySupplierUser } from '@lading/shared';
import type { Queryable } from '../../db/database';

/** The supplier ids that scope a supplier user's rows; internal users need none for scoping. */
export async function userSupplierIds(
  db: Queryable,
  userId: number,
  roles: readonly string[],
): Promise<number[]> {
  if (!isAnySupplierUser(roles)) return [];
  const rows = await db
    .selectFrom('user_suppliers')
    .select('supplier_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.supplier_id);
}
