// @vitest-environment jsdom
import type { ReportPackJob } from '@lading/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { fakeServer, type ApiCall } from '../orders/order-test-support';
import OtdReportPage from '../otd-reports/OtdReportPage';
import { otdAnswer, otdLine } from '../otd-reports/otd-reports-test-support';
import {
  dialogTitled,
  pageOf,
  renderPage,
  tablesSettled,
} from '../ready-dates/ready-dates-test-support';
import { packFilters } from './pack-filters';
import { ReportPackButtons } from './ReportPackButtons';

// the charts are ECharts' (drawn in the browser test)
vi.mock('../charts/EChart', () => ({
  EChart: (props: { label: string }) => <div aria-label={props.label} />,
}));

let server: ReturnType<typeof fakeServer> | undefined;
let saved: ReturnType<typeof vi.fn<(name: string) => void>>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  // jsdom has no object URLs and no downloads: the saved file is the anchor clicked
  URL.createObjectURL = vi.fn(() => 'blob:pack');
  URL.revokeObjectURL = vi.fn();
  saved = vi.fn<(name: string) => void>();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved(this.download);
  });
});
afterEach(() => {
  cleanup();
  server?.restore();
  vi.restoreAllMocks();
});

const job = (overrides: Partial<ReportPackJob> = {}): ReportPackJob => ({
  id: 7,
  report: 'otd',
  format: 'pdf',
  status: 'running',
  stage: 'reading',
  done: 2,
  total: 8,
  fileName: null,
  createdAt: '2026-11-26 20:00',
  finishedAt: null,
  error: null,
  ...overrides,
});

/** The pack's server: queues job 7 and answers `state.job` when asked how far it is. */
function servePacks(state: { job: ReportPackJob }, other?: (call: ApiCall) => unknown) {
  return fakeServer((call) => {
    if (call.method === 'POST' && call.path === '/reports/packs') return { data: { jobId: 7 } };
    if (call.path === '/reports/packs/7') return { data: state.job };
    if (call.path === '/reports/packs/7/file') return { data: 'the file' };
    const data = other?.(call);
    return data === undefined ? undefined : { data };
  });
}

/**
 * The dialog is closed, or closing: jsdom runs no CSS animation, so antd's leave motion
 * (the dialog stays mounted to give the focus back) never ends here.
 */
const dialogClosing = () =>
  screen.queryByRole('dialog') === null ||
  document.querySelector('.ant-modal[class*="-leave"]') !== null;

/** The dialog's own buttons (its title bar has a Close too). */
const footerOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.ant-modal-footer')!;

const renderButtons = (permissions = ['reports.read']) =>
  renderPage(
    <ReportPackButtons
      report="otd"
      filters={{ receivedFrom: '2026-01-01', supplierId: 3, category: undefined }}
    />,
    { roles: ['1-SCM'], permissions },
  );

describe('packFilters', () => {
  it('sends what the URL would: texts, lists of texts, nothing for an empty filter', () => {
    expect(
      packFilters({
        etdFrom: '2026-01-01',
        supplierId: 3,
        late: 0,
        destinationCountry: ['NG', 'GH'],
        category: [],
        pod: '',
        loadingPointId: undefined,
        containerType: null,
      }),
    ).toEqual({
      etdFrom: '2026-01-01',
      supplierId: '3',
      late: '0',
      destinationCountry: ['NG', 'GH'],
    });
  });
});

