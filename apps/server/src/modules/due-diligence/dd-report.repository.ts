import type { SupplierStatus, SupplyStage } from '@lading/shared';
import type { Queryable } from '../../db/database';
import { pagedList } from '../../db/paging';
import { whereKeyword } from '../../db/text-search';
import { supplierIdsOf, type Scope } from '../../platform/permissions/scope';

export interface SupplierReportFilter {
  keyword?: string | undefined;
  status?: SupplierStatus | undefined;
  stage?: SupplyStage | undefined;
}

export interface NdaFilter extends SupplierReportFilter {
  kind?: 'nda' | 'contract' | undefined;
  fileStatus?: string | undefined;
  /** only versions ending on or before this day */
  endingBy?: string | undefined;
}

const scopedSuppliers = (db: Queryable, scope: Scope, filter: SupplierReportFilter) => {
  let query = db.selectFrom('suppliers as s');
  query = whereKeyword(query, filter.keyword, ['s.code', 's.name', 's.short_name']);
  if (filter.status) query = query.where('s.status', '=', filter.status);
  if (filter.stage) query = query.where('s.supply_stage', '=', filter.stage);
  const ids = supplierIdsOf(scope);
  if (ids) query = query.where('s.id', 'in', ids);
  return query;
};

/** SQL of the NDA & contract and due-diligence reports (issue 17). */
export const ddReportRepository = {
  /**
   * NDAContract: each supplier × file type of kind NDA or contract in use, with its file's
   * status, the latest version and the version in effect.
   */
  ndaContracts(
    db: Queryable,
    scope: Scope,
    filter: NdaFilter,
    page: { pageNum: number; pageSize: number },
  ) {
    let query = scopedSuppliers(db, scope, filter)
      .innerJoin('supplier_file_types as t', (join) => join.onTrue())
      .leftJoin('supplier_files as sf', (join) =>
        join.onRef('sf.supplier_id', '=', 's.id').onRef('sf.file_type_id', '=', 't.id'),
      )
      .leftJoin('supplier_file_versions as lv', 'lv.id', 'sf.latest_version_id')
      .leftJoin('supplier_file_versions as ev', (join) =>
        join.onRef('ev.supplier_file_id', '=', 'sf.id').on('ev.status', '=', 'executed'),
      )
      .leftJoin('stored_files as f', (join) =>
        join.on((eb) => eb('f.id', '=', eb.fn.coalesce('ev.file_id', 'lv.file_id'))),
      )
      .where('t.kind', 'in', filter.kind ? [filter.kind] : ['nda', 'contract'])
      .where('t.active', '=', 1);
    if (filter.fileStatus) {
      const status = filter.fileStatus;
      query =
        status === 'inProgress'
          ? query.where((eb) => eb.or([eb('sf.status', 'is', null), eb('sf.status', '=', status)]))
          : query.where('sf.status', '=', status);
    }
    if (filter.endingBy) {
      const until = filter.endingBy;
      query = query.where((eb) =>
        eb(eb.fn.coalesce('ev.valid_until', 'lv.valid_until'), '<=', until),
      );
    }
    return pagedList(
      query,
      (q) =>
        q
          .select((eb) => [
            's.id as supplier_id',
            's.code as supplier_code',
            's.name as supplier_name',
            's.status as supplier_status',
            't.id as type_id',
            't.name as type_name',
            't.name_cn as type_name_cn',
            't.kind',
            'sf.status',
            'lv.version_no as latest_no',
            'lv.file_id as latest_file_id',
            'ev.version_no as effect_no',
            'ev.file_id as effect_file_id',
            'ev.valid_from as effect_from',
            'ev.valid_until as effect_until',
            'lv.valid_from as latest_from',
            'lv.valid_until as latest_until',
            'f.name as file_name',
            eb
              .exists(
                eb
                  .selectFrom('supplier_file_versions as av')
                  .select('av.id')
                  .whereRef('av.supplier_file_id', '=', 'sf.id')
                  .where('av.status', 'in', ['approved', 'executed', 'expired']),
              )
              .as('signed'),
          ])
          .orderBy('s.code')
          .orderBy('t.sort_order')
          .orderBy('t.id'),
      page,
    );
  },

  /** DDreport: one page of suppliers. */
  suppliers(
    db: Queryable,
    scope: Scope,
    filter: SupplierReportFilter,
    page: { pageNum: number; pageSize: number },
  ) {
    return pagedList(
      scopedSuppliers(db, scope, filter),
      (q) =>
        q
          .select(['s.id', 's.code', 's.name', 's.short_name', 's.status', 's.supply_stage'])
          .orderBy('s.code'),
      page,
    );
  },

  /** The files of these suppliers with their type's stage and whether it is required. */
  filesOf(db: Queryable, supplierIds: readonly number[]) {
    if (supplierIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('supplier_files as sf')
      .innerJoin('supplier_file_types as t', 't.id', 'sf.file_type_id')
      .select(['sf.supplier_id', 'sf.file_type_id', 'sf.status', 't.stage'])
      .where('sf.supplier_id', 'in', supplierIds)
      .execute();
  },

  /** The required file types in use. */
  requiredTypes(db: Queryable) {
    return db
      .selectFrom('supplier_file_types')
      .select(['id', 'stage'])
      .where('required', '=', 1)
      .where('active', '=', 1)
      .execute();
  },
};
