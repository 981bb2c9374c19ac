import type {
  CreateSupplierAccountRequest,
  Page,
  SupplierAccountGroup,
  SupplierAccountItem,
  UpdateSupplierAccountRequest,
} from '@lading/shared';
import { http } from '../../../api/http';

/** The account list's filters (none: every supplier account). */
export type AccountFilters = {
  keyword?: string | undefined;
  supplierId?: number | undefined;
  group?: SupplierAccountGroup | undefined;
  status?: number | undefined;
};

export const accountsApi = {
  list: (query: AccountFilters & { pageNum: number; pageSize: number }) =>
    http.get<Page<SupplierAccountItem>>('/supplier-accounts', query),
  create: (body: CreateSupplierAccountRequest) =>
    http.post<SupplierAccountItem>('/supplier-accounts', body, { quiet: true }),
  update: (id: number, body: UpdateSupplierAccountRequest) =>
    http.put<SupplierAccountItem>(`/supplier-accounts/${id}`, body, { quiet: true }),
  resetPassword: (id: number, password: string) =>
    http.post<SupplierAccountItem>(
      `/supplier-accounts/${id}/password`,
      { password },
      { quiet: true },
    ),
  /** Streams an .xlsx of every account matching `filters`. */
  exportExcel: (filters: AccountFilters) => http.download('/supplier-accounts/export', filters),
};
