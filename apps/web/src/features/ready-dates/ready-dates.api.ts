import type {
  ApproveReadyDatesRequest,
  ConfirmReadyDate,
  ContainerChangeHistoryItem,
  DecideReadyDatesResult,
  OrderSortOrder,
  Page,
  PlanLineContainerStatus,
  PlanLineItem,
  PlanLineSortField,
  RejectReadyDatesRequest,
  SubmitReadyDatesRequest,
  SubmitReadyDatesResult,
} from '@lading/shared';
import { http } from '../../api/http';

/** The plan-line filters (MyshippingPlan, shippingDetails); none = every released line. */
export type PlanLineQuery = {
  confirmReadyDate?: ConfirmReadyDate[] | undefined;
  owner?: 0 | 1 | undefined;
  supplierId?: number | undefined;
  shipmentNo?: string | undefined;
  containerNo?: string | undefined;
  poNumber?: string | undefined;
  status?: PlanLineContainerStatus[] | undefined;
  etdFrom?: string | undefined;
  etdTo?: string | undefined;
  rddFrom?: string | undefined;
  rddTo?: string | undefined;
  sortBy?: PlanLineSortField | undefined;
  sortOrder?: OrderSortOrder | undefined;
};

export type ContainerChangeQuery = {
  shipmentNo?: string | undefined;
  containerNo?: string | undefined;
  field?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  supplierId?: number | undefined;
};

type PageQuery = { pageNum: number; pageSize: number };

/** Which plan-line list: the supplier's own plan or the shipping-plan report. */
export type PlanLineList = 'my-shipping-plan' | 'shipping-details';

export const readyDatesApi = {
  planLines: (list: PlanLineList, query: PlanLineQuery & PageQuery) =>
    http.get<Page<PlanLineItem>>(`/${list}`, query),
  /** Streams an .xlsx of every line matching `query` (all pages). */
  exportPlanLines: (list: PlanLineList, query: PlanLineQuery) =>
    http.download(`/${list}/export`, query),
  /** Quiet: a refusal is shown by the dialog that sent it. */
  submit: (body: SubmitReadyDatesRequest) =>
    http.post<SubmitReadyDatesResult>('/ready-dates/submit', body, { quiet: true }),
  approve: (body: ApproveReadyDatesRequest) =>
    http.post<DecideReadyDatesResult>('/ready-dates/approve', body, { quiet: true }),
  reject: (body: RejectReadyDatesRequest) =>
    http.post<DecideReadyDatesResult>('/ready-dates/reject', body, { quiet: true }),
  containerChanges: (query: ContainerChangeQuery & PageQuery) =>
    http.get<Page<ContainerChangeHistoryItem>>('/container-changes', query),
  exportContainerChanges: (query: ContainerChangeQuery) =>
    http.download('/container-changes/export', query),
};
