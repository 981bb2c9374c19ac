// @vitest-environment jsdom
import { bindingOperations, codeDataOperations, pathOf } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, pageOf } from '../../orders/order-test-support';
import CodeDetailsPage from './CodeDetailsPage';
import { details, product, renderAt } from './code-data-test-support';

const DETAILS = pathOf(codeDataOperations.details.path, { id: 5 });
const CHILDREN = pathOf(codeDataOperations.children.path, { id: 5 });
const HISTORY = pathOf(bindingOperations.history.path, { id: 5 });

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === DETAILS) return { data: details() };
    if (call.method === 'GET' && call.path === CHILDREN)
      return { data: { ...pageOf([product(1), product(2)]), total: 24 } };
    if (call.method === 'GET' && call.path === HISTORY)
      return {
        data: [
          {
            id: 1,
            at: '2027-03-02T06:20:00.000Z',
            username: 'packer',
            action: 'bind',
            codeId: 5,
            code: 'CT000123',
            fromParentCode: null,
            toParentCode: 'PL0001',
            reason: 'Scanned at the station',
          },
        ],
      };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const render = (permissions: string[]) =>
  renderAt(<CodeDetailsPage />, '/datas/datasDetails?id=5', permissions);
const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest<HTMLElement>('.ant-card')!;

describe('the code details screen', () => {
  it('shows the code, its chain up to the container, what lies below, its shipment', async () => {
    render(['serials.read']);
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Carton code CT000123' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const chain = within(screen.getByTestId('code-chain'));
    const links = chain.getAllByRole('link');
    // nearest parent first
    expect(links.map((link) => link.textContent)).toEqual(['PL0001', 'MSCU1234565']);
    expect(links[0]!.getAttribute('href')).toBe('/datas/datasDetails?id=20');
    expect(chain.getByText(/Container/)).toBeTruthy();

    const below = within(section('Codes below it'));
    expect(below.getByText('Product')).toBeTruthy();
    expect(below.getByText('24')).toBeTruthy();
    expect(below.queryByText('Part')).toBeNull();

    const shipment = within(section('Shipment'));
    expect(shipment.getByText('SH-2027-0008')).toBeTruthy();
    expect(shipment.getByText('2027-03-11')).toBeTruthy();

    // a reader may export and print, not complement
    expect(screen.getByRole('button', { name: 'Export task' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print label' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complement' })).toBeNull();
  });

  it('pages the codes directly in it, each a link, and shows its binding history', async () => {
    render(['serials.read', 'serials.bind']);
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Codes directly in it' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const table = within(section('Codes directly in it'));
    expect((await table.findByRole('link', { name: 'SUP001010001' })).getAttribute('href')).toBe(
      '/datas/datasDetails?id=101',
    );
    expect(table.getByText('24 in all')).toBeTruthy();
    expect(server.callsTo('GET', CHILDREN)[0]!.query.get('pageSize')).toBe('10');
    fireEvent.click(table.getByTitle('2'));
    await waitFor(() => expect(server.callsTo('GET', CHILDREN)).toHaveLength(2));
    expect(server.callsTo('GET', CHILDREN)[1]!.query.get('pageNum')).toBe('2');

    const history = within(section('Binding history'));
    expect(await history.findByText('Scanned at the station')).toBeTruthy();
    expect(history.getByText('packer')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Complement/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/datas/complement?id=5'),
    );
  });

  it('says so when the code cannot be read', async () => {
    server.restore();
    server = fakeServer(() => ({ code: 404, message: 'Not found' }));
    render(['serials.read']);
    expect(
      await screen.findByText(
        'This code was not found, or it is not one you may see',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});
