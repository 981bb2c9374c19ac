// @vitest-environment jsdom
import { fileOperations, type SheetPreview, type StoredFileItem } from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { renderAsync } from 'docx-preview';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, downloadFile, readFile } from '../../api/call';
import { ApiError } from '../../api/http';
import i18n from '../../i18n';
import ViewFilePage from './ViewFilePage';

// The server is stood in for at the client (api/call); pdf.js and docx-preview need a real
// browser (canvas, layout): the browser tests see them draw, these see which one is chosen.
vi.mock('../../api/call');
vi.mock('./PdfViewer', () => ({
  PdfViewer: ({ data }: { data: Blob }) => <p>pdf.js draws {data.size} bytes</p>,
}));
vi.mock('docx-preview', () => ({
  renderAsync: vi.fn((_data: Blob, container: HTMLElement) => {
    container.innerHTML =
      '<p>Word body text</p><a href="javascript:alert(1)">bad link</a><a href="https://example.com">web</a>';
    return Promise.resolve();
  }),
}));

const stored = (overrides: Partial<StoredFileItem> = {}): StoredFileItem => ({
  id: 5,
  name: 'nda-acme.pdf',
  format: 'pdf',
  mime: 'application/pdf',
  size: 12_800,
  sha256: 'ab'.repeat(32),
  uploadedBy: 'Alice Buyer',
  uploadedAt: '2027-03-04T05:06:00.000Z',
  title: 'NDA · v2 · Acme Ltd',
  siblings: [],
  ...overrides,
});

const bytes = (size: number) => new Blob([new Uint8Array(size)]);

/** Answers `get` with the file (by id), `sheet` with the workbook, `readFile` by operation. */
function serve(
  files: StoredFileItem[],
  more: { sheet?: SheetPreview; pdf?: () => Promise<Blob> } = {},
) {
  vi.mocked(call).mockImplementation(((op: unknown, input: { params: { id: number } }) => {
    if (op === fileOperations.get) {
      const file = files.find((f) => f.id === input.params.id);
      return file ? Promise.resolve(file) : Promise.reject(new ApiError('Not found', 404));
    }
    if (op === fileOperations.sheet) return Promise.resolve(more.sheet);
    return Promise.reject(new Error('unexpected call'));
  }) as typeof call);
  vi.mocked(readFile).mockImplementation(((op: unknown, input: { params: { id: number } }) =>
    op === fileOperations.pdf
      ? (more.pdf?.() ?? Promise.reject(new Error('no pdf')))
      : Promise.resolve(bytes(100 + input.params.id))) as typeof readFile);
  vi.mocked(downloadFile).mockResolvedValue(undefined);
}

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AntApp>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/viewFile" element={<ViewFilePage />} />
            </Routes>
          </MemoryRouter>
        </AntApp>
      </QueryClientProvider>
    </StrictMode>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  let made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:lading/${++made}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(call).mockReset();
  vi.mocked(readFile).mockReset();
  vi.mocked(downloadFile).mockReset();
});

