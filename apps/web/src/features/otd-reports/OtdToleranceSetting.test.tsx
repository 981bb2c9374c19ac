// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { fakeServer } from '../orders/order-test-support';
import { pageOf, renderPage } from '../ready-dates/ready-dates-test-support';
import OtdReportPage from './OtdReportPage';
import { otdAnswer, otdLine } from './otd-reports-test-support';

vi.mock('../charts/EChart', () => ({
  EChart: (props: { label: string }) => <div aria-label={props.label} />,
}));

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
});

/** The company's tolerance on the fake server: 2 days until a PUT changes it. */
function serve(refuse?: { code: number; message: string; data?: unknown }) {
  let tolerance = 2;
  server = fakeServer((call) => {
    if (call.path === '/reports/settings') {
      if (call.method === 'PUT') {
        if (refuse) return refuse;
        tolerance = (call.body as { otdToleranceDays: number }).otdToleranceDays;
      }
      return { data: { otdToleranceDays: tolerance } };
    }
    if (call.path === '/reports/otd') {
      return {
        data: {
          ...otdAnswer(),
          toleranceDays: Number(call.query.get('toleranceDays') ?? tolerance),
        },
      };
    }
    if (call.path === '/reports/otd/lines') return { data: pageOf([otdLine()]) };
    return undefined;
  });
  return server;
}

const KEEPER = { roles: ['3-Logistic'], permissions: ['reports.read', 'reference.write'] };
const READER = { roles: ['8-African OPS'], permissions: ['reports.read'] };
const filterTolerance = () =>
  document.querySelector<HTMLInputElement>('#otd-filters_toleranceDays')!;
const settingsPuts = () => server!.callsTo('PUT', '/reports/settings');

/**
 * The dialog is closed, or closing: jsdom runs no CSS animation, so antd's leave motion
 * (the dialog stays mounted to give the focus back) never ends here.
 */
const dialogClosing = () =>
  screen.queryByRole('dialog') === null ||
  document.querySelector('.ant-modal[class*="-leave"]') !== null;

/** The setting's button, once the company's tolerance has loaded (disabled before). */
async function settingButton(name: RegExp) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return button;
}

describe('the OTD tolerance setting', () => {
  it("starts the filter at the company's tolerance; a reader gets no setting button", async () => {
    await i18n.changeLanguage('en');
    serve();
    renderPage(<OtdReportPage />, READER);
    await waitFor(() => expect(filterTolerance().value).toBe('2'));
    expect(await screen.findByText(/tolerance 2 days/)).toBeTruthy();
    // the report asked without a tolerance: the server counts with the setting
    expect(server!.callsTo('GET', '/reports/otd').at(-1)!.query.has('toleranceDays')).toBe(false);
    expect(screen.queryByRole('button', { name: /Tolerance setting/ })).toBeNull();
  }, 90_000);

  it('changes the setting in a dialog: opens on its field, explains refused values, saves', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    serve();
    renderPage(<OtdReportPage />, KEEPER);
    await user.click(await settingButton(/Tolerance setting/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Company OTD tolerance')).toBeTruthy();
    const field = within(dialog).getByLabelText('Tolerance (days)');
    // the field the dialog opens on (focusFirstField; the browser test sees the focus there)
    expect(field.hasAttribute('data-first-focus')).toBe(true);
    expect((field as HTMLInputElement).value).toBe('2');

    for (const bad of ['91', '1.5']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Enter whole days from 0 to 90.')).toBeTruthy();
    }
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter whole days from 0 to 90.')).toBeTruthy();
    expect(settingsPuts()).toEqual([]);

    // Enter saves
    await user.type(field, '5{Enter}');
    await waitFor(() => expect(settingsPuts()).toHaveLength(1));
    expect(settingsPuts()[0]!.body).toEqual({ otdToleranceDays: 5 });
    expect(await screen.findByText('The OTD tolerance is now 5 days.')).toBeTruthy();
    await waitFor(() => expect(dialogClosing()).toBe(true));
    // the figures and the filter follow the new setting
    await waitFor(() => expect(filterTolerance().value).toBe('5'));
    expect(await screen.findByText(/tolerance 5 days/)).toBeTruthy();
  }, 90_000);

  it('closes on Escape or Cancel without saving', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    serve();
    renderPage(<OtdReportPage />, KEEPER);
    const open = await settingButton(/Tolerance setting/);
    await user.click(open);
    const field = within(await screen.findByRole('dialog')).getByLabelText('Tolerance (days)');
    await user.type(field, '7');
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(dialogClosing()).toBe(true));
    await user.click(open);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(dialogClosing()).toBe(true));
    expect(settingsPuts()).toEqual([]);
  }, 90_000);

  it("puts the server's refusal next to the field and stays open (中文)", async () => {
    await i18n.changeLanguage('zh');
    const user = userEvent.setup();
    serve({
      code: 400,
      message: '容差（天）：不能大于 90',
      data: { errors: [{ field: 'otdToleranceDays', message: '不能大于 90' }] },
    });
    renderPage(<OtdReportPage />, KEEPER);
    await user.click(await settingButton(/容差设置/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('公司 OTD 容差')).toBeTruthy();
    const field = within(dialog).getByLabelText('容差（天）');
    await user.clear(field);
    await user.type(field, '3');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('不能大于 90')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '-1');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入 0 到 90 之间的整数天数。')).toBeTruthy();
    await i18n.changeLanguage('en');
  }, 90_000);
});
