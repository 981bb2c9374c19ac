import { label, type Language, type WarehouseType } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { BusinessRule } from '../../platform/http/errors';

export interface WarehouseRow {
  id: number;
  code: string;
  name: string;
  type: WarehouseType;
  loading_point_id: number | null;
  active: number;
}

/** The warehouse a move names: it exists, is active and (when asked) of this type. */
export async function usableWarehouse(
  db: Queryable,
  id: number,
  lang: Language,
  type?: WarehouseType,
): Promise<WarehouseRow> {
  const row = (await db
    .selectFrom('warehouses')
    .select(['id', 'code', 'name', 'type', 'loading_point_id', 'active'])
    .where('id', '=', id)
    .executeTakeFirst()) as WarehouseRow | undefined;
  if (!row) throw new BusinessRule('warehouse.unknown', { id });
  if (row.active !== 1) throw new BusinessRule('warehouse.inactive', { code: row.code });
  if (type && row.type !== type)
    throw new BusinessRule('warehouse.wrongType', {
      code: row.code,
      type: label(lang, `stock:warehouseTypes.${type}`),
    });
  return row;
}

/** The one active warehouse of a type (the scrap warehouse), the first by code if several. */
export async function warehouseOfType(
  db: Queryable,
  type: WarehouseType,
  lang: Language,
): Promise<WarehouseRow> {
  const row = (await db
    .selectFrom('warehouses')
    .select(['id', 'code', 'name', 'type', 'loading_point_id', 'active'])
    .where('type', '=', type)
    .where('active', '=', 1)
    .orderBy('code')
    .executeTakeFirst()) as WarehouseRow | undefined;
  if (!row)
    throw new BusinessRule('warehouse.noneOfType', {
      type: label(lang, `stock:warehouseTypes.${type}`),
    });
  return row;
}
