import {
  MAX_OPEN_LINES_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type ContainerChangeItem,
  type ContainerDetail,
  type ContainerItem,
  type ContainerSortField,
  type ContainerStatus,
  type ContainerTypeItem,
  type DestinationCountry,
  type DiscardDraftResult,
  type LoadingLimitItem,
  type OrderSortOrder,
  type Page,
  type PlannableLineItem,
  type PlanningDraft,
  type ReleaseContainersRequest,
  type ReleaseContainersResult,
  type SaveDraftRequest,
} from '@lading/shared';
import { http } from '../../api/http';

/** The workbench's open-line filters (spec §2 preArrange). */
export type OpenLinesFilter = {
  supplierId?: number | undefined;
  loadingPointId?: number | undefined;
  destinationCountry?: DestinationCountry | undefined;
  rddFrom?: string | undefined;
  rddTo?: string | undefined;
  productId?: number | undefined;
};

/** The shipping plan's filters (spec §2 shippingPlan). */
export type ContainerQuery = {
  status?: ContainerStatus[] | undefined;
  shipmentNo?: string | undefined;
  containerNo?: string | undefined;
  loadingPointId?: number | undefined;
  destinationCountry?: DestinationCountry | undefined;
  supplierId?: number | undefined;
  sortBy?: ContainerSortField | undefined;
  sortOrder?: OrderSortOrder | undefined;
};

/** Every page of a list, one after the other (the server caps a page). */
async function allPages<T>(
  fetchPage: (pageNum: number) => Promise<Page<T>>,
  pageSize: number,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await fetchPage(pageNum);
    rows.push(...page.list);
    if (page.list.length < pageSize || rows.length >= page.total) return rows;
  }
}

export const planningApi = {
  /** Every open line matching the filter: the workbench plans a whole group at once. */
  openLines: (filter: OpenLinesFilter) =>
    allPages(
      (pageNum) =>
        http.get<Page<PlannableLineItem>>('/planning/open-lines', {
          ...filter,
          pageNum,
          pageSize: MAX_OPEN_LINES_PAGE_SIZE,
        }),
      MAX_OPEN_LINES_PAGE_SIZE,
    ),
  draft: () => http.get<PlanningDraft | null>('/planning/draft'),
  /** Quiet: the workbench shows a refusal itself (and reloads the open lines). */
  saveDraft: (body: SaveDraftRequest) =>
    http.put<PlanningDraft | null>('/planning/draft', body, { quiet: true }),
  discardDraft: () => http.del<DiscardDraftResult>('/planning/draft'),
  release: (body: ReleaseContainersRequest) =>
    http.post<ReleaseContainersResult>('/planning/release', body, { quiet: true }),
  exportDraft: () => http.download('/planning/draft/export'),
};

export const containersApi = {
  list: (query: ContainerQuery & { pageNum: number; pageSize: number }) =>
    http.get<Page<ContainerItem>>('/containers', query),
  get: (id: number) => http.get<ContainerDetail>(`/containers/${id}`),
  changes: (id: number) => http.get<ContainerChangeItem[]>(`/containers/${id}/changes`),
  /** Streams an .xlsx of every container matching `query` (all pages). */
  exportExcel: (query: ContainerQuery) => http.download('/containers/export', query),
};

/** What the planner needs of the reference data: the two types and every loading limit. */
export const capacityApi = {
  containerTypes: () => http.get<ContainerTypeItem[]>('/container-types'),
  loadingLimits: () =>
    allPages(
      (pageNum) =>
        http.get<Page<LoadingLimitItem>>('/loading-limits', { pageNum, pageSize: MAX_PAGE_SIZE }),
      MAX_PAGE_SIZE,
    ),
};
