import type { PoLineItem, PurchaseOrderDetail, SoLineItem, UserInfoResponse } from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { USER_INFO_KEY } from '../../auth/session';

/** Test-only: the order screens' server, faked at the fetch level, and sample orders. */

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What the fake server answers: the envelope, HTTP 200 unless told. */
export interface Answer {
  code?: number;
  message?: string;
  data?: unknown;
}

/**
 * Answers every fetch with `answer(call)` and keeps the calls. A call the test did not
 * expect gets a 500 (and stays in `calls` for the test to see).
 */
export function fakeServer(answer: (call: ApiCall) => Answer | undefined) {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const reply = answer(call) ?? { code: 500, message: `unexpected ${call.method} ${call.path}` };
    const code = reply.code ?? 200;
    return Promise.resolve(
      new Response(
        JSON.stringify({ code, message: reply.message ?? 'OK', data: reply.data ?? null }),
        { status: code },
      ),
    );
  });
  return {
    calls,
    /** The calls of one method and path. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
    restore: () => spy.mockRestore(),
  };
}

/** Renders `ui` signed in with `permissions`, as the app shell would. */
export function renderSignedIn(ui: ReactNode, permissions: string[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(USER_INFO_KEY, {
    roles: ['1-SCM'],
    permissions,
  } as unknown as UserInfoResponse);
  return render(
    <QueryClientProvider client={queryClient}>
      <AntApp>{ui}</AntApp>
    </QueryClientProvider>,
  );
}

export const poLine = (overrides: Partial<PoLineItem> = {}): PoLineItem => ({
  id: 41,
  poId: 7,
  poNumber: 'PO-1001',
  lineNo: 2,
  supplierId: 3,
  supplierCode: 'SUP001',
  supplierName: 'Sunrise Solar',
  originator: 'amy',
  destinationCountry: 'NG',
  currency: 'USD',
  productId: 9,
  productCode: 'PV-450M',
  productName: 'PV 450W mono',
  orderQty: 100,
  unitPriceCents: 12_50,
  discountPct: 0,
  rowTotalUsdCents: 1250_00,
  rdd: '2027-03-01',
  originalRdd: '2027-03-01',
  loadingPointId: 1,
  loadingPointName: 'Ningbo',
  openQty: 100,
  plannedQty: 0,
  shippedQty: 0,
  plannableQty: 100,
  status: 'Open',
  closed: false,
  cancelled: false,
  soLineId: null,
  soNumber: null,
  soLineNo: null,
  riskBuy: true,
  ...overrides,
});

export const purchaseOrder = (
  lines: PoLineItem[],
  overrides: Partial<PurchaseOrderDetail> = {},
): PurchaseOrderDetail => {
  const sum = (pick: (line: PoLineItem) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    id: 7,
    poNumber: 'PO-1001',
    supplierId: 3,
    supplierCode: 'SUP001',
    supplierName: 'Sunrise Solar',
    originator: 'amy',
    destinationCountry: 'NG',
    currency: 'USD',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    lines,
    totals: {
      lineCount: lines.length,
      orderQty: sum((l) => l.orderQty),
      openQty: sum((l) => l.openQty),
      plannedQty: sum((l) => l.plannedQty),
      shippedQty: sum((l) => l.shippedQty),
      plannableQty: sum((l) => l.plannableQty),
      rowTotalUsdCents: sum((l) => l.rowTotalUsdCents),
    },
    ...overrides,
  };
};

export const soLine = (overrides: Partial<SoLineItem> = {}): SoLineItem => ({
  id: 501,
  soId: 50,
  soNumber: 'SO-2001',
  lineNo: 1,
  productId: 9,
  productCode: 'PV-450M',
  productName: 'PV 450W mono',
  qty: 300,
  rowTotalUsdCents: 3000_00,
  postingDate: '2026-10-01',
  rdd: '2027-02-15',
  originalRdd: '2027-02-15',
  bpReferenceNo: '',
  country: 'NG',
  coveredQty: 0,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  ...overrides,
});

/** A page of `list` as the list routes answer. */
export const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });
