import type { AvlRequestItem, AvlRequestStatus, SupplierStatus } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { whereKeyword } from '../../db/text-search';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';

export interface AvlFilter {
  keyword?: string | undefined;
  status?: AvlRequestStatus | undefined;
  toStatus?: SupplierStatus | undefined;
}

const requests = (db: Queryable) =>
  db.selectFrom('avl_requests as a').innerJoin('suppliers as s', 's.id', 'a.supplier_id');

const COLUMNS = [
  'a.id',
  'a.supplier_id',
  's.code as supplier_code',
  's.name as supplier_name',
  'a.from_status',
  'a.to_status',
  'a.reason',
  'a.status',
  'a.requested_by',
  'a.requested_by_name',
  'a.requested_at',
  'a.decided_by_name',
  'a.decided_at',
  'a.decision_comment',
] as const;

type Row = {
  id: number;
  supplier_id: number;
  supplier_code: string;
  supplier_name: string;
  from_status: string;
  to_status: string;
  reason: string;
  status: string;
  requested_by: number | null;
  requested_by_name: string;
  requested_at: string;
  decided_by_name: string | null;
  decided_at: string | null;
  decision_comment: string;
};

export const avlItemOf = (row: Row): AvlRequestItem => ({
  id: row.id,
  supplierId: row.supplier_id,
  supplierCode: row.supplier_code,
  supplierName: row.supplier_name,
  fromStatus: row.from_status as SupplierStatus,
  toStatus: row.to_status as SupplierStatus,
  reason: row.reason,
  status: row.status as AvlRequestStatus,
  requestedBy: row.requested_by_name,
  requestedAt: row.requested_at,
  decidedBy: row.decided_by_name,
  decidedAt: row.decided_at,
  decisionComment: row.decision_comment,
});

/** SQL of supplier status change requests (avlApproval, issue 17). */
export const avlRepository = {
  async page(
    db: Queryable,
    scope: Scope,
    filter: AvlFilter,
    page: { pageNum: number; pageSize: number },
  ) {
    let query = requests(db);
    query = whereKeyword(query, filter.keyword, ['s.code', 's.name', 's.short_name']);
    if (filter.status) query = query.where('a.status', '=', filter.status);
    if (filter.toStatus) query = query.where('a.to_status', '=', filter.toStatus);
    const ids = supplierIdsOf(scope);
    if (ids) query = query.where('a.supplier_id', 'in', ids);
    const { total, list } = await pagedList(
      query,
      (q) =>
        q
          .select([...COLUMNS])
          // pending first, then the newest
          .orderBy((eb) => eb.case().when('a.status', '=', 'pending').then(0).else(1).end())
          .orderBy('a.id', 'desc'),
      page,
    );
    return { total, list: list.map(avlItemOf) };
  },

  find(db: Queryable, id: number, forUpdate = false) {
    let query = requests(db)
      .select([...COLUMNS])
      .where('a.id', '=', id);
    if (forUpdate) query = query.forUpdate();
    return query.executeTakeFirst();
  },

  pendingOf(db: Queryable, supplierId: number) {
    return db
      .selectFrom('avl_requests')
      .select('id')
      .where('supplier_id', '=', supplierId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
  },

  async insert(
    db: Queryable,
    request: {
      supplierId: number;
      fromStatus: string;
      toStatus: string;
      reason: string;
      userId: number;
      username: string;
      at: string;
    },
  ) {
    const row = await db
      .insertInto('avl_requests')
      .values({
        supplier_id: request.supplierId,
        from_status: request.fromStatus,
        to_status: request.toStatus,
        reason: request.reason,
        status: 'pending',
        requested_by: request.userId,
        requested_by_name: request.username,
        requested_at: request.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Decides a pending request; false when it was no longer pending. */
  async decide(
    db: Queryable,
    id: number,
    decision: { status: 'approved' | 'rejected'; username: string; at: string; comment: string },
  ) {
    const result = await db
      .updateTable('avl_requests')
      .set({
        status: decision.status,
        decided_by_name: decision.username,
        decided_at: decision.at,
        decision_comment: decision.comment,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
