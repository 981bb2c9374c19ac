import type {
  ContainerTypeCode,
  ContainerTypeItem,
  DestinationCountry,
  LoadingLimitItem,
  LoadingPointItem,
  Page,
  SaveLoadingLimitRequest,
  SaveLoadingPointRequest,
  SaveShippingLineRequest,
  SaveTransitTimeRequest,
  ShippingLineItem,
  TransitTimeItem,
  UpdateContainerTypeRequest,
} from '@lading/shared';
import { http, type QueryValue } from '../../api/http';
import type { Paging } from '../common/paging';

/** Filters of the lists searched by one keyword. */
export type KeywordFilters = { keyword?: string | undefined };
export type LoadingLimitFilters = {
  country?: DestinationCountry | undefined;
  containerType?: ContainerTypeCode | undefined;
};

/** One reference list on the server: paged list, add, edit, delete and its Excel export. */
export interface ReferenceApi<Item, Body, Filters> {
  /** Also the list's query key. */
  path: string;
  list(query: Filters & Paging): Promise<Page<Item>>;
  create(body: Body): Promise<Item>;
  update(id: number, body: Body): Promise<Item>;
  remove(id: number): Promise<null>;
  /** Streams an .xlsx of every row matching `filters` (all pages). */
  exportExcel(filters: Filters): Promise<void>;
}

function referenceApi<Item, Body, Filters extends Record<string, QueryValue>>(
  path: string,
): ReferenceApi<Item, Body, Filters> {
  return {
    path,
    list: (query) => http.get<Page<Item>>(path, query),
    create: (body) => http.post<Item>(path, body),
    update: (id, body) => http.put<Item>(`${path}/${id}`, body),
    remove: (id) => http.del<null>(`${path}/${id}`),
    exportExcel: (filters) => http.download(`${path}/export`, filters),
  };
}

export const loadingPointsApi = referenceApi<
  LoadingPointItem,
  SaveLoadingPointRequest,
  KeywordFilters
>('/loading-points');

export const shippingLinesApi = referenceApi<
  ShippingLineItem,
  SaveShippingLineRequest,
  KeywordFilters
>('/shipping-lines');

export const transitTimesApi = referenceApi<
  TransitTimeItem,
  SaveTransitTimeRequest,
  KeywordFilters
>('/transit-times');

export const loadingLimitsApi = referenceApi<
  LoadingLimitItem,
  SaveLoadingLimitRequest,
  LoadingLimitFilters
>('/loading-limits');

/** The two container types (40HQ, 20GP): a fixed set, only edited. */
export const containerTypesApi = {
  list: () => http.get<ContainerTypeItem[]>('/container-types'),
  update: (code: ContainerTypeCode, body: UpdateContainerTypeRequest) =>
    http.put<ContainerTypeItem>(`/container-types/${code}`, body),
};
