// @vitest-environment jsdom
import type { DelayReasonItem } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, pageOf, renderSignedIn } from '../../orders/order-test-support';
import DelayReasonPage from './DelayReasonPage';

const reason = (overrides: Partial<DelayReasonItem>): DelayReasonItem => ({
  id: 1,
  code: 'PORT_CONGESTION',
  nameEn: 'Port congestion',
  nameZh: '港口拥堵',
  active: true,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  ...overrides,
});
const congestion = reason({});
const weather = reason({
  id: 2,
  code: 'WEATHER',
  nameEn: 'Weather',
  nameZh: '天气',
  active: false,
});

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/delay-reasons')
      return { data: pageOf([congestion, weather]) };
    if (call.method === 'PUT' && call.path === '/delay-reasons/2/active')
      return { data: { ...weather, active: true } };
    if (call.method === 'POST' && call.path === '/delay-reasons') {
      const body = call.body as { code: string };
      if (body.code === 'WEATHER')
        return { code: 409, message: 'Delay reason code WEATHER already exists' };
      return { data: reason({ id: 3, ...(call.body as object) }) };
    }
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const WRITE = ['reference.read', 'reference.write'];
const render = (permissions = WRITE) =>
  renderSignedIn(
    <MemoryRouter initialEntries={['/information/delayReason']}>
      <DelayReasonPage />
    </MemoryRouter>,
    permissions,
  );
const listQueries = () =>
  server.callsTo('GET', '/delay-reasons').map((call) => Object.fromEntries(call.query));
const row = (code: string) => screen.getByText(code).closest<HTMLElement>('tr')!;
const button = (name: string | RegExp, within_: HTMLElement = document.body) =>
  within(within_).getByRole('button', { name });

describe('the delay reason screen', () => {
  it('lists the codes by code with their names and status; sorts and filters on the server', async () => {
    render();
    expect(await screen.findByText('PORT_CONGESTION')).toBeTruthy();
    expect(within(row('WEATHER')).getByText('Inactive')).toBeTruthy();
    expect(within(row('PORT_CONGESTION')).getByText('港口拥堵')).toBeTruthy();
    expect(listQueries()[0]).toEqual({
      pageNum: '1',
      pageSize: '10',
      sortBy: 'code',
      sortOrder: 'asc',
    });
    fireEvent.click(screen.getAllByText('Name (English)')[0]!);
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toMatchObject({ sortBy: 'nameEn', sortOrder: 'asc' });

    fireEvent.mouseDown(document.getElementById('delay-reason-filters_active')!);
    fireEvent.click(await screen.findByTitle('Inactive'));
    fireEvent.change(document.getElementById('delay-reason-filters_keyword')!, {
      target: { value: ' wea ' },
    });
    fireEvent.click(button('Search'));
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    expect(listQueries()[2]).toMatchObject({ keyword: 'wea', active: '0', sortBy: 'nameEn' });
  });

  it('activates an inactive code from its row', async () => {
    render();
    await screen.findByText('WEATHER');
    fireEvent.click(button('Activate', row('WEATHER')));
    await waitFor(() => expect(server.callsTo('PUT', '/delay-reasons/2/active')).toHaveLength(1));
    expect(server.callsTo('PUT', '/delay-reasons/2/active')[0]!.body).toEqual({ active: true });
    expect(await screen.findByText('WEATHER is active again')).toBeTruthy();
  });

  it('adds a code typed in lower case as capitals, and puts a taken code’s refusal on the field', async () => {
    render();
    await screen.findByText('WEATHER');
    fireEvent.click(button(/Add delay reason/));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(button('Save', dialog));
    expect(await within(dialog).findByText('Please enter the code')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the English name')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the Chinese name')).toBeTruthy();

    const code = within(dialog).getByLabelText('Code');
    fireEvent.change(code, { target: { value: 'rail-strike' } });
    expect(
      await within(dialog).findByText(
        'Start with a letter; use only capital letters, digits and _',
      ),
    ).toBeTruthy();
    fireEvent.change(code, { target: { value: 'weather' } });
    expect((code as HTMLInputElement).value).toBe('WEATHER');
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), {
      target: { value: 'Storm' },
    });
    fireEvent.change(within(dialog).getByLabelText('Name (Chinese)'), {
      target: { value: '风暴' },
    });
    fireEvent.click(button('Save', dialog));
    expect(
      await within(dialog).findByText('Delay reason code WEATHER already exists'),
    ).toBeTruthy();

    fireEvent.change(code, { target: { value: 'rail_strike' } });
    fireEvent.click(button('Save', dialog));
    await waitFor(() => expect(server.callsTo('POST', '/delay-reasons')).toHaveLength(2));
    expect(server.callsTo('POST', '/delay-reasons')[1]!.body).toEqual({
      code: 'RAIL_STRIKE',
      nameEn: 'Storm',
      nameZh: '风暴',
      active: true,
    });
  });

  it('shows no write buttons to a reader without reference.write', async () => {
    render(['reference.read']);
    await screen.findByText('WEATHER');
    expect(screen.queryByRole('button', { name: /Add delay reason/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
  });
});
