import {
  purchaseOrderOperations as po,
  salesOrderOperations as so,
  type ChangePoLineRequest,
  type CreatePurchaseOrderRequest,
  type CreateSalesOrderRequest,
  type OperationInput,
  type PoLineInput,
  type UpdatePurchaseOrderRequest,
  type UpdateSalesOrderRequest,
} from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import type { Paging } from '../common/paging';

/** The PO-line list's filters and sort (report, supplier order list); none = every line. */
export type PoLineQuery = Omit<
  OperationInput<typeof po.listLines>['query'],
  'pageNum' | 'pageSize'
>;
/** The SO report's filters and sort. */
export type SoLineQuery = Omit<
  OperationInput<typeof so.listLines>['query'],
  'pageNum' | 'pageSize'
>;

/** Every PO query (lines, headers, revisions) starts with this key; SO ones with the other. */
export const PO_KEY = ['purchaseOrders'] as const;
export const SO_KEY = ['salesOrders'] as const;

/** Edit permissions of the order screens (the server's resources). */
export const PO_WRITE = 'orders.po.write';
export const SO_WRITE = 'orders.so.write';
/** Reading SO lines: linking a PO line searches them. */
export const SO_READ = 'orders.so.read';

export const usePoLineTotals = (query: PoLineQuery) =>
  useQuery({
    queryKey: [...PO_KEY, 'totals', query],
    queryFn: () => call(po.lineTotals, { query }),
    placeholderData: keepPreviousData,
  });

export const usePurchaseOrder = (id: number | undefined) =>
  useQuery({
    queryKey: [...PO_KEY, 'one', id ?? 0],
    queryFn: () => call(po.get, { params: { id: id! } }),
    enabled: id !== undefined,
  });

export const usePoRevisions = (id: number) =>
  useQuery({
    queryKey: [...PO_KEY, 'revisions', id],
    queryFn: () => call(po.revisions, { params: { id } }),
  });

/** Every PO write refreshes every PO query (report, totals, detail, history). */
export function usePoMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PO_KEY });
  return {
    create: useMutation({
      mutationFn: (body: CreatePurchaseOrderRequest) => call(po.create, { body }, { quiet: true }),
      onSuccess: refresh,
    }),
    updateHeader: useMutation({
      mutationFn: ({ poId, body }: { poId: number; body: UpdatePurchaseOrderRequest }) =>
        call(po.update, { params: { id: poId }, body }, { quiet: true }),
      onSuccess: refresh,
    }),
    addLine: useMutation({
      mutationFn: ({ poId, body }: { poId: number; body: PoLineInput }) =>
        call(po.addLine, { params: { id: poId }, body }, { quiet: true }),
      onSuccess: refresh,
    }),
    change: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ChangePoLineRequest }) =>
        call(po.changeLine, { params: { id }, body }, { quiet: true }),
      onSuccess: refresh,
    }),
    close: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        call(po.closeLine, { params: { id }, body: { reason } }),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        call(po.cancelLine, { params: { id }, body: { reason } }),
      onSuccess: refresh,
    }),
    // the SO side shows how much of each SO line POs cover: it changes too
    linkSoLine: useMutation({
      mutationFn: ({ id, soLineId }: { id: number; soLineId: number | null }) =>
        call(po.linkSoLine, { params: { id }, body: { soLineId } }, { quiet: true }),
      onSuccess: () =>
        Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: SO_KEY })]),
    }),
  };
}

export const useSoLineList = (query: SoLineQuery & Paging) =>
  useQuery({
    queryKey: [...SO_KEY, 'lines', query],
    queryFn: () => call(so.listLines, { query }),
    placeholderData: keepPreviousData,
  });

export const useSoLineTotals = (query: SoLineQuery) =>
  useQuery({
    queryKey: [...SO_KEY, 'totals', query],
    queryFn: () => call(so.lineTotals, { query }),
    placeholderData: keepPreviousData,
  });

export const useSalesOrder = (id: number | undefined) =>
  useQuery({
    queryKey: [...SO_KEY, 'one', id ?? 0],
    queryFn: () => call(so.get, { params: { id: id! } }),
    enabled: id !== undefined,
  });

export const useSoRevisions = (id: number) =>
  useQuery({
    queryKey: [...SO_KEY, 'revisions', id],
    queryFn: () => call(so.revisions, { params: { id } }),
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
          ? call(
              so.update,
              { params: { id }, body: body as UpdateSalesOrderRequest },
              { quiet: true },
            )
          : call(so.create, { body: body as CreateSalesOrderRequest }, { quiet: true }),
      onSuccess: refresh,
    }),
  };
}
