// @vitest-environment jsdom
import { poImportOperations, type OrderImportJob } from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { ImportModal } from './ImportModal';
import { standInImport } from './import-calls.test-support';

// The server is stood in for at the client (api/call): any real network call fails the test.
vi.mock('../../api/call');
const failed: OrderImportJob = {
  id: 7,
  status: 'failed',
  stage: 'done',
  done: 0,
  total: 0,
  fileName: 'po.xlsx',
  createdAt: '2024-01-01T00:00:00.000Z',
  startedAt: '2024-01-01T00:00:00.000Z',
  finishedAt: '2024-01-01T00:00:01.000Z',
  imported: null,
  refusedRows: 0,
  issues: [],
  issuesTotal: 0,
  notices: [],
  error: 'Required columns are missing: Order Qty',
  created: 0,
  updated: 0,
  unchanged: 0,
  mapping: {
    headers: ['PO Number', 'Line No.', 'Pieces ordered', 'Remarks'],
    missing: [{ field: 'orderQty', title: 'Order Qty' }],
    columns: [
      { field: 'poNumber', title: 'PO Number', required: true },
      { field: 'orderQty', title: 'Order Qty', required: true },
    ],
  },
};

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
});
afterEach(async () => {
  cleanup();
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
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
            jobKey="mappingTest"
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

describe('mapping the columns a file lacks', () => {
  it('offers the file’s headers for each missing column and sends the same file with the choice', async () => {
    const server = standInImport(poImportOperations);
    const upload = server.upload
      .mockResolvedValueOnce({ jobId: 7 })
      .mockResolvedValueOnce({ jobId: 8 });
    server.job.mockImplementation((jobId) =>
      Promise.resolve(
        jobId === 7
          ? failed
          : { ...failed, id: 8, status: 'succeeded', imported: 2, error: null, mapping: undefined },
      ),
    );
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'po.xlsx');
    renderModal();
    pick(file);

    const form = await screen.findByTestId('import-mapping');
    expect(
      within(form).getByText(
        "Some required columns were not found. Choose which of the file's columns holds each one:",
      ),
    ).toBeTruthy();
    // the select is labelled with the column's title and lists the file's headers in order
    const select = within(form).getByLabelText('Order Qty');
    fireEvent.mouseDown(select);
    const items = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')];
      expect(found).toHaveLength(4);
      return found;
    });
    expect(items.map((item) => item.textContent)).toEqual([
      'PO Number',
      'Line No.',
      'Pieces ordered',
      'Remarks',
    ]);
    fireEvent.click(items[2]!);
    fireEvent.click(within(form).getByRole('button', { name: 'Import with these columns' }));

    await waitFor(() =>
      expect(upload).toHaveBeenLastCalledWith(poImportOperations.upload, file, 'po.xlsx', {
        quiet: true,
        fields: { mapping: JSON.stringify({ 'Pieces ordered': 'orderQty' }) },
      }),
    );
    expect(upload).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('2 PO lines imported')).toBeTruthy();
  });

  it('asks for a choice before sending, in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    const server = standInImport(poImportOperations);
    const upload = server.upload.mockResolvedValue({ jobId: 7 });
    server.job.mockResolvedValue({
      ...failed,
      mapping: { ...failed.mapping!, missing: [{ field: 'orderQty', title: '订单数量' }] },
    });
    renderModal();
    pick(new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'po.xlsx'));
    const form = await screen.findByTestId('import-mapping');
    expect(within(form).getByLabelText('订单数量')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: '按所选列导入' }));
    expect(
      await within(form).findByText('选择文件中的列', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
