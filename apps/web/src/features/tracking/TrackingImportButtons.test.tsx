// @vitest-environment jsdom
import {
  trackingImportOperations,
  type TrackingImportJob,
  type UserInfoResponse,
} from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { USER_INFO_KEY } from '../../auth/session';
import { standInImport } from '../import/import-calls.test-support';
import { TrackingImportButtons } from './TrackingImportButtons';

// The server is stood in for at the client (api/call): any real network call fails the test.
vi.mock('../../api/call');

const job = (overrides: Partial<TrackingImportJob>): TrackingImportJob => ({
  id: 7,
  status: 'running',
  stage: 'validating',
  done: 1,
  total: 3,
  fileName: 'tracking.xlsx',
  createdAt: '2026-11-01T00:00:00.000Z',
  startedAt: '2026-11-01T00:00:00.000Z',
  finishedAt: null,
  imported: null,
  refusedRows: 0,
  issues: [],
  issuesTotal: 0,
  notices: [],
  error: null,
  updated: 0,
  unchanged: 0,
  ...overrides,
});

const FILTERS = { shipmentNo: 'SH-1', sortBy: 'createdAt', sortOrder: 'desc' } as const;

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
});
afterEach(() => {
  cleanup();
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
  vi.restoreAllMocks();
});

function renderAs(permissions: string[], children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(USER_INFO_KEY, {
    roles: ['3-Logistic'],
    permissions,
  } as unknown as UserInfoResponse);
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AntApp>{children}</AntApp>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const pick = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, {
    target: { files: [new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'tracking.xlsx')] },
  });
};

describe('TrackingImportButtons', () => {
  it('is not shown without tracking.write', () => {
    renderAs(
      ['planning.read'],
      <TrackingImportButtons selectedIds={[]} filters={FILTERS} total={4} />,
    );
    expect(screen.queryByRole('button', { name: /tracking/i })).toBeNull();
  });

  it('downloads the template of the selected rows, else of the filtered list, and says which', async () => {
    const server = standInImport(trackingImportOperations);
    renderAs(
      ['tracking.write'],
      <TrackingImportButtons selectedIds={[3, 5]} filters={FILTERS} total={4} />,
    );
    fireEvent.click(
      screen.getByRole('button', { name: /Tracking template of the 2 selected containers$/ }),
    );
    await waitFor(() =>
      expect(server.download).toHaveBeenCalledWith(trackingImportOperations.filledTemplate, {
        query: { ...FILTERS, ids: [3, 5] },
      }),
    );
    cleanup();

    renderAs(
      ['tracking.write'],
      <TrackingImportButtons selectedIds={[]} filters={FILTERS} total={4} />,
    );
    fireEvent.click(
      screen.getByRole('button', {
        name: /Tracking template of the filtered list \(4 containers\)$/,
      }),
    );
    await waitFor(() =>
      expect(server.download).toHaveBeenLastCalledWith(trackingImportOperations.filledTemplate, {
        query: FILTERS,
      }),
    );
  });

  it('offers no template of an empty list', () => {
    renderAs(
      ['tracking.write'],
      <TrackingImportButtons selectedIds={[]} filters={FILTERS} total={0} />,
    );
    const button = screen.getByRole('button', {
      name: /Tracking template of the filtered list \(0 containers\)$/,
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('imports a tracking file and says how many containers changed', async () => {
    const server = standInImport(trackingImportOperations);
    const upload = server.upload.mockResolvedValue({ jobId: 7 });
    server.job
      .mockResolvedValueOnce(job({}))
      .mockResolvedValue(
        job({ status: 'succeeded', stage: 'done', done: 3, imported: 3, updated: 2, unchanged: 1 }),
      );
    renderAs(
      ['tracking.write'],
      <TrackingImportButtons selectedIds={[]} filters={FILTERS} total={4} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Import tracking/ }));
    expect(await screen.findByText('Update container tracking from Excel')).toBeTruthy();
    pick();
    expect(await screen.findByText('3 rows read', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('tracking-import-counts').textContent).toBe(
      'From tracking.xlsx — containers updated: 2, unchanged: 1. The list has been refreshed.',
    );
    expect(upload.mock.calls[0]?.[0]).toBe(trackingImportOperations.upload);
  });

  it('lists the refused rows in Chinese and offers the report', async () => {
    await i18n.changeLanguage('zh');
    const server = standInImport(trackingImportOperations);
    server.upload.mockResolvedValue({ jobId: 8 });
    server.job.mockResolvedValue(
      job({
        id: 8,
        status: 'failed',
        stage: 'done',
        refusedRows: 1,
        issuesTotal: 1,
        error: '未通过的行：1。未导入任何数据',
        issues: [{ row: 3, field: 'ata', column: 'ATA', message: '实际到港日期早于实际离港日期' }],
      }),
    );
    renderAs(
      ['tracking.write'],
      <TrackingImportButtons selectedIds={[]} filters={FILTERS} total={4} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /导入跟踪信息/ }));
    expect(await screen.findByText('从 Excel 更新集装箱跟踪信息')).toBeTruthy();
    pick();
    const table = await screen.findByRole('table', undefined, { timeout: 3000 });
    expect(within(table).getByText('实际到港日期早于实际离港日期')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /下载报告/ }));
    expect(server.download).toHaveBeenCalledWith(trackingImportOperations.report, {
      params: { jobId: 8 },
    });
  });
});
