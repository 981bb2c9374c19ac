// @vitest-environment jsdom
import { productImportOperations, type ProductImportJob } from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { standInImport } from '../../import/import-calls.test-support';
import { ProductImportModal, progressPercent } from './ProductImportModal';

// The server is stood in for at the client (api/call): any real network call fails the test.
vi.mock('../../../api/call');
const job = (overrides: Partial<ProductImportJob>): ProductImportJob => ({
  id: 5,
  status: 'running',
  stage: 'validating',
  done: 200,
  total: 400,
  fileName: 'products.xlsx',
  createdAt: '2024-01-01T00:00:00.000Z',
  startedAt: '2024-01-01T00:00:00.000Z',
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
  preview: null,
  ...overrides,
});

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
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
          <ProductImportModal open onClose={() => undefined} />
        </AntApp>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const pick = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};
const xlsx = (name = 'products.xlsx') => new File([new Uint8Array([0x50, 0x4b, 3, 4])], name);

describe('ProductImportModal', () => {
  it('refuses a file that is plainly no table without uploading it', async () => {
    const { upload } = standInImport(productImportOperations);
    renderModal();
    pick(new File(['%PDF'], 'products.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Only Excel workbooks (.xlsx, .xlsm) and CSV files can be imported'),
    ).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a CSV (the server tells a file by its content)', async () => {
    const server = standInImport(productImportOperations);
    const upload = server.upload.mockResolvedValue({ jobId: 8 });
    server.job.mockResolvedValue(job({ id: 8 }));
    renderModal();
    expect(document.querySelector('input[type="file"]')!.getAttribute('accept')).toBe(
      '.xlsx,.xlsm,.csv',
    );
    pick(new File(['productId,itemNumber'], 'products.csv', { type: 'text/csv' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  });

  it('shows the server’s refusal of the upload next to the picker', async () => {
    const { ApiError } = await import('../../../api/http');
    standInImport(productImportOperations).upload.mockRejectedValue(
      new ApiError('The file must be an Excel workbook (.xlsx)', 400),
    );
    renderModal();
    pick(xlsx());
    expect(await screen.findByText('The file must be an Excel workbook (.xlsx)')).toBeTruthy();
  });

  it('polls the job: progress, then every refused row with the reason and a report', async () => {
    const server = standInImport(productImportOperations);
    server.upload.mockResolvedValue({ jobId: 5 });
    const refused = job({
      status: 'failed',
      stage: 'done',
      done: 400,
      finishedAt: '2024-01-01T00:00:01.000Z',
      refusedRows: 1,
      issuesTotal: 1,
      error: 'Refused rows: 1. Nothing was imported',
      issues: [
        {
          row: 3,
          field: 'grossWeightKg',
          column: 'Gross weight/pc (kg)',
          message: 'cannot be less than the net weight',
        },
      ],
    });
    const poll = server.job.mockResolvedValueOnce(job({})).mockResolvedValue(refused);
    renderModal();
    pick(xlsx());
    expect(await screen.findByText('Checking rows: 200 of 400')).toBeTruthy();
    const table = await screen.findByRole('table', undefined, { timeout: 3000 });
    expect(within(table).getByText('Gross weight/pc (kg)')).toBeTruthy();
    expect(within(table).getByText('cannot be less than the net weight')).toBeTruthy();
    expect(screen.getByText('Refused rows: 1. Nothing was imported')).toBeTruthy();
    expect(poll).toHaveBeenCalledWith(5);
    fireEvent.click(screen.getByRole('button', { name: /Download report/ }));
    await waitFor(() =>
      expect(server.download).toHaveBeenCalledWith(productImportOperations.report, {
        params: { jobId: 5 },
      }),
    );
  });

  it('previews the file (adds and changes, nothing written), then applies the same file', async () => {
    const server = standInImport(productImportOperations);
    server.upload.mockResolvedValueOnce({ jobId: 6 }).mockResolvedValueOnce({ jobId: 7 });
    const done = { status: 'succeeded', stage: 'done', done: 3, total: 3 } as const;
    server.job.mockImplementation((jobId) =>
      Promise.resolve(
        jobId === 6
          ? job({
              ...done,
              id: 6,
              imported: 0,
              preview: {
                added: 1,
                changed: 1,
                unchanged: 1,
                adds: [{ row: 4, productId: 'NEW-1', shortName: 'New lamp' }],
                changes: [
                  {
                    row: 2,
                    productId: 'P-1',
                    field: 'shortName',
                    column: 'Short name',
                    before: 'Old lamp',
                    after: 'Renamed lamp',
                  },
                ],
                changesTotal: 1,
              },
            })
          : job({ ...done, id: 7, imported: 2, created: 1, updated: 1, unchanged: 1 }),
      ),
    );
    renderModal();
    const file = xlsx();
    pick(file);
    const preview = await screen.findByTestId('import-preview');
    expect(
      within(preview).getByText('Applying this file: 1 new, 1 changed, 1 unchanged.'),
    ).toBeTruthy();
    const changes = within(preview).getByTestId('import-preview-changes');
    expect(within(changes).getByText('P-1')).toBeTruthy();
    expect(within(changes).getByText('Old lamp')).toBeTruthy();
    expect(within(changes).getByText('Renamed lamp')).toBeTruthy();
    expect(
      within(within(preview).getByTestId('import-preview-adds')).getByText('NEW-1'),
    ).toBeTruthy();
    expect(server.upload).toHaveBeenCalledWith(productImportOperations.preview, file, file.name, {
      quiet: true,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('2 products imported')).toBeTruthy();
    expect(
      screen.getByText(
        'From products.xlsx: 1 added, 1 changed, 1 unchanged. The product list has been refreshed.',
      ),
    ).toBeTruthy();
    expect(server.upload).toHaveBeenCalledTimes(2);
    expect(server.upload).toHaveBeenLastCalledWith(
      productImportOperations.upload,
      file,
      file.name,
      {
        quiet: true,
      },
    );
  });

  it('cancels a preview: back to the picker, nothing applied', async () => {
    const server = standInImport(productImportOperations);
    server.upload.mockResolvedValue({ jobId: 6 });
    server.job.mockResolvedValue(
      job({
        id: 6,
        status: 'succeeded',
        stage: 'done',
        imported: 0,
        preview: { added: 0, changed: 0, unchanged: 3, adds: [], changes: [], changesTotal: 0 },
      }),
    );
    renderModal();
    pick(xlsx());
    expect(
      await screen.findByText('Nothing to change: every row equals its product (3 rows).'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Download template')).toBeTruthy();
    expect(server.upload).toHaveBeenCalledTimes(1);
  });

  it('shows the notices of a successful import under its result', async () => {
    const server = standInImport(productImportOperations);
    server.upload.mockResolvedValue({ jobId: 9 });
    server.job.mockResolvedValue(
      job({
        id: 9,
        status: 'succeeded',
        stage: 'done',
        done: 3,
        total: 3,
        imported: 3,
        notices: [
          '3 rows hidden by a filter were imported',
          'Row 33 looks like a total row and was not imported',
        ],
      }),
    );
    renderModal();
    pick(xlsx());
    const notices = await screen.findByTestId('import-notices');
    expect(within(notices).getByText('Please check')).toBeTruthy();
    expect(within(notices).getByText('3 rows hidden by a filter were imported')).toBeTruthy();
    expect(
      within(notices).getByText('Row 33 looks like a total row and was not imported'),
    ).toBeTruthy();
  });
});

describe('progressPercent', () => {
  it('runs from reading through checking to saving', () => {
    expect(progressPercent(job({ stage: 'queued', done: 0, total: 0 }))).toBe(0);
    expect(progressPercent(job({ stage: 'reading', done: 100, total: 0 }))).toBe(5);
    expect(progressPercent(job({ stage: 'validating', done: 200, total: 400 }))).toBe(45);
    expect(progressPercent(job({ stage: 'writing', done: 0, total: 400 }))).toBe(85);
    expect(progressPercent(job({ stage: 'done', done: 400, total: 400 }))).toBe(100);
  });
});
