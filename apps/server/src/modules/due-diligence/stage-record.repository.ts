import type { StageRecordEvent, StageRecordItem } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { insertInBlocks } from '../../db/bulk-insert';
import { pagedList } from '../../db/paging';

export interface StageRecordEntry {
  supplierId: number;
  event: StageRecordEvent;
  fromValue?: string;
  toValue?: string;
  fileTypeId?: number | null;
  versionNo?: number | null;
  comment?: string;
  userId: number | null;
  username: string;
  at: string;
}

const rowOf = (entry: StageRecordEntry) => ({
  supplier_id: entry.supplierId,
  event: entry.event,
  from_value: entry.fromValue ?? '',
  to_value: entry.toValue ?? '',
  file_type_id: entry.fileTypeId ?? null,
  version_no: entry.versionNo ?? null,
  comment: (entry.comment ?? '').slice(0, 500),
  user_id: entry.userId,
  username: entry.username,
  created_at: entry.at,
});

/** SQL of the stage record (stageRecord, issue 17): what happened to a supplier's due diligence. */
export const stageRecordRepository = {
  async append(db: Queryable, entries: readonly StageRecordEntry[]) {
    if (entries.length === 0) return;
    await insertInBlocks(db, 'supplier_stage_records', entries.map(rowOf), (block) =>
      db.insertInto('supplier_stage_records').values(block),
    );
  },

  async page(
    db: Queryable,
    supplierId: number,
    filter: { event?: StageRecordEvent | undefined },
    page: { pageNum: number; pageSize: number },
  ): Promise<{ total: number; list: StageRecordItem[] }> {
    let query = db
      .selectFrom('supplier_stage_records as r')
      .leftJoin('supplier_file_types as t', 't.id', 'r.file_type_id')
      .where('r.supplier_id', '=', supplierId);
    if (filter.event) query = query.where('r.event', '=', filter.event);
    const { total, list } = await pagedList(
      query,
      (q) =>
        q
          .select([
            'r.id',
            'r.event',
            'r.from_value',
            'r.to_value',
            't.name as type_name',
            't.name_cn as type_name_cn',
            'r.version_no',
            'r.comment',
            'r.username',
            'r.created_at',
          ])
          .orderBy('r.id', 'desc'),
      page,
    );
    return {
      total,
      list: list.map((row) => ({
        id: row.id,
        event: row.event as StageRecordEvent,
        fromValue: row.from_value,
        toValue: row.to_value,
        fileTypeName: row.type_name,
        fileTypeNameCn: row.type_name_cn,
        versionNo: row.version_no,
        comment: row.comment,
        username: row.username,
        createdAt: row.created_at,
      })),
    };
  },
};
