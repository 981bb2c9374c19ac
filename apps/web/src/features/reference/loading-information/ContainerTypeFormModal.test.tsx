// @vitest-environment jsdom
import type { ContainerTypeItem } from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { ContainerTypeFormModal } from './ContainerTypeFormModal';

const HQ: ContainerTypeItem = {
  code: '40HQ',
  innerLengthCm: 1203,
  innerWidthCm: 235,
  innerHeightCm: 269,
  usableCbm: 68,
  pallets: 24,
  maxPayloadKg: 26500,
  utilizationTargetPct: 90,
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

function renderModal() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AntApp>
        <ContainerTypeFormModal open containerType={HQ} onClose={() => undefined} />
      </AntApp>
    </QueryClientProvider>,
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /save/i }));
const field = (label: string) => screen.getByLabelText(label);
const CBM_ERROR = 'Enter a volume above 0 and up to 100 m³, with at most 2 decimals';

describe('ContainerTypeFormModal validation', () => {
  it('checks each number against the contract limits', async () => {
    const user = userEvent.setup();
    renderModal();
    expect(field('Inner length (cm)')).toHaveProperty('value', '1203');

    await user.clear(field('Inner length (cm)'));
    await user.type(field('Inner length (cm)'), '99');
    await user.clear(field('Pallets'));
    await user.type(field('Pallets'), '61');
    await user.clear(field('Utilization target (%)'));
    await user.type(field('Utilization target (%)'), '90.5');
    await user.clear(field('Max payload (kg)'));
    save();
    expect(await screen.findByText('Enter a whole number from 100 to 2000')).toBeTruthy();
    expect(await screen.findByText('Enter a whole number from 0 to 60')).toBeTruthy();
    expect(await screen.findByText('Enter a whole number from 1 to 100')).toBeTruthy();
    expect(await screen.findByText('Please enter a number')).toBeTruthy();
  });

  it('takes a usable CBM with at most 2 decimals', async () => {
    const user = userEvent.setup();
    renderModal();
    // The payload stays empty, so nothing is sent.
    await user.clear(field('Max payload (kg)'));

    await user.clear(field('Usable CBM (m³)'));
    await user.type(field('Usable CBM (m³)'), '67.456');
    save();
    expect(await screen.findByText(CBM_ERROR)).toBeTruthy();

    await user.clear(field('Usable CBM (m³)'));
    await user.type(field('Usable CBM (m³)'), '67.45');
    save();
    await screen.findByText('Please enter a number');
    await waitFor(() => expect(screen.queryByText(CBM_ERROR)).toBeNull());
  });
});
