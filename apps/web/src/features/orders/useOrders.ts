import type {
  ChangePoLineRequest,
  CreatePurchaseOrderRequest,
  CreateSalesOrderRequest,
  PoLineInput,
  UpdatePurchaseOrderRequest,
  UpdateSalesOrderRequest,
} from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paging } from '../common/paging';
import {
  poLinesApi,
  purchaseOrdersApi,
  salesOrdersApi,
  soLinesApi,
  type PoLineQuery,
  type SoLineQuery,
} from './orders.api';

/** Every PO query (lines, headers, revisions) starts with this key; SO ones with the other. */
export const PO_KEY = ['purchaseOrders'] as const;
export const SO_KEY = ['salesOrders'] as const;

/** Edit permissions of the order screens (the server's resources). */
export const PO_WRITE = 'orders.po.write';
export const SO_WRITE = 'orders.so.write';
/** Reading SO lines: linking a PO line searches them. */
export const SO_READ = 'orders.so.read';

export const usePoLineList = (query: PoLineQuery & Paging) =>
  useQuery({
    queryKey: [...PO_KEY, 'lines', query],
    queryFn: () => poLinesApi.list(query),
    placeholderData: keepPreviousData,
  });

export const usePoLineTotals = (query: PoLineQuery) =>
  useQuery({
    queryKey: [...PO_KEY, 'totals', query],
    queryFn: () => poLinesApi.totals(query),
    placeholderData: keepPreviousData,
  });

export const useRiskBuyList = (query: PoLineQuery & Paging) =>
  useQuery({
    queryKey: [...PO_KEY, 'riskBuy', query],
    queryFn: () => poLinesApi.riskBuy(query),
    placeholderData: keepPreviousData,
  });

export const usePurchaseOrder = (id: number | undefined) =>
  useQuery({
    queryKey: [...PO_KEY, 'one', id ?? 0],
    queryFn: () => purchaseOrdersApi.get(id!),
    enabled: id !== undefined,
  });

export const usePoRevisions = (id: number) =>
  useQuery({
    queryKey: [...PO_KEY, 'revisions', id],
    queryFn: () => purchaseOrdersApi.revisions(id),
  });

/** Every PO write refreshes every PO query (report, totals, detail, history). */
export function usePoMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PO_KEY });
  return {
    create: useMutation({
      mutationFn: (body: CreatePurchaseOrderRequest) => purchaseOrdersApi.create(body),
      onSuccess: refresh,
    }),
    updateHeader: useMutation({
      mutationFn: ({ poId, body }: { poId: number; body: UpdatePurchaseOrderRequest }) =>
        purchaseOrdersApi.update(poId, body),
      onSuccess: refresh,
    }),
    addLine: useMutation({
      mutationFn: ({ poId, body }: { poId: number; body: PoLineInput }) =>
        purchaseOrdersApi.addLine(poId, body),
      onSuccess: refresh,
    }),
    change: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ChangePoLineRequest }) =>
        poLinesApi.change(id, body),
      onSuccess: refresh,
    }),
    close: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) => poLinesApi.close(id, reason),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) => poLinesApi.cancel(id, reason),
      onSuccess: refresh,
    }),
    // the SO side shows how much of each SO line POs cover: it changes too
    linkSoLine: useMutation({
      mutationFn: ({ id, soLineId }: { id: number; soLineId: number | null }) =>
        poLinesApi.linkSoLine(id, soLineId),
      onSuccess: () =>
        Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: SO_KEY })]),
    }),
  };
}

export const useSoLineList = (query: SoLineQuery & Paging) =>
  useQuery({
    queryKey: [...SO_KEY, 'lines', query],
    queryFn: () => soLinesApi.list(query),
    placeholderData: keepPreviousData,
  });

export const useSoLineTotals = (query: SoLineQuery) =>
  useQuery({
    queryKey: [...SO_KEY, 'totals', query],
    queryFn: () => soLinesApi.totals(query),
    placeholderData: keepPreviousData,
  });

export const useSalesOrder = (id: number | undefined) =>
  useQuery({
    queryKey: [...SO_KEY, 'one', id ?? 0],
    queryFn: () => salesOrdersApi.get(id!),
    enabled: id !== undefined,
  });

export const useSoRevisions = (id: number) =>
  useQuery({
    queryKey: [...SO_KEY, 'revisions', id],
    queryFn: () => salesOrdersApi.revisions(id),
  });

/** SO writes also refresh the PO side (risk-buy depends on SO coverage). */
export function useSoMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SO_KEY }),
      queryClient.invalidateQueries({ queryKey: PO_KEY }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({
        id,
        body,
      }: {
        id?: number | undefined;
        body: CreateSalesOrderRequest | UpdateSalesOrderRequest;
      }) =>
        id
          ? salesOrdersApi.update(id, body as UpdateSalesOrderRequest)
          : salesOrdersApi.create(body as CreateSalesOrderRequest),
      onSuccess: refresh,
    }),
  };
}
