// @vitest-environment jsdom
import type { SpareCandidate, SpareContainer } from '@lading/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { fakeServer } from '../orders/order-test-support';
import { pageOf, renderPage, tablesSettled } from '../ready-dates/ready-dates-test-support';
import SpareReportPage from './SpareReportPage';

const container = (overrides: Partial<SpareContainer> = {}): SpareContainer => ({
  id: 7,
  shipmentNo: 'SH-07',
  containerNo: null,
  status: 'Loading',
  containerType: '20GP',
  loadingPointId: 2,
  loadingPointName: 'Ningbo',
  destinationCountry: 'NG',
  etd: '2026-12-20',
  readyDate: null,
  lineCount: 1,
  usableCbm: 1,
  payloadKg: 500,
  loadedCbm: 0.36,
  loadedKg: 56,
  freeCbm: 0.64,
  freeKg: 444,
  utilizationPct: 36,
  ...overrides,
});

// a carton of 4 pieces: 0.072 m³, 12.5 kg
const candidate = (id: number, plannableQty: number, rdd: string): SpareCandidate => ({
  id,
  poNumber: 'PO-1001',
  lineNo: id,
  supplierCode: 'SUP001',
  supplierName: 'Sunrise Solar',
  productCode: 'PV-450M',
  productName: 'PV 450W mono',
  rdd,
  plannableQty,
  packageCbm: 0.072,
  packageGrossKg: 12.5,
  piecesPerPackage: 4,
  fitQty: Math.min(plannableQty, 32),
  fitCbm: 0.144,
  fitKg: 25,
  wholeLineFits: plannableQty <= 32,
});

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

describe('spareReport', () => {
  it('lists the room left, and opens the workbench with the lines that fit', async () => {
    const user = userEvent.setup();
    server = fakeServer((call) =>
      call.path === '/reports/spare-containers'
        ? {
            data: {
              ...pageOf([container()]),
              totals: { containers: 1, freeCbm: 0.64, freeKg: 444 },
            },
          }
        : call.path === '/reports/spare-containers/7/candidates'
          ? {
              data: {
                ...pageOf([
                  candidate(10, 8, '2027-01-01'),
                  candidate(20, 40, '2027-01-05'),
                  candidate(30, 4, '2027-01-09'),
                ]),
                container: container(),
              },
            }
          : undefined,
    );
    renderPage(
      <Routes>
        <Route path="/reportForms/spareReport" element={<SpareReportPage />} />
        <Route path="/arrange/preArrange" element={<Where />} />
      </Routes>,
      {
        roles: ['1-SCM'],
        permissions: ['reports.read', 'planning.write'],
        url: '/reportForms/spareReport',
      },
    );
    const row = (await screen.findByText('SH-07')).closest('tr')!;
    expect(within(row).getByText('0.640')).toBeTruthy();
    expect(within(row).getByText('36%')).toBeTruthy();
    expect(screen.getByTestId('spare-totals').textContent).toContain('1 containers');
    await tablesSettled();
    await user.click(within(row).getByRole('button', { name: 'Open lines that fit: SH-07' }));
    await screen.findByText('2027-01-05');
    // 8 pcs (2 cartons) fit, 40 pcs (10 cartons) do not, 4 pcs (1 carton) fit after the first
    // the button works once the drawer's own lines have loaded (the date may also be the list's)
    const selectFitting = screen.getByRole('button', { name: 'Select what fits (by RDD)' });
    await waitFor(() => expect((selectFitting as HTMLButtonElement).disabled).toBe(false));
    await user.click(selectFitting);
    await waitFor(() =>
      expect(screen.getByTestId('spare-selection').textContent).toContain(
        'Selected 2 lines: 0.216',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Top up in the workbench (2)' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/arrange/preArrange?lines=10,30'),
    );
  });

  it('searches by free CBM and status, and offers no top-up to a reader', async () => {
    const user = userEvent.setup();
    server = fakeServer((call) =>
      call.path === '/reports/spare-containers'
        ? {
            data: {
              ...pageOf([container()]),
              totals: { containers: 1, freeCbm: 0.64, freeKg: 444 },
            },
          }
        : call.path === '/reports/spare-containers/7/candidates'
          ? { data: { ...pageOf([candidate(10, 8, '2027-01-01')]), container: container() } }
          : undefined,
    );
    renderPage(<SpareReportPage />, {
      roles: ['2-View'],
      permissions: ['reports.read'],
      url: '/reportForms/spareReport',
    });
    await screen.findByText('SH-07');
    expect(screen.queryByRole('combobox', { name: 'Loading point' })).toBeNull();
    await user.type(screen.getByRole('spinbutton', { name: 'Free CBM at least' }), '2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        server!.callsTo('GET', '/reports/spare-containers').at(-1)!.query.get('minFreeCbm'),
      ).toBe('2'),
    );
    await tablesSettled();
    await user.click(screen.getByRole('button', { name: 'Open lines that fit: SH-07' }));
    await screen.findByText('2027-01-01');
    expect(screen.queryByRole('button', { name: /Top up in the workbench/ })).toBeNull();
  });
});
