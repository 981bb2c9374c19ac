import type {
  ParentState,
  ScanContextOption,
  SerialCodeItem,
  UserInfoResponse,
} from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, vi } from 'vitest';
import { USER_INFO_KEY } from '../../../auth/session';
import StationPage from './StationPage';

/** Test-only: the stations' server faked at the fetch level (answers may wait), samples. */

export interface StationCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

export interface StationAnswer {
  code?: number;
  message?: string;
  data?: unknown;
}

export function stationServer(
  answer: (call: StationCall) => StationAnswer | Promise<StationAnswer> | undefined,
) {
  const calls: StationCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const call: StationCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    };
    calls.push(call);
    const reply = (await answer(call)) ?? {
      code: 500,
      message: `unexpected ${call.method} ${call.path}`,
    };
    const code = reply.code ?? 200;
    return new Response(
      JSON.stringify({ code, message: reply.message ?? 'OK', data: reply.data ?? null }),
      { status: code },
    );
  });
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
    restore: () => spy.mockRestore(),
  };
}

export function renderStation(path: string, permissions = ['serials.read', 'serials.bind']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(USER_INFO_KEY, {
    username: 'qrc',
    nickname: 'QRC',
    icon: '',
    roles: ['11-QRC'],
    supplierList: [],
    menus: [],
    permissions,
  } satisfies UserInfoResponse);
  return render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/scanCode/:screen" element={<StationPage />} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

export const poLineChoice: ScanContextOption = {
  kind: 'poLine',
  poLineId: 41,
  poNumber: 'PO-1001',
  poLineNo: 2,
  productId: 9,
  productCode: 'PV-450M',
  productName: 'PV 450W mono',
  supplierId: 3,
  supplierCode: 'SUP001',
  supplierName: 'Sunrise Solar',
  containerId: null,
  containerNo: null,
  shipmentNo: null,
  qty: 480,
};

export const code = (overrides: Partial<SerialCodeItem>): SerialCodeItem => ({
  id: 100,
  code: 'SN-1',
  level: 'product',
  productId: 9,
  productCode: 'PV-450M',
  supplierId: 3,
  supplierCode: 'SUP001',
  poLineId: 41,
  poNumber: 'PO-1001',
  poLineNo: 2,
  containerId: null,
  templateId: 1,
  parentId: null,
  parentCode: null,
  closed: false,
  createdAt: '2027-03-01T08:00:00.000Z',
  boundAt: null,
  ...overrides,
});

export const carton = code({ id: 7, code: 'CTN-001', level: 'carton' });

export const parentState = (overrides: Partial<ParentState> = {}): ParentState => ({
  parent: carton,
  count: 0,
  expected: 24,
  max: 24,
  children: [],
  components: [],
  ...overrides,
});

/** Opens a select by its input id and picks the option showing `text`. */
export async function choose(inputId: string, text: string) {
  fireEvent.mouseDown(document.getElementById(inputId)!);
  const item = await waitFor(() => {
    const found = screen.getAllByText(text).find((node) => node.closest('.ant-select-item-option'));
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(item);
}
