// @vitest-environment jsdom
import { codeDataOperations, pathOf } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer } from '../../orders/order-test-support';
import ComplementPage from './ComplementPage';
import { details, product, renderAt } from './code-data-test-support';

const DETAILS = pathOf(codeDataOperations.details.path, { id: 5 });
const COMPLEMENT = pathOf(codeDataOperations.complement.path, { id: 5 });
const TEXT = 'SUP001010001\n\nSUP001010002  \nSUP001010003';

let refuse = true;
let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  refuse = true;
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === DETAILS) return { data: details() };
    if (call.method === 'POST' && call.path === COMPLEMENT)
      return {
        data: refuse
          ? {
              bound: [],
              count: 24,
              refused: [
                { index: 1, code: 'SUP001010002', message: 'Product S/N has been bound' },
                { index: 2, code: 'SUP001010003', message: 'Duplicate serial number' },
              ],
            }
          : { bound: [product(1), product(2), product(3)], count: 3, refused: [] },
      };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const BINDER = ['serials.read', 'serials.bind'];
const render = () => renderAt(<ComplementPage />, '/datas/complement?id=5', BINDER);

/** Types the codes and reason, submits and confirms. */
async function submit() {
  const codes = await screen.findByRole('textbox', { name: 'Codes to add' }, { timeout: 10_000 });
  fireEvent.change(codes, { target: { value: TEXT } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), {
    target: { value: 'Missed at the carton station' },
  });
  expect(await screen.findByText(/3 codes/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Add the codes' }));
  const [title] = await screen.findAllByText('Add 3 codes to CT000123?');
  const dialog = title!.closest<HTMLElement>('.ant-modal-confirm')!;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add the codes' }));
  await waitFor(() => expect(server.callsTo('POST', COMPLEMENT)).toHaveLength(1));
}

describe('the complement screen', () => {
  it('shows the parent and the levels it can hold', async () => {
    render();
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Add missed codes to CT000123' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CT000123' })).toBeTruthy();
    expect(screen.getByText('24')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Level of the codes to add' }));
    expect(await screen.findByTitle('Gift box')).toBeTruthy();
    expect(screen.getByTitle('Kit pack')).toBeTruthy();
  });

  it('lists every refused code with its line and keeps the text', async () => {
    render();
    await submit();
    expect(server.callsTo('POST', COMPLEMENT)[0]!.body).toEqual({
      level: 'product',
      codes: ['SUP001010001', 'SUP001010002', 'SUP001010003'],
      reason: 'Missed at the carton station',
    });
    const refused = within(await screen.findByTestId('complement-refused'));
    expect(refused.getByText('Nothing was added: 2 codes were refused')).toBeTruthy();
    const second = refused.getByText('SUP001010002').closest('tr')!;
    // the line of the user's text (a blank line in between)
    expect(within(second).getByText('3')).toBeTruthy();
    expect(within(second).getByText('Product S/N has been bound')).toBeTruthy();
    expect(refused.getByText('Duplicate serial number')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Codes to add' }) as HTMLTextAreaElement).value,
    ).toBe(TEXT);
    expect(screen.getByTestId('location').textContent).toBe('/datas/complement?id=5');
  });

  it('goes back to the details once the codes are added', async () => {
    refuse = false;
    render();
    await submit();
    expect(await screen.findByText('3 codes added to CT000123')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/datas/datasDetails?id=5'),
    );
  });

  it('refuses an empty list and a missing reason before asking the server', async () => {
    render();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add the codes' }, { timeout: 10_000 }),
    );
    expect(await screen.findByText('Enter at least one code')).toBeTruthy();
    expect(screen.getByText('Enter the reason')).toBeTruthy();
    expect(server.callsTo('POST', COMPLEMENT)).toHaveLength(0);
  });
});
