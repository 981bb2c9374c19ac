// @vitest-environment jsdom
import type { CodeLevel } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, pageOf } from '../../orders/order-test-support';
import { renderAs } from '../../stock/delivery-notes/note-test-support';
import { TemplateListPage } from './TemplateListPage';
import { template } from './template-test-support';

const current = template();
const first = template({ id: 3, version: 1, name: 'Panel S/N', codeCount: 40, active: true });

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/serial-templates')
      return { data: pageOf([current]) };
    if (call.method === 'GET' && call.path === '/serial-templates/7')
      return { data: { ...current, versions: [first] } };
    if (call.method === 'PUT' && call.path === '/serial-templates/7/active')
      return { data: { ...current, active: false, versions: [] } };
    if (call.method === 'GET' && call.path === '/serial-templates/label-settings')
      return { data: { gs1CompanyPrefix: '', ssccExtension: 0 } };
    if (call.method === 'PUT' && call.path === '/serial-templates/label-settings')
      return { data: call.body };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const READER = ['serials.read'];
const QUALITY = ['serials.read', 'serials.template.write', 'products.read', 'suppliers.read'];
const render = (level: CodeLevel, permissions: string[]) =>
  renderAs(
    <MemoryRouter initialEntries={['/verification/x']}>
      <TemplateListPage level={level} />
    </MemoryRouter>,
    permissions,
  );
const row = () => screen.getByText('Panel S/N').closest<HTMLElement>('tr')!;
const button = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name });

describe('a template screen', () => {
  it('lists its level’s current templates; a reader sees no write buttons', async () => {
    render('product', READER);
    expect(await screen.findByText('Panel S/N')).toBeTruthy();
    const query = server.callsTo('GET', '/serial-templates')[0]!.query;
    expect(query.get('level')).toBe('product');
    const cells = within(row());
    expect(cells.getByText('PV450')).toBeTruthy();
    expect(cells.getByText('All suppliers')).toBeTruthy();
    expect(row().textContent).toContain('[Product ID 5][Serial no. 4]');
    expect(cells.getByText('In use')).toBeTruthy();
    expect(cells.getByRole('button', { name: 'Versions' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add template/ })).toBeNull();
    expect(cells.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(cells.queryByRole('button', { name: 'Put out of use' })).toBeNull();
  });

  it('puts a template out of use once confirmed', async () => {
    render('product', QUALITY);
    expect(await screen.findByText('Panel S/N')).toBeTruthy();
    fireEvent.click(button('Put out of use', row()));
    // antd writes the confirm's title twice (once for screen readers): either leads to it
    const [title] = await screen.findAllByText('Put template Panel S/N out of use?');
    const dialog = title!.closest<HTMLElement>('.ant-modal-confirm')!;
    fireEvent.click(button('Put out of use', dialog));
    await waitFor(() =>
      expect(server.callsTo('PUT', '/serial-templates/7/active')).toHaveLength(1),
    );
    expect(server.callsTo('PUT', '/serial-templates/7/active')[0]!.body).toEqual({ active: false });
  });

  it('shows the earlier versions, read only', async () => {
    render('product', QUALITY);
    expect(await screen.findByText('Panel S/N')).toBeTruthy();
    fireEvent.click(button('Versions', row()));
    const drawer = (await screen.findByText('Versions of Panel S/N')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    expect(await within(drawer).findByText('Current')).toBeTruthy();
    expect(within(drawer).getAllByRole('row')).toHaveLength(3);
    expect(within(drawer).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('sets the pallet labels’ GS1 company prefix, refusing one that is not 6 to 12 digits', async () => {
    render('pallet', QUALITY);
    fireEvent.click(await screen.findByRole('button', { name: /Label settings/ }));
    const prefix = await screen.findByLabelText('GS1 company prefix');
    fireEvent.change(prefix, { target: { value: '12ab' } });
    fireEvent.click(button(/^Save$/));
    expect(await screen.findByText('A GS1 company prefix is 6 to 12 digits')).toBeTruthy();
    fireEvent.change(prefix, { target: { value: '0614141' } });
    fireEvent.click(button(/^Save$/));
    await waitFor(() =>
      expect(server.callsTo('PUT', '/serial-templates/label-settings')[0]?.body).toEqual({
        gs1CompanyPrefix: '0614141',
        ssccExtension: 0,
      }),
    );
  });

  it('has no product or supplier on container templates', async () => {
    render('container', QUALITY);
    expect(await screen.findByText('Panel S/N')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Product' })).toBeNull();
    expect(screen.queryByLabelText('Product')).toBeNull();
    expect(screen.queryByRole('button', { name: /Label settings/ })).toBeNull();
  });
});
