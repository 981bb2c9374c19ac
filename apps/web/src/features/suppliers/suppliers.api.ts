import type {
  Activeness,
  Incoterm,
  Page,
  PaymentTermItem,
  ProductCategory,
  SaveSupplierRequest,
  SupplierItem,
  SupplierRevision,
  SupplierSortField,
  SupplierStatus,
  SupplyStage,
} from '@lading/shared';
import { http } from '../../api/http';

/** The supplier list's filters and order (all optional: none is the whole list by code). */
export type SupplierFilters = {
  keyword?: string | undefined;
  status?: SupplierStatus | undefined;
  stage?: SupplyStage | undefined;
  category?: ProductCategory | undefined;
  activeness?: Activeness | undefined;
  owner?: 1 | undefined;
  sortBy?: SupplierSortField | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
};

export type PaymentTermFilters = {
  keyword?: string | undefined;
  status?: SupplierStatus | undefined;
  incoterm?: Incoterm | undefined;
  activeness?: Activeness | undefined;
  owner?: 1 | undefined;
};

export type RevisionFilters = {
  field?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

type Paged<T> = T & { pageNum: number; pageSize: number };

export const suppliersApi = {
  list: (query: Paged<SupplierFilters>) => http.get<Page<SupplierItem>>('/suppliers', query),
  get: (id: number) => http.get<SupplierItem>(`/suppliers/${id}`),
  revisions: (id: number, filters: RevisionFilters = {}) =>
    http.get<SupplierRevision[]>(`/suppliers/${id}/revisions`, filters),
  create: (body: SaveSupplierRequest) => http.post<SupplierItem>('/suppliers', body),
  update: (id: number, body: SaveSupplierRequest) =>
    http.put<SupplierItem>(`/suppliers/${id}`, body),
  /** Streams an .xlsx of every supplier matching `filters` (all pages). */
  exportExcel: (filters: SupplierFilters) => http.download('/suppliers/export', filters),
  paymentTerms: (query: Paged<PaymentTermFilters>) =>
    http.get<Page<PaymentTermItem>>('/suppliers/payment-terms', query),
  exportPaymentTerms: (filters: PaymentTermFilters) =>
    http.download('/suppliers/payment-terms/export', filters),
};
