import type { Page, PackagingItem, ProductCategory, SavePackagingRequest } from '@lading/shared';
import { http } from '../../api/http';

/** The packaging list's filters (all optional: none is every product). */
export type PackagingFilters = {
  keyword?: string | undefined;
  category?: ProductCategory | undefined;
  hasPackaging?: 'yes' | 'no' | undefined;
};

export const packagingApi = {
  list: (query: PackagingFilters & { pageNum: number; pageSize: number }) =>
    http.get<Page<PackagingItem>>('/packaging', query),
  get: (product: number) => http.get<PackagingItem>(`/packaging/${product}`),
  save: (product: number, body: SavePackagingRequest) =>
    http.put<PackagingItem>(`/packaging/${product}`, body),
  /** Streams an .xlsx of every product matching `filters`, with its packaging. */
  exportExcel: (filters: PackagingFilters) => http.download('/packaging/export', filters),
};
