// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeDataOperations } from '@lading/shared';
import i18n from '../../../i18n';
import { fakeServer, pageOf } from '../../orders/order-test-support';
import { codeDataPageOf } from './CodeDataListPage';
import { codeItem, exportTask, renderAt } from './code-data-test-support';

const LIST = codeDataOperations.list.path;
const carton = codeItem();
const loose = codeItem({
  id: 6,
  code: 'CT000124',
  parentId: null,
  parentCode: null,
  containerCodeId: null,
  containerCode: null,
  boundAt: null,
  childCount: 0,
});

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === LIST) return { data: pageOf([carton, loose]) };
    if (call.method === 'POST' && call.path === '/serials/export-tasks')
      return { data: exportTask({ mainCode: 'CT000123', mainCodeId: 5, level: 'carton' }) };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const READER = ['serials.read'];
const BINDER = ['serials.read', 'serials.bind'];
const render = (screenName: Parameters<typeof codeDataPageOf>[0], permissions: string[]) => {
  const Page = codeDataPageOf(screenName);
  return renderAt(<Page />, `/datas/${screenName}`, permissions);
};
const queries = () => server.callsTo('GET', LIST).map((call) => call.query);
const row = (code: string) => screen.getByText(code).closest<HTMLElement>('tr')!;

describe('a code data screen', () => {
  it('lists its level’s codes with links, and sends the filters', async () => {
    render('cartonBoxData', READER);
    expect(await screen.findByText('CT000123', {}, { timeout: 10_000 })).toBeTruthy();
    expect(Object.fromEntries(queries()[0]!)).toEqual({
      level: 'carton',
      pageNum: '1',
      pageSize: '10',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    const cells = within(row('CT000123'));
    expect(cells.getByRole('link', { name: 'CT000123' }).getAttribute('href')).toBe(
      '/datas/datasDetails?id=5',
    );
    expect(cells.getByRole('link', { name: 'PL0001' }).getAttribute('href')).toBe(
      '/datas/datasDetails?id=20',
    );
    expect(cells.getByRole('link', { name: 'MSCU1234565' })).toBeTruthy();
    expect(cells.getByText('PO-1001 / 2')).toBeTruthy();
    expect(cells.getByText('24')).toBeTruthy();
    // a level screen has no level filter, and no product or supplier filter for a reader
    expect(screen.queryByLabelText('Level')).toBeNull();
    expect(screen.queryByLabelText('Product')).toBeNull();
    expect(screen.queryByLabelText('Supplier')).toBeNull();
    // a reader cannot complement
    expect(within(row('CT000123')).queryByRole('button', { name: 'Complement' })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), {
      target: { value: ' CT0001 ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'PO number' }), {
      target: { value: 'PO-10' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Container no.' }), {
      target: { value: 'MSCU' },
    });
    fireEvent.mouseDown(screen.getByLabelText('Binding'));
    fireEvent.click(await screen.findByTitle('Not bound'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(Object.fromEntries(queries()[1]!)).toMatchObject({
      level: 'carton',
      code: 'CT0001',
      poNumber: 'PO-10',
      containerNo: 'MSCU',
      bound: 'unbound',
    });

    // the code column sorts on the server
    fireEvent.click(screen.getByRole('columnheader', { name: 'Code' }));
    await waitFor(() => expect(queries()).toHaveLength(3));
    expect(queries()[2]!.get('sortBy')).toBe('code');
  });

  it('asks for an export task of a row’s code in the format chosen', async () => {
    render('cartonBoxData', BINDER);
    expect(await screen.findByText('CT000123', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(row('CT000123')).getByRole('button', { name: 'Complement' })).toBeTruthy();
    fireEvent.click(within(row('CT000123')).getByRole('button', { name: 'Export task' }));
    const dialog = (
      await screen.findByText('Export the codes under CT000123')
    ).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(within(dialog).getByLabelText('CSV'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(server.callsTo('POST', '/serials/export-tasks')).toHaveLength(1));
    expect(server.callsTo('POST', '/serials/export-tasks')[0]!.body).toEqual({
      codeId: 5,
      format: 'csv',
    });
    expect(await screen.findByText(/Export task of CT000123 created/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open export tasks' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/datas/exportTask'),
    );
  });
});

describe('the data list', () => {
  it('filters by level and offers the binding file import to binders only', async () => {
    render('dataList', BINDER);
    expect(await screen.findByText('CT000123', {}, { timeout: 10_000 })).toBeTruthy();
    expect(queries()[0]!.get('level')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Level' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Import binding file/ })).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Level'));
    fireEvent.click(await screen.findByTitle('Pallet'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(queries()[1]!.get('level')).toBe('pallet');

    fireEvent.click(screen.getByRole('button', { name: /Import binding file/ }));
    expect(await screen.findByText('Import a binding file')).toBeTruthy();
    expect(screen.getByText(/child code, child level, parent code, parent level/)).toBeTruthy();
    expect(screen.getByText(/binds whole or not at all/)).toBeTruthy();
  });

  it('hides the import from users who may not bind', async () => {
    render('dataList', READER);
    expect(await screen.findByText('CT000123', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Import binding file/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export$/ })).toBeTruthy();
  });
});
