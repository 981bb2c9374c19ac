import type {
  Activeness,
  KitItem,
  KitLifeCycle,
  KitRevision,
  KitSort,
  Page,
  SaveKitRequest,
  SortOrder,
} from '@lading/shared';
import { http } from '../../api/http';

/** The kit list's filters and sort (all optional: none is the whole list by kit code). */
export type KitFilters = {
  keyword?: string | undefined;
  lifeCycle?: KitLifeCycle | undefined;
  activeness?: Activeness | undefined;
  /** Kits that hold this product (numeric id). */
  product?: number | undefined;
  sortBy?: KitSort | undefined;
  sortOrder?: SortOrder | undefined;
};

export const kitsApi = {
  list: (query: KitFilters & { pageNum: number; pageSize: number }) =>
    http.get<Page<KitItem>>('/kits', query),
  get: (id: number) => http.get<KitItem>(`/kits/${id}`),
  revisions: (id: number) => http.get<KitRevision[]>(`/kits/${id}/revisions`),
  create: (body: SaveKitRequest) => http.post<KitItem>('/kits', body),
  update: (id: number, body: SaveKitRequest) => http.put<KitItem>(`/kits/${id}`, body),
  remove: (id: number) => http.del<null>(`/kits/${id}`),
  /** Streams an .xlsx, one row per component, of every kit matching `filters`. */
  exportExcel: (filters: KitFilters) => http.download('/kits/export', filters),
};
