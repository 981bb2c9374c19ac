// @vitest-environment jsdom
import { poImportOperations, type OrderImportJob } from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { standInImport } from './import-calls.test-support';
import { ImportModal } from './ImportModal';

/** A job whose server stopped responding offers to run the same file again (issue 23). */

// The server is stood in for at the client (api/call): any real network call fails the test.
vi.mock('../../api/call');
const job = (overrides: Partial<OrderImportJob>): OrderImportJob => ({
  id: 7,
  status: 'running',
  stage: 'writing',
  done: 0,
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
const failed = (overrides: Partial<OrderImportJob>) =>
  job({ status: 'failed', stage: 'done', finishedAt: '2026-01-01T00:02:00.000Z', ...overrides });
const STALE_EN =
  'The server running this job stopped responding; nothing of it was applied. Run it again.';

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

function renderModal() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AntApp>
          <ImportModal<OrderImportJob>
            open
            onClose={() => undefined}
            operations={poImportOperations}
            jobKey="poImport"
            texts={{ ns: 'orderImport', prefix: 'po' }}
          />
        </AntApp>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const pick = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};
const xlsx = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'po.xlsx');

describe('ImportModal: a job whose server stopped', () => {
  it('offers "Run again", reachable by keyboard, which sends the same file again', async () => {
    const server = standInImport(poImportOperations);
    server.upload.mockResolvedValueOnce({ jobId: 7 }).mockResolvedValueOnce({ jobId: 8 });
    server.job.mockImplementation((jobId) =>
      Promise.resolve(
        jobId === 7
          ? failed({ id: 7, error: STALE_EN, rerunnable: true })
          : failed({ id: 8, status: 'succeeded', imported: 2, created: 2, error: null }),
      ),
    );
    renderModal();
    const file = xlsx();
    pick(file);
    expect(await screen.findByText(STALE_EN)).toBeTruthy();
    const runAgain = await screen.findByRole('button', { name: /Run again/ });

    const user = userEvent.setup();
    runAgain.focus();
    expect(document.activeElement).toBe(runAgain);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.upload).toHaveBeenCalledTimes(2));
    expect(server.upload).toHaveBeenLastCalledWith(poImportOperations.upload, file, file.name, {
      quiet: true,
    });
    expect(await screen.findByText('2 PO lines imported')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Run again/ })).toBeNull();
  });

  it('says it in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    const server = standInImport(poImportOperations);
    server.upload.mockResolvedValue({ jobId: 7 });
    server.job.mockResolvedValue(
      failed({
        error: '运行此任务的服务器已停止响应，任务中的内容均未生效。请重新运行。',
        rerunnable: true,
      }),
    );
    renderModal();
    pick(xlsx());
    expect(await screen.findByRole('button', { name: /重新导入/ })).toBeTruthy();
  });

  it('offers no re-run when the file itself was refused', async () => {
    const server = standInImport(poImportOperations);
    server.upload.mockResolvedValue({ jobId: 7 });
    server.job.mockResolvedValue(failed({ error: 'The job failed; please try again' }));
    renderModal();
    pick(xlsx());
    expect(await screen.findByText('The job failed; please try again')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Run again/ })).toBeNull();
  });
});
