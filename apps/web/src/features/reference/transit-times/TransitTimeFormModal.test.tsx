// @vitest-environment jsdom
import {
  shippingLineOperations,
  type Page,
  type ShippingLineItem,
  type TransitTimeItem,
} from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { referenceListKey } from '../useReference';
import { shippingLineOptionsQuery } from './ShippingLineSelect';
import { TransitTimeFormModal } from './TransitTimeFormModal';

// Only the form's own checks run here: the shipping lines come from the query cache and
// any network call would fail the test.
const line = (id: number, name: string, code: string): ShippingLineItem => ({
  id,
  name,
  code,
  note: '',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
});
const LINES: Page<ShippingLineItem> = {
  list: [line(1, 'Maersk', 'MAEU'), line(2, 'CMA CGM', 'CMDU')],
  total: 2,
  pageNum: 1,
  pageSize: 100,
};

const existing: TransitTimeItem = {
  id: 9,
  pol: 'Shanghai',
  pod: 'Lagos',
  shippingLineId: 2,
  shippingLineName: 'CMA CGM',
  days: 38,
  note: 'via Lomé',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
});
afterEach(() => {
  cleanup();
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});

function renderModal(record?: TransitTimeItem) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(
    referenceListKey(shippingLineOperations.list, shippingLineOptionsQuery('')),
    LINES,
  );
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AntApp>
          <TransitTimeFormModal open record={record} onClose={() => undefined} />
        </AntApp>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /save/i }));
const field = (label: string) => screen.getByLabelText(label);
const POL = 'POL (port of loading)';
const POD = 'POD (port of discharge)';
const DAYS = 'Transit time (days)';
const DAYS_ERROR = 'The transit time must be a whole number of days from 1 to 365';

describe('TransitTimeFormModal validation', () => {
  it('requires POL, POD and the days', async () => {
    renderModal();
    save();
    expect(await screen.findByText('Please enter the port of loading')).toBeTruthy();
    expect(screen.getByText('Please enter the port of discharge')).toBeTruthy();
    expect(screen.getByText('Please enter the transit time in days')).toBeTruthy();
  });

  it('does not take blank ports', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(field(POL), '   ');
    await user.type(field(POD), '  ');
    save();
    expect(await screen.findByText('Please enter the port of loading')).toBeTruthy();
    expect(await screen.findByText('Please enter the port of discharge')).toBeTruthy();
  });

  it('takes a whole number of days from 1 to 365', async () => {
    const user = userEvent.setup();
    renderModal();
    for (const refused of ['0', '366', '12.5', '-3']) {
      await user.clear(field(DAYS));
      await user.type(field(DAYS), refused);
      save();
      expect(await screen.findByText(DAYS_ERROR)).toBeTruthy();
    }
    for (const accepted of ['1', '365']) {
      await user.clear(field(DAYS));
      await user.type(field(DAYS), accepted);
      save();
      // POL is still empty, so nothing is sent.
      await screen.findByText('Please enter the port of loading');
      await waitFor(() => expect(screen.queryByText(DAYS_ERROR)).toBeNull());
    }
  });

  it('limits a port to 100 characters', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(field(POL));
    await user.paste('x'.repeat(101));
    save();
    expect(await screen.findByText('At most 100 characters')).toBeTruthy();
  });

  it('offers the shipping lines, with "Any line" when none is chosen', async () => {
    renderModal();
    expect(screen.getByText('Any line')).toBeTruthy();
    fireEvent.mouseDown(field('Shipping line'));
    expect(await screen.findByText('MAEU')).toBeTruthy();
    fireEvent.click(await screen.findByTitle('Maersk'));
    await waitFor(() => expect(screen.queryByText('Any line')).toBeNull());
  });

  it('on edit, shows the saved values and still checks them', async () => {
    const user = userEvent.setup();
    renderModal(existing);
    expect(screen.getByText('Edit transit time Shanghai → Lagos')).toBeTruthy();
    expect(field(POL)).toHaveProperty('value', 'Shanghai');
    expect(field(POD)).toHaveProperty('value', 'Lagos');
    expect(field(DAYS)).toHaveProperty('value', '38');
    expect(screen.getByText('CMA CGM')).toBeTruthy();

    await user.clear(field(POD));
    await user.clear(field(DAYS));
    await user.type(field(DAYS), '400');
    save();
    expect(await screen.findByText('Please enter the port of discharge')).toBeTruthy();
    expect(await screen.findByText(DAYS_ERROR)).toBeTruthy();
  });
});
