// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import {
  runImprovement,
  type ImproveReply,
  type ImproveReport,
  type ImproveRequest,
} from './plan-improve-run';
import {
  autoPlan,
  button,
  card,
  dialogTitled,
  openLine,
  openWorkbench,
  setUpWorkbenchTests,
} from './planning-test-support';

setUpWorkbenchTests();

/** The page's Worker, driven by the test: it hears the request and answers what it is told. */
class FakeWorker {
  static last: FakeWorker | undefined;
  request: ImproveRequest | undefined;
  terminated = false;
  onmessage: ((event: MessageEvent<ImproveReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(request: ImproveRequest) {
    this.request = request;
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: ImproveReply) {
    act(() => this.onmessage?.({ data: message } as MessageEvent<ImproveReply>));
  }
  /** What the real worker would post for the request (no search: budget 0). */
  async answers(): Promise<ImproveReport[]> {
    const reports: ImproveReport[] = [];
    await runImprovement({ ...this.request!, budgetMs: 0 }, (r) => reports.push(r));
    return reports;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.last = undefined;
});

// Ningbo → NG, 80 CBM in two lines: 40HQ + 20GP, as few containers as any plan could use
const lines = [
  openLine({ poLineId: 1, lineNo: 10, plannableQty: 40, orderQty: 40 }),
  openLine({ poLineId: 2, lineNo: 20, plannableQty: 40, orderQty: 40 }),
];

const worker = async () => {
  await waitFor(() => expect(FakeWorker.last?.request).toBeDefined());
  return FakeWorker.last!;
};

describe('the quality of auto-plan', () => {
  it('plans in the worker with the budget and shows each group proven minimal', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await openWorkbench({ draft: null, lines });
    autoPlan();
    const running = await worker();
    expect(running.request!.budgetMs).toBe(2_000);
    expect(running.request!.input.lines.map((line) => line.id)).toEqual(['1', '2']);
    expect(screen.getByRole('status').textContent).toBe('Improving the plan…');
    for (const report of await running.answers()) running.reply(report);
    expect(await screen.findByText('2 lines planned into 2 containers')).toBeTruthy();
    expect(running.terminated).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(
      'Proven minimal: no plan uses fewer containers',
    );
    const group = screen.getByTestId('group-quality-1|NG');
    expect(within(group).getByText('lower bound 2')).toBeTruthy();
    expect(within(group).getByText('Proven minimal')).toBeTruthy();
    expect(within(group).getByText(/^\d+\.\d s$/)).toBeTruthy();
    expect(screen.getByTestId('plan-quality-total').textContent).toMatch(
      /^lower bound 2Proven minimal\d+\.\d s$/,
    );
    // no Stop once it is done; an edit makes the figures stale and they go
    expect(screen.queryByText('Stop improving')).toBeNull();
    fireEvent.click(within(card('2')).getAllByLabelText(/^Move out /)[0]!);
    await waitFor(() => expect(screen.queryByTestId('plan-quality')).toBeNull());
  });

  it('keeps the best plan so far when the user stops, the worker ended', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await openWorkbench({ draft: null, lines });
    autoPlan();
    const running = await worker();
    const [first] = await running.answers();
    // the worker's first plan, two over a (made-up) bound of 0: the search goes on
    running.reply({
      ...first!,
      groups: first!.groups.map((g) => ({ ...g, lowerBound: 0, proven: false, ms: 1_250 })),
      ms: 1_250,
    });
    await screen.findByTestId('container-2');
    expect(screen.getByRole('status').textContent).toBe('Improving the plan…');
    expect(screen.getByLabelText('Improvement time used')).toBeTruthy();
    // the containers wait for the run: editing now would be overwritten
    expect(button('Merge').disabled).toBe(true);
    expect(button('Save draft').disabled).toBe(true);
    const stop = button('Stop improving');
    stop.focus();
    expect(document.activeElement).toBe(stop);
    fireEvent.click(stop);
    expect(running.terminated).toBe(true);
    expect(await screen.findByText('2 lines planned into 2 containers')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Stopped: the best plan so far is kept');
    expect(screen.getByTestId('container-1')).toBeTruthy();
    expect(screen.getByTestId('container-2')).toBeTruthy();
    const group = screen.getByTestId('group-quality-1|NG');
    expect(within(group).getByText('lower bound 0')).toBeTruthy();
    expect(within(group).getByText('+2 over the bound')).toBeTruthy();
    expect(within(group).getByText('1.3 s')).toBeTruthy();
    expect(screen.queryByText('Stop improving')).toBeNull();
    expect(button('Save draft').disabled).toBe(false);
  });

  it('shows the figures in Chinese too', async () => {
    await openWorkbench({ draft: null, lines });
    await act(() => i18n.changeLanguage('zh'));
    fireEvent.click(button('自动排柜'));
    expect(await screen.findByText('已证明最少：没有方案能用更少的集装箱')).toBeTruthy();
    const group = screen.getByTestId('group-quality-1|NG');
    expect(within(group).getByText('下界 2')).toBeTruthy();
    expect(within(group).getByText('已证明最少')).toBeTruthy();
  });

  it('takes the time budget from the options, refusing what is out of range', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await openWorkbench({ draft: null, lines });
    fireEvent.click(screen.getByLabelText('Options'));
    const dialog = await dialogTitled('Plan options');
    const budget = within(dialog).getByLabelText('Improvement time budget (seconds)');
    expect((budget as HTMLInputElement).value).toBe('2.0');
    fireEvent.change(budget, { target: { value: '61' } });
    fireEvent.click(button('Apply', dialog));
    expect(await within(dialog).findByText('Enter between 0 and 60 seconds')).toBeTruthy();
    fireEvent.change(budget, { target: { value: '5' } });
    fireEvent.click(button('Apply', dialog));
    await waitFor(() => expect(screen.queryByText('Plan options')).toBeNull());
    autoPlan();
    expect((await worker()).request!.budgetMs).toBe(5_000);
  });
});
