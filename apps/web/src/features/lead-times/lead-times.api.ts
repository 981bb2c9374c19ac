import type {
  LeadTimeItem,
  ListProductLeadTimesQuery,
  Page,
  ProductLeadTimeItem,
  SaveLeadTimeRequest,
} from '@lading/shared';
import { http } from '../../api/http';
import type { Paging } from '../common/paging';
import type { ReferenceApi } from '../reference/reference.api';

/** The lead-time list's filters (all optional). */
export type LeadTimeFilters = {
  keyword?: string | undefined;
  product?: number | undefined;
  supplier?: number | undefined;
};

const path = '/lead-times';

/** Production lead times: the same list/add/edit/delete/export shape as the reference lists. */
export const leadTimesApi: ReferenceApi<LeadTimeItem, SaveLeadTimeRequest, LeadTimeFilters> = {
  path,
  list: (query) => http.get<Page<LeadTimeItem>>(path, { ...query }),
  create: (body) => http.post<LeadTimeItem>(path, body),
  update: (id, body) => http.put<LeadTimeItem>(`${path}/${id}`, body),
  remove: (id) => http.del<null>(`${path}/${id}`),
  exportExcel: (filters) => http.download(`${path}/export`, { ...filters }),
};

export type ProductLeadTimeFilters = Partial<Omit<ListProductLeadTimesQuery, keyof Paging>>;

/** The Product L/T report (/production/itemLT). */
export const productLeadTimesApi = {
  list: (query: ProductLeadTimeFilters & Paging) =>
    http.get<Page<ProductLeadTimeItem>>(`${path}/by-product`, { ...query }),
  exportExcel: (filters: ProductLeadTimeFilters) =>
    http.download(`${path}/by-product/export`, { ...filters }),
};

/** Edit permission of the lead-time screen (the server's `leadTimes.write` resource). */
export const LEAD_TIMES_WRITE = 'leadTimes.write';