describe('ReportPackButtons', () => {
  it("asks for the pack with the page's filters, shows its progress, then downloads it", async () => {
    const user = userEvent.setup();
    const state = { job: job({ status: 'queued', stage: 'queued', done: 0, total: 0 }) };
    server = servePacks(state, (call) =>
      call.path === '/reports/otd'
        ? otdAnswer()
        : call.path === '/reports/otd/lines'
          ? pageOf([otdLine()])
          : undefined,
    );
    renderPage(<OtdReportPage />, {
      roles: ['1-SCM'],
      permissions: ['reports.read'],
      url: '/?supplierId=4&destination=NG&receivedFrom=2026-01-01&receivedTo=2026-02-28&toleranceDays=3&late=0&month=2026-02',
    });
    expect(await screen.findByText('PO-1001 / 10')).toBeTruthy();
    await tablesSettled();
    await user.click(screen.getByRole('button', { name: /PDF/ }));

    const dialog = await dialogTitled('Making the PDF');
    // the figures' query, not the lines' (late, month, paging)
    expect(server.callsTo('POST', '/reports/packs')[0]!.body).toEqual({
      report: 'otd',
      format: 'pdf',
      filters: {
        supplierId: '4',
        destination: 'NG',
        receivedFrom: '2026-01-01',
        receivedTo: '2026-02-28',
        toleranceDays: '3',
      },
    });
    const figures = server.callsTo('GET', '/reports/otd').at(-1)!.query;
    expect(Object.fromEntries(figures)).toEqual(
      (server.callsTo('POST', '/reports/packs')[0]!.body as { filters: unknown }).filters,
    );
    expect(await within(dialog).findByText('Waiting to start…')).toBeTruthy();
    expect(within(footerOf(dialog)).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    state.job = job({ stage: 'drawing', done: 3, total: 4 });
    expect(
      await within(dialog).findByText('Drawing the charts and pages: 3 of 4', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow'),
    ).toBe('75');
    expect(server.callsTo('GET', '/reports/packs/7/file')).toHaveLength(0);

    state.job = job({
      status: 'succeeded',
      stage: 'done',
      done: 4,
      total: 4,
      fileName: 'OTD 2026-11-26.pdf',
    });
    expect(
      await screen.findByText('OTD 2026-11-26.pdf downloaded', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(server.callsTo('GET', '/reports/packs/7/file')).toHaveLength(1);
    expect(saved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialogClosing()).toBe(true));
  }, 90_000);

  it('shows why the pack failed, in a dialog closed with Close', async () => {
    const user = userEvent.setup();
    const state = {
      job: job({ status: 'failed', error: 'Too many rows for a PDF: narrow the filters' }),
    };
    server = servePacks(state);
    renderButtons();
    await user.click(screen.getByRole('button', { name: /PowerPoint/ }));
    const dialog = await dialogTitled('Making the PowerPoint deck');
    expect(server.callsTo('POST', '/reports/packs')[0]!.body).toEqual({
      report: 'otd',
      format: 'pptx',
      filters: { receivedFrom: '2026-01-01', supplierId: '3' },
    });
    expect(await within(dialog).findByText('The file could not be made')).toBeTruthy();
    expect(within(dialog).getByText('Too many rows for a PDF: narrow the filters')).toBeTruthy();
    await user.click(within(footerOf(dialog)).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialogClosing()).toBe(true));
    expect(server.callsTo('GET', '/reports/packs/7/file')).toHaveLength(0);
    expect(saved).not.toHaveBeenCalled();
  }, 90_000);

  it('is in Chinese, and Escape stops watching a pack still being made', async () => {
    await i18n.changeLanguage('zh');
    const user = userEvent.setup();
    server = servePacks({ job: job() });
    renderButtons();
    expect(screen.getByRole('button', { name: /PDF/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /PPT/ }));
    const dialog = await dialogTitled('正在生成 PowerPoint 演示文稿');
    expect(await within(dialog).findByText('正在读取数据和行：2 / 8')).toBeTruthy();
    expect(within(footerOf(dialog)).getByRole('button', { name: '取 消' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialogClosing()).toBe(true));
    expect(server.callsTo('GET', '/reports/packs/7/file')).toHaveLength(0);
  }, 90_000);

  it('is not shown to a user who cannot read reports', () => {
    server = servePacks({ job: job() });
    renderButtons([]);
    expect(screen.queryByRole('button', { name: /PDF/ })).toBeNull();
  });
});
