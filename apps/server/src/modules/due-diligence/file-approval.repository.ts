import {
  PENDING_FILE_STATUSES,
  type ApprovalItem,
  type FileTypeKind,
  type SupplyStage,
} from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { whereKeyword } from '../../db/text-search';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';
import { VERSION_COLUMNS, versionItemOf, type VersionRow } from './supplier-file.repository';

export interface ApprovalFilter {
  keyword?: string | undefined;
  status?: (typeof PENDING_FILE_STATUSES)[number] | undefined;
  stage?: SupplyStage | undefined;
  kind?: FileTypeKind | undefined;
}

/** SQL of documentApproval's queue: versions waiting for review, oldest first. */
export const fileApprovalRepository = {
  async page(
    db: Queryable,
    scope: Scope,
    filter: ApprovalFilter,
    page: { pageNum: number; pageSize: number },
  ) {
    let query = db
      .selectFrom('supplier_file_versions as v')
      .innerJoin('supplier_files as sf', 'sf.id', 'v.supplier_file_id')
      .innerJoin('supplier_file_types as t', 't.id', 'sf.file_type_id')
      .innerJoin('suppliers as s', 's.id', 'sf.supplier_id')
      .innerJoin('stored_files as f', 'f.id', 'v.file_id')
      .where('v.status', 'in', filter.status ? [filter.status] : [...PENDING_FILE_STATUSES]);
    query = whereKeyword(query, filter.keyword, [
      's.code',
      's.name',
      's.short_name',
      't.name',
      't.name_cn',
      'f.name',
    ]);
    if (filter.stage) query = query.where('t.stage', '=', filter.stage);
    if (filter.kind) query = query.where('t.kind', '=', filter.kind);
    const ids = supplierIdsOf(scope);
    if (ids) query = query.where('s.id', 'in', ids);
    const { total, list } = await pagedList(
      query,
      (q) =>
        q
          .select([
            ...VERSION_COLUMNS,
            's.id as supplier_id',
            's.code as supplier_code',
            's.name as supplier_name',
            't.id as type_id',
            't.name as type_name',
            't.name_cn as type_name_cn',
            't.kind',
            't.stage',
          ])
          .orderBy('v.id'),
      page,
    );
    return {
      total,
      list: list.map((row): ApprovalItem => ({
        ...versionItemOf(row as VersionRow),
        supplierId: row.supplier_id,
        supplierCode: row.supplier_code,
        supplierName: row.supplier_name,
        fileTypeId: row.type_id,
        fileTypeName: row.type_name,
        fileTypeNameCn: row.type_name_cn,
        kind: row.kind as FileTypeKind,
        stage: row.stage as SupplyStage,
      })),
    };
  },
};
