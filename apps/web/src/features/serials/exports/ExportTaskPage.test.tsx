// @vitest-environment jsdom
import { exportTaskOperations } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, pageOf } from '../../orders/order-test-support';
import { exportTask, renderAt } from '../code-data/code-data-test-support';
import ExportTaskPage from './ExportTaskPage';

const LIST = exportTaskOperations.list.path;
const failed = exportTask({
  id: 2,
  mainCode: 'PL0001',
  mainCodeId: 20,
  level: 'pallet',
  format: 'csv',
  status: 'fail',
  done: 10,
  total: 40,
  finishedAt: '2027-03-02T06:16:00.000Z',
  error: 'The export stopped: the disk is full',
});
const done = exportTask({
  status: 'success',
  done: 480,
  fileName: 'MSCU1234565.xlsx',
  fileSize: 20_480,
  finishedAt: '2027-03-02T06:17:00.000Z',
});

let lists = 0;
let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  lists = 0;
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === LIST)
      // loading on the first answer, finished on the next ones
      return { data: pageOf([lists++ === 0 ? exportTask() : done, failed]) };
    if (call.method === 'POST' && call.path === LIST) return { data: exportTask({ id: 3 }) };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const render = () => renderAt(<ExportTaskPage />, '/datas/exportTask', ['serials.read']);
const row = (code: string) => screen.getByRole('link', { name: code }).closest<HTMLElement>('tr')!;

describe('the export task screen', () => {
  it('asks again while a task is loading, then offers its file', async () => {
    render();
    expect(await screen.findByText('Loading', {}, { timeout: 10_000 })).toBeTruthy();
    const loading = within(row('MSCU1234565'));
    expect(
      loading.getByRole('progressbar', { name: 'Progress of the export of MSCU1234565' }),
    ).toBeTruthy();
    expect(loading.getByText('120 / 480')).toBeTruthy();
    expect(loading.queryByRole('button', { name: /Download/ })).toBeNull();
    expect(screen.getByText('Tasks still loading are refreshed every 2 seconds.')).toBeTruthy();

    // the next poll (2 s) finds it done
    expect(await screen.findByText('Success', {}, { timeout: 6_000 })).toBeTruthy();
    const finished = within(row('MSCU1234565'));
    expect(finished.getByRole('button', { name: /Download/ })).toBeTruthy();
    expect(finished.getByText('20.0 KB')).toBeTruthy();
    const polls = server.callsTo('GET', LIST).length;
    expect(polls).toBeGreaterThanOrEqual(2);

    // a failed task says why, with no file; nothing loads, so no more polls
    const fail = within(row('PL0001'));
    expect(fail.getByText('Fail')).toBeTruthy();
    expect(fail.getByText('The export stopped: the disk is full')).toBeTruthy();
    expect(fail.queryByRole('button', { name: /Download/ })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(server.callsTo('GET', LIST)).toHaveLength(polls);
  });

  it('filters by status and creates a new export by level and code', async () => {
    render();
    await screen.findByText('Loading', {}, { timeout: 10_000 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Fail'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(server.callsTo('GET', LIST).some((call) => call.query.get('status') === 'fail')).toBe(
        true,
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: /New export/ }));
    const dialog = (await screen.findByText('New export task')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Main code' }), {
      target: { value: ' MSCU1234565 ' },
    });
    fireEvent.click(within(dialog).getByLabelText('EPCIS 2.0 JSON-LD'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(server.callsTo('POST', LIST)).toHaveLength(1));
    expect(server.callsTo('POST', LIST)[0]!.body).toEqual({
      level: 'container',
      code: 'MSCU1234565',
      format: 'epcis',
    });
  });
});
