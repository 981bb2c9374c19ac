// @vitest-environment jsdom
import {
  poImportOperations,
  soImportOperations,
  type OrderImportJob,
  type UserInfoResponse,
} from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { USER_INFO_KEY } from '../../../auth/session';
import { standInImport } from '../../import/import-calls.test-support';
import { PoImportButton, SoImportButton } from './OrderImportButtons';

// The server is stood in for at the client (api/call): any real network call fails the test.
vi.mock('../../../api/call');
const job = (overrides: Partial<OrderImportJob>): OrderImportJob => ({
  id: 7,
  status: 'running',
  stage: 'validating',
  done: 1,
  total: 2,
  fileName: 'po.xlsx',
  createdAt: '2026-01-01T00:00:00.000Z',
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  imported: null,
  refusedRows: 0,
  issues: [],
  issuesTotal: 0,
  notices: [],
  error: null,
  created: 0,
  updated: 0,
  unchanged: 0,
  ...overrides,
});

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
    roles: ['1-SCM'],
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

const pick = (name = 'po.xlsx') => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, {
    target: { files: [new File([new Uint8Array([0x50, 0x4b, 3, 4])], name)] },
  });
};

describe('PoImportButton', () => {
  it('is not shown without orders.import', () => {
    renderAs(['orders.po.read'], <PoImportButton />);
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
  });

  it('imports a PO file and says what was added, changed and unchanged', async () => {
    const server = standInImport(poImportOperations);
    const upload = server.upload.mockResolvedValue({ jobId: 7 });
    server.job.mockResolvedValueOnce(job({})).mockResolvedValue(
      job({
        status: 'succeeded',
        stage: 'done',
        done: 3,
        total: 3,
        imported: 3,
        created: 2,
        updated: 1,
      }),
    );
    renderAs(['orders.import'], <PoImportButton />);
    fireEvent.click(screen.getByRole('button', { name: /Import/ }));
    expect(await screen.findByText('Import purchase orders from Excel')).toBeTruthy();
    pick();
    expect(
      await screen.findByText('3 PO lines imported', undefined, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('order-import-counts').textContent).toBe(
      'From po.xlsx: 2 added, 1 changed, 0 unchanged. The reports have been refreshed.',
    );
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('lists the refused rows in Chinese and offers the report', async () => {
    await i18n.changeLanguage('zh');
    const server = standInImport(poImportOperations);
    server.upload.mockResolvedValue({ jobId: 8 });
    server.job.mockResolvedValue(
      job({
        id: 8,
        status: 'failed',
        stage: 'done',
        refusedRows: 1,
        issuesTotal: 1,
        error: '1 行未通过校验，未导入任何数据',
        issues: [
          { row: 3, field: 'loadingPoint', column: '装货地', message: '装货地 Atlantis 不存在' },
        ],
      }),
    );
    renderAs(['orders.import'], <PoImportButton />);
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    expect(await screen.findByText('从 Excel 导入采购订单')).toBeTruthy();
    pick();
    const table = await screen.findByRole('table', undefined, { timeout: 3000 });
    expect(within(table).getByText('装货地 Atlantis 不存在')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /下载报告/ }));
    expect(server.download).toHaveBeenCalledWith(poImportOperations.report, {
      params: { jobId: 8 },
    });
  });
});

describe('SoImportButton', () => {
  it('uses the SO import calls and texts', async () => {
    const server = standInImport(soImportOperations);
    const upload = server.upload.mockResolvedValue({ jobId: 9 });
    server.job.mockResolvedValue(
      job({ id: 9, status: 'succeeded', stage: 'done', imported: 1, created: 1 }),
    );
    renderAs(['orders.import'], <SoImportButton />);
    fireEvent.click(screen.getByRole('button', { name: /Import/ }));
    expect(await screen.findByText('Import sales orders from Excel')).toBeTruthy();
    pick('so.xlsx');
    expect(
      await screen.findByText('1 SO line imported', undefined, { timeout: 3000 }),
    ).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[0]).toBe(soImportOperations.upload);
  });
});
