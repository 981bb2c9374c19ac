import type { SortOrder, WarehouseItem, WarehouseSortField, WarehouseType } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { stampedWrites } from '../../db/stamped-writes';
import { whereKeyword } from '../../db/text-search';

const columns = [
  'w.id',
  'w.code',
  'w.name',
  'w.type',
  'w.loading_point_id as loadingPointId',
  'lp.name as loadingPointName',
  'w.active',
  'w.created_at as createdAt',
  'w.updated_at as updatedAt',
] as const;

const SORT_COLUMNS = {
  code: 'w.code',
  name: 'w.name',
  type: 'w.type',
  active: 'w.active',
  updatedAt: 'w.updated_at',
} as const satisfies Record<WarehouseSortField, string>;

export interface WarehouseColumns {
  code: string;
  name: string;
  type: WarehouseType;
  loadingPointId: number | null;
  active: boolean;
}

type Stored = Omit<WarehouseItem, 'active' | 'type'> & { active: number; type: string };
const toItem = (row: Stored): WarehouseItem => ({
  ...row,
  type: row.type as WarehouseType,
  active: row.active === 1,
});

const base = (db: Queryable) =>
  db.selectFrom('warehouses as w').leftJoin('loading_points as lp', 'lp.id', 'w.loading_point_id');

/** SQL for the warehouses (reference data of the stock ledger). */
export const warehouseRepository = {
  async findById(db: Queryable, id: number) {
    const row = await base(db).select(columns).where('w.id', '=', id).executeTakeFirst();
    return row ? toItem(row) : undefined;
  },

  async findByCode(db: Queryable, code: string) {
    const row = await base(db).select(columns).where('w.code', '=', code).executeTakeFirst();
    return row ? toItem(row) : undefined;
  },

  async page(
    db: Queryable,
    filter: {
      keyword?: string | undefined;
      type?: WarehouseType | undefined;
      active?: number | undefined;
    },
    sort: { sortBy: WarehouseSortField; sortOrder: SortOrder },
    page: { pageNum: number; pageSize: number },
  ) {
    let query = base(db);
    query = whereKeyword(query, filter.keyword, ['w.code', 'w.name']);
    if (filter.type !== undefined) query = query.where('w.type', '=', filter.type);
    if (filter.active !== undefined) query = query.where('w.active', '=', filter.active);
    const { total, list } = await pagedList(
      query,
      (q) => q.select(columns).orderBy(SORT_COLUMNS[sort.sortBy], sort.sortOrder).orderBy('w.code'),
      page,
    );
    return { total, list: list.map(toItem) };
  },

  /** Every warehouse, active first, by code. */
  async all(db: Queryable) {
    const rows = await base(db)
      .select(columns)
      .orderBy('w.active', 'desc')
      .orderBy('w.code')
      .execute();
    return rows.map(toItem);
  },

  /** Moves, documents and balances naming it: a warehouse with any is kept. */
  async uses(db: Queryable, id: number): Promise<{ moves: number; documents: number }> {
    const count = async (
      table: 'stock_moves' | 'delivery_notes' | 'scrap_orders' | 'loading_records',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('warehouse_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const documents = Number(
      (
        await db
          .selectFrom('stock_documents')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where((eb) => eb.or([eb('from_warehouse_id', '=', id), eb('to_warehouse_id', '=', id)]))
          .executeTakeFirstOrThrow()
      ).n,
    );
    return {
      moves: await count('stock_moves'),
      documents:
        documents +
        (await count('delivery_notes')) +
        (await count('scrap_orders')) +
        (await count('loading_records')),
    };
  },

  async onHand(db: Queryable, id: number): Promise<number> {
    const row = await db
      .selectFrom('stock_balances')
      .select((eb) => eb.fn.sum<number | string | null>('qty').as('n'))
      .where('warehouse_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n ?? 0);
  },

  ...stampedWrites('warehouses', (values: WarehouseColumns) => ({
    code: values.code,
    name: values.name,
    type: values.type,
    loading_point_id: values.loadingPointId,
    active: values.active ? 1 : 0,
  })),
};
