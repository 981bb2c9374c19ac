import type {
  Activeness,
  Page,
  ProductCategory,
  ProductItem,
  ProductRevision,
  SaveProductRequest,
} from '@lading/shared';
import { http } from '../../api/http';

/** The product list's filters (all optional: none is the whole list). */
export type ProductFilters = {
  keyword?: string | undefined;
  brand?: string | undefined;
  category?: ProductCategory | undefined;
  activeness?: Activeness | undefined;
};

export const productsApi = {
  list: (query: ProductFilters & { pageNum: number; pageSize: number }) =>
    http.get<Page<ProductItem>>('/products', query),
  get: (id: number) => http.get<ProductItem>(`/products/${id}`),
  revisions: (id: number) => http.get<ProductRevision[]>(`/products/${id}/revisions`),
  create: (body: SaveProductRequest) => http.post<ProductItem>('/products', body),
  update: (id: number, body: SaveProductRequest) => http.put<ProductItem>(`/products/${id}`, body),
  copy: (id: number) => http.post<ProductItem>(`/products/${id}/copy`),
  /** Streams an .xlsx of every product matching `filters` (all pages). */
  exportExcel: (filters: ProductFilters) => http.download('/products/export', filters),
};
