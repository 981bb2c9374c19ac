import type { MasterDataChange, MasterDataEntity, Page } from '@lading/shared';
import { http } from '../../api/http';

/** The revision-history filters (none: every master-data change). */
export type ChangeFilters = {
  entity?: MasterDataEntity | undefined;
  entityId?: string | undefined;
  keyword?: string | undefined;
  actor?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
};

/** The product revision filters, applied on the page and by the export alike. */
export type ProductRecordFilters = {
  field?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
};

export const auditApi = {
  list: (query: ChangeFilters & { pageNum: number; pageSize: number }) =>
    http.get<Page<MasterDataChange>>('/audit/master-data', query),
  /** One row per changed field, same filters. */
  exportExcel: (filters: ChangeFilters) => http.download('/audit/master-data/export', filters),
  exportProductRecord: (id: number, filters: ProductRecordFilters) =>
    http.download(`/products/${id}/revisions/export`, filters),
};
