// @vitest-environment jsdom
import type { LoadingPointItem } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, pageOf, renderSignedIn } from '../../orders/order-test-support';
import { warehouse } from '../stock-test-support';
import WarehousePage from './WarehousePage';

const ningbo = warehouse({});
const scrap = warehouse({
  id: 2,
  code: 'SCRAP',
  name: 'Scrap yard',
  type: 'scrap',
  loadingPointId: null,
  loadingPointName: null,
  active: false,
});
const point: LoadingPointItem = {
  id: 5,
  name: 'Ningbo',
  shortName: 'NB',
  address: '',
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
} as LoadingPointItem;

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/warehouses')
      return { data: pageOf([ningbo, scrap]) };
    if (call.method === 'GET' && call.path === '/loading-points') return { data: pageOf([point]) };
    if (call.method === 'POST' && call.path === '/warehouses') {
      const body = call.body as { code: string };
      if (body.code === 'WH-NB')
        return { code: 409, message: 'Warehouse code WH-NB already exists' };
      if (body.code === 'BAD')
        return {
          code: 400,
          message: 'Invalid',
          data: { errors: [{ field: 'name', message: 'Name: too plain' }] },
        };
      return { data: warehouse({ id: 3, ...(call.body as object) }) };
    }
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const render = (permissions = ['reference.read', 'reference.write']) =>
  renderSignedIn(
    <MemoryRouter initialEntries={['/information/warehouse']}>
      <WarehousePage />
    </MemoryRouter>,
    permissions,
  );
const listQueries = () =>
  server.callsTo('GET', '/warehouses').map((call) => Object.fromEntries(call.query));
const row = (code: string) => screen.getByText(code).closest<HTMLElement>('tr')!;
const button = (name: string | RegExp, inside: HTMLElement = document.body) =>
  within(inside).getByRole('button', { name });
const pick = async (id: string, title: string) => {
  fireEvent.mouseDown(document.getElementById(id)!);
  fireEvent.click(await screen.findByTitle(title));
};

describe('the warehouse screen', () => {
  it('lists warehouses by code with type, loading point and status; sorts on the server', async () => {
    render();
    expect(await screen.findByText('WH-NB')).toBeTruthy();
    expect(within(row('WH-NB')).getByText('Loading warehouse')).toBeTruthy();
    expect(within(row('WH-NB')).getByText('Ningbo')).toBeTruthy();
    expect(within(row('SCRAP')).getByText('Inactive')).toBeTruthy();
    expect(listQueries()[0]).toEqual({
      pageNum: '1',
      pageSize: '10',
      sortBy: 'code',
      sortOrder: 'asc',
    });
    fireEvent.click(screen.getAllByText('Name')[0]!);
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
  });

  it('searches by keyword, type and status', async () => {
    render();
    await screen.findByText('WH-NB');
    await pick('warehouse-filters_type', 'Scrap warehouse');
    await pick('warehouse-filters_active', 'Active');
    fireEvent.change(document.getElementById('warehouse-filters_keyword')!, {
      target: { value: ' nb ' },
    });
    fireEvent.click(button('Search'));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toMatchObject({ keyword: 'nb', type: 'scrap', active: '1' });
  });

  it('asks the loading point of a loading warehouse only, and sends none for the others', async () => {
    render();
    await screen.findByText('WH-NB');
    fireEvent.click(button(/Add warehouse/));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'wh-sh' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Shanghai' } });
    fireEvent.click(button('Save', dialog));
    expect(
      await within(dialog).findByText('A loading warehouse needs its loading point'),
    ).toBeTruthy();
    expect(server.callsTo('POST', '/warehouses')).toHaveLength(0);

    await pick('warehouse-form_loadingPointId', 'Ningbo');
    fireEvent.click(button('Save', dialog));
    await waitFor(() => expect(server.callsTo('POST', '/warehouses')).toHaveLength(1));
    expect(server.callsTo('POST', '/warehouses')[0]!.body).toEqual({
      code: 'WH-SH',
      name: 'Shanghai',
      type: 'loading',
      loadingPointId: 5,
      active: true,
    });
  });

  it('clears and disables the loading point for a rework area', async () => {
    render();
    await screen.findByText('WH-NB');
    fireEvent.click(button('Edit', row('WH-NB')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ningbo')).toBeTruthy();
    await pick('warehouse-form_type', 'Rework area');
    await waitFor(() =>
      expect(
        (document.getElementById('warehouse-form_loadingPointId') as HTMLInputElement).disabled,
      ).toBe(true),
    );
    expect(within(dialog).queryByTitle('Ningbo')).toBeNull();
  });

  it('puts a taken code and a refused field under their fields', async () => {
    render();
    await screen.findByText('WH-NB');
    fireEvent.click(button(/Add warehouse/));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'wh-nb' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Scrap' } });
    await pick('warehouse-form_type', 'Scrap warehouse');
    fireEvent.click(button('Save', dialog));
    expect(await within(dialog).findByText('Warehouse code WH-NB already exists')).toBeTruthy();
    expect(server.callsTo('POST', '/warehouses')[0]!.body).toMatchObject({
      type: 'scrap',
      loadingPointId: null,
    });

    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'bad' } });
    fireEvent.click(button('Save', dialog));
    expect(await within(dialog).findByText('Name: too plain')).toBeTruthy();
  });

  it('shows no write buttons without reference.write', async () => {
    render(['reference.read']);
    await screen.findByText('WH-NB');
    expect(screen.queryByRole('button', { name: /Add warehouse/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
  });
});