describe('/viewFile', () => {
  it('heads the page with what the file is, and shows a PDF with pdf.js', async () => {
    serve([stored()]);
    renderAt('/viewFile?id=5');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('NDA · v2 · Acme Ltd');
    expect(screen.getByRole('main').contains(heading)).toBe(true);
    const details = document.querySelector('header dl')!;
    expect(details.textContent).toContain('FormatPDF');
    expect(details.textContent).toContain('Size12.5 KB');
    expect(details.textContent).toContain('Uploaded byAlice Buyer');
    expect(details.textContent).toMatch(/Uploaded at\d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(screen.getByText('nda-acme.pdf')).toBeTruthy();

    expect(await screen.findByText('pdf.js draws 105 bytes')).toBeTruthy();
    expect(vi.mocked(readFile).mock.calls[0]?.[0]).toBe(fileOperations.content);
    await waitFor(() => expect(document.title).toBe('nda-acme.pdf · File Preview · Lading'));
  });

  it('downloads the file as an attachment', async () => {
    serve([stored()]);
    renderAt('/viewFile?id=5');
    fireEvent.click(await screen.findByRole('button', { name: /Download/ }));
    expect(downloadFile).toHaveBeenCalledWith(fileOperations.content, {
      params: { id: 5 },
      query: { download: 1 },
    });
  });

  it('lays a Word file out with docx-preview, keeping only safe links', async () => {
    serve([stored({ format: 'docx', name: 'contract.docx', title: '' })]);
    renderAt('/viewFile?id=5');

    const region = await screen.findByRole('region', { name: 'Word document' });
    await waitFor(() => expect(region.textContent).toContain('Word body text'));
    expect(renderAsync).toHaveBeenCalled();
    expect(within(region).getByText('bad link').getAttribute('href')).toBeNull();
    const web = within(region).getByText('web');
    expect(web.getAttribute('href')).toBe('https://example.com');
    expect(web.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('contract.docx');
  });

  it('shows an Excel file as the server reads it: a tab per sheet, columns A, B, C', async () => {
    serve([stored({ format: 'xlsx', name: 'prices.xlsx' })], {
      sheet: {
        sheets: [
          {
            name: 'Prices',
            rows: [
              ['SKU', 'Price', 'Qty'],
              ['P-1', '12.50'],
            ],
            truncated: true,
          },
          { name: 'Notes', rows: [], truncated: false },
        ],
      },
    });
    renderAt('/viewFile?id=5');

    expect(await screen.findByRole('tab', { name: 'Prices' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Notes' })).toBeTruthy();
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Row', 'A', 'B', 'C']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'SKU', 'Price', 'Qty'],
      ['2', 'P-1', '12.50', ''],
    ]);
    expect(screen.getByText(/Only the first 500 rows and 50 columns are shown/)).toBeTruthy();
  });

  it('shows a PowerPoint file as the PDF the server converts it to', async () => {
    serve([stored({ format: 'pptx', name: 'deck.pptx' })], {
      pdf: () => Promise.resolve(bytes(42)),
    });
    renderAt('/viewFile?id=5');
    expect(await screen.findByText('pdf.js draws 42 bytes')).toBeTruthy();
    expect(vi.mocked(readFile).mock.calls[0]?.[0]).toBe(fileOperations.pdf);
  });

  it('without a converter (409), says why and offers the download instead', async () => {
    const why =
      'This server cannot show PowerPoint files (LibreOffice is not installed). Download the file to open it';
    serve([stored({ format: 'pptx', name: 'deck.pptx' })], {
      pdf: () => Promise.reject(new ApiError(why, 409)),
    });
    renderAt('/viewFile?id=5');

    expect(await screen.findByText('No preview for this file')).toBeTruthy();
    expect(screen.getByText(why)).toBeTruthy();
    expect(screen.queryByText(/pdf\.js draws/)).toBeNull();
    // the header's Download and the one in place of the preview
    const buttons = screen.getAllByRole('button', { name: /Download/ });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    expect(downloadFile).toHaveBeenCalledWith(fileOperations.content, {
      params: { id: 5 },
      query: { download: 1 },
    });
  });

  it("opens an image in antd's viewer over the record's images, with the spec's buttons", async () => {
    serve([
      stored({
        id: 7,
        format: 'png',
        name: 'label.png',
        siblings: [
          { id: 6, name: 'box.jpg', format: 'jpg' },
          { id: 7, name: 'label.png', format: 'png' },
          { id: 8, name: 'spec.pdf', format: 'pdf' },
        ],
      }),
    ]);
    renderAt('/viewFile?id=7');

    const opener = await screen.findByRole('button', {
      name: 'Open label.png in the image viewer',
    });
    // the record's two images are read, not its PDF
    await waitFor(() => expect(readFile).toHaveBeenCalledTimes(2));
    act(() => opener.click());

    const viewer = await screen.findByRole('dialog');
    expect(viewer.style.zIndex).toBe('9999');
    const toolbar = within(viewer).getByRole('toolbar', { name: 'Image tools' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Zoom out',
      'Zoom in',
      'Actual size (1:1)',
      'Reset',
      'Previous image',
      'Next image',
      'Rotate',
    ]);
    // the shown image is the second of the two: no next one
    expect(within(toolbar).getByRole('button', { name: 'Next image' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(toolbar).getByRole('button', { name: 'Previous image' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(viewer).getByText('Image 2 of 2')).toBeTruthy();
    expect(within(viewer).getByRole('button', { name: 'Close the image viewer' })).toBeTruthy();

    // Escape closes it, as antd does
    fireEvent.keyDown(window, { key: 'Escape', keyCode: 27 });
    // closed, or closing: jsdom runs no CSS animation, so antd's leave motion never ends here
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog') === null ||
          document.querySelector('.ant-image-preview[class*="-leave"]') !== null,
      ).toBe(true),
    );
  });

  it('steps to the next file of the record', async () => {
    const siblings = [
      { id: 5, name: 'nda-acme.pdf', format: 'pdf' as const },
      { id: 6, name: 'prices.xlsx', format: 'xlsx' as const },
    ];
    serve(
      [
        stored({ siblings }),
        stored({ id: 6, name: 'prices.xlsx', format: 'xlsx', title: '', siblings }),
      ],
      {
        sheet: { sheets: [{ name: 'Prices', rows: [['1']], truncated: false }] },
      },
    );
    renderAt('/viewFile?id=5');

    expect(await screen.findByText('File 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Previous/ })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next file: prices.xlsx' }));

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('prices.xlsx'),
    );
    expect(await screen.findByRole('tab', { name: 'Prices' })).toBeTruthy();
    expect(screen.getByText('File 2 of 2')).toBeTruthy();
  });

  it('says so when the file is not found or may not be seen, never a blank page', async () => {
    serve([]);
    renderAt('/viewFile?id=404');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('File not found');
    expect(
      screen.getByText('The file does not exist, or you are not allowed to see it.'),
    ).toBeTruthy();
  });

  it('says so when the server cannot be reached, with a retry', async () => {
    serve([]);
    vi.mocked(call).mockRejectedValue(new ApiError('Network error', 0));
    renderAt('/viewFile?id=5');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'The server could not be reached',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('refuses a link without a valid id, without asking the server', async () => {
    serve([]);
    renderAt('/viewFile?id=1e3');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'This link does not name a file',
    );
    expect(call).not.toHaveBeenCalled();
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh'));
    serve([stored({ format: 'pptx', name: 'deck.pptx' })], {
      pdf: () => Promise.reject(new ApiError('服务器无法预览 PowerPoint 文件', 409)),
    });
    renderAt('/viewFile?id=5');
    expect(await screen.findByText('此文件无法预览')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /下载/ })).toHaveLength(2);
    expect(document.querySelector('header dl')!.textContent).toContain('格式');
  });
});
