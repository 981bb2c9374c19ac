import type { PlanLineItem, UserInfoResponse } from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { USER_INFO_KEY } from '../../auth/session';

/** Test-only: sample plan lines and a signed-in render with a router (pages read the URL). */

export function renderPage(
  ui: ReactNode,
  options: { roles: string[]; permissions: string[]; url?: string },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(USER_INFO_KEY, {
    roles: options.roles,
    permissions: options.permissions,
  } as unknown as UserInfoResponse);
  return render(
    <MemoryRouter initialEntries={[options.url ?? '/']}>
      <QueryClientProvider client={queryClient}>
        <AntApp>{ui}</AntApp>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/**
 * A line of PO-1001 in shipment SH-01: RDD 2027-03-31, ready by 2027-03-01 for the RDD
 * (30 days in transit) and by 2027-02-15 for the lead time (45 days from 2027-01-01).
 */
export const planLine = (overrides: Partial<PlanLineItem> = {}): PlanLineItem => ({
  id: 501,
  containerId: 31,
  shipmentNo: 'SH-01',
  containerNo: null,
  containerType: '40HQ',
  containerStatus: 'Unshipped',
  loadingPointName: 'Ningbo',
  destinationCountry: 'NG',
  etd: null,
  eta: null,
  atd: null,
  ata: null,
  loadingDate: null,
  receivingDate: null,
  vessel: '',
  voyage: '',
  pod: '',
  containerReadyDate: null,
  poLineId: 41,
  poId: 7,
  poNumber: 'PO-1001',
  lineNo: 10,
  poDate: '2027-01-01',
  supplierId: 3,
  supplierCode: 'SUP001',
  supplierName: 'Sunrise Solar',
  productId: 9,
  productCode: 'PV-450M',
  productName: 'PV 450W mono',
  qty: 100,
  cbm: 1.8,
  grossKg: 312.5,
  rdd: '2027-03-31',
  readyDate: null,
  originalReadyDate: null,
  confirmReadyDate: -1,
  transitDays: 30,
  leadTimeDays: 45,
  rddReadyBy: '2027-03-01',
  leadTimeReadyBy: '2027-02-15',
  warnings: [],
  editable: true,
  ...overrides,
});

export const pageOf = <T,>(list: T[]) => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 10,
});

export const CANNOT_MEET = 'Ready Date CANNOT meet PO RDD (submit or approve anyway?)';
export const LONGER_THAN_LEAD_TIME = 'Ready Date longer than standard lead time (still submit?)';

/** antd gives every dialog the same id in tests, so a dialog is found by its title. */
export const dialogTitled = async (title: string) =>
  (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;

/**
 * Waits until no table is loading: while antd's spinner covers a table its rows take no
 * pointer events, and a click in that moment fails (it did, on a loaded machine).
 */
export const tablesSettled = () =>
  waitFor(() => expect(document.querySelector('.ant-spin-blur')).toBeNull());

export async function pickDate(label: string, day: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${day}{Enter}`);
}
