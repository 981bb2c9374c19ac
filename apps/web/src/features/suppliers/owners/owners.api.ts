import type {
  OwnerCandidate,
  Page,
  SaveSupplierOwnersRequest,
  SupplierOwnersItem,
} from '@lading/shared';
import { http } from '../../../api/http';

/** The owner list's filters (none: every supplier). */
export type OwnerFilters = {
  keyword?: string | undefined;
  ownerId?: number | undefined;
};

export const ownersApi = {
  list: (query: OwnerFilters & { pageNum: number; pageSize: number }) =>
    http.get<Page<SupplierOwnersItem>>('/supplier-owners', query),
  candidates: (keyword: string | undefined) =>
    http.get<OwnerCandidate[]>('/supplier-owners/candidates', { keyword }),
  save: (supplierId: number, body: SaveSupplierOwnersRequest) =>
    http.put<SupplierOwnersItem>(`/supplier-owners/${supplierId}`, body),
  /** Streams an .xlsx of every supplier matching `filters` with its owners. */
  exportExcel: (filters: OwnerFilters) => http.download('/supplier-owners/export', filters),
};
