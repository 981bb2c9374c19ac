import type {
  ChangePoLineRequest,
  CreatePurchaseOrderRequest,
  CreateSalesOrderRequest,
  DestinationCountry,
  OrderSortOrder,
  Page,
  PoLineItem,
  PoLineSortField,
  PoLineStatus,
  PoLineTotals,
  PoLineInput,
  PoLineContainerItem,
  PoRevision,
  PurchaseOrderDetail,
  RiskBuyItem,
  SalesOrderDetail,
  SoLineItem,
  SoLineSortField,
  SoLineTotals,
  SoRevision,
  UpdatePurchaseOrderRequest,
  UpdateSalesOrderRequest,
} from '@lading/shared';
import { http } from '../../api/http';

/** The PO-line list's filters (report, supplier order list, risk-buy); none = every line. */
export type PoLineQuery = {
  poNumber?: string | undefined;
  supplierId?: number | undefined;
  productId?: number | undefined;
  status?: PoLineStatus[] | undefined;
  rddFrom?: string | undefined;
  rddTo?: string | undefined;
  destinationCountry?: DestinationCountry | undefined;
  originator?: string | undefined;
  riskBuy?: 0 | 1 | undefined;
  sortBy?: PoLineSortField | undefined;
  sortOrder?: OrderSortOrder | undefined;
};

/** The SO report's filters. */
export type SoLineQuery = {
  soNumber?: string | undefined;
  productId?: number | undefined;
  country?: DestinationCountry | undefined;
  rddFrom?: string | undefined;
  rddTo?: string | undefined;
  postingFrom?: string | undefined;
  postingTo?: string | undefined;
  sortBy?: SoLineSortField | undefined;
  sortOrder?: OrderSortOrder | undefined;
};

/** Page and size, as the list routes take them. */
type PageQuery = { pageNum: number; pageSize: number };

export const poLinesApi = {
  list: (query: PoLineQuery & PageQuery) => http.get<Page<PoLineItem>>('/po-lines', query),
  totals: (query: PoLineQuery) => http.get<PoLineTotals>('/po-lines/totals', query),
  /** Streams an .xlsx of every line matching `query` (all pages). */
  exportExcel: (query: PoLineQuery) => http.download('/po-lines/export', query),
  riskBuy: (query: PoLineQuery & PageQuery) =>
    http.get<Page<RiskBuyItem>>('/po-lines/risk-buy', query),
  exportRiskBuy: (query: PoLineQuery) => http.download('/po-lines/risk-buy/export', query),
  change: (id: number, body: ChangePoLineRequest) =>
    http.put<PoLineItem>(`/po-lines/${id}`, body, { quiet: true }),
  close: (id: number, reason: string) => http.post<PoLineItem>(`/po-lines/${id}/close`, { reason }),
  cancel: (id: number, reason: string) =>
    http.post<PoLineItem>(`/po-lines/${id}/cancel`, { reason }),
  /** Cover the line by an SO line of the same product, or uncover it (null). */
  linkSoLine: (id: number, soLineId: number | null) =>
    http.put<PoLineItem>(`/po-lines/${id}/so-line`, { soLineId }, { quiet: true }),
  /** The containers the line is planned or shipped in (the report's drill-down). */
  containers: (id: number) => http.get<PoLineContainerItem[]>(`/po-lines/${id}/containers`),
};

export const purchaseOrdersApi = {
  get: (id: number) => http.get<PurchaseOrderDetail>(`/purchase-orders/${id}`),
  revisions: (id: number) => http.get<PoRevision[]>(`/purchase-orders/${id}/revisions`),
  create: (body: CreatePurchaseOrderRequest) =>
    http.post<PurchaseOrderDetail>('/purchase-orders', body, { quiet: true }),
  /** The header only (supplier, originator, destination, currency). */
  update: (id: number, body: UpdatePurchaseOrderRequest) =>
    http.put<PurchaseOrderDetail>(`/purchase-orders/${id}`, body, { quiet: true }),
  addLine: (id: number, body: PoLineInput) =>
    http.post<PurchaseOrderDetail>(`/purchase-orders/${id}/lines`, body, { quiet: true }),
};

export const soLinesApi = {
  list: (query: SoLineQuery & PageQuery) => http.get<Page<SoLineItem>>('/so-lines', query),
  totals: (query: SoLineQuery) => http.get<SoLineTotals>('/so-lines/totals', query),
  exportExcel: (query: SoLineQuery) => http.download('/so-lines/export', query),
};

export const salesOrdersApi = {
  get: (id: number) => http.get<SalesOrderDetail>(`/sales-orders/${id}`),
  revisions: (id: number) => http.get<SoRevision[]>(`/sales-orders/${id}/revisions`),
  create: (body: CreateSalesOrderRequest) =>
    http.post<SalesOrderDetail>('/sales-orders', body, { quiet: true }),
  update: (id: number, body: UpdateSalesOrderRequest) =>
    http.put<SalesOrderDetail>(`/sales-orders/${id}`, body, { quiet: true }),
};
