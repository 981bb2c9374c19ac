// @vitest-environment jsdom
import type { PoLineItem, SoLineItem } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import {
  fakeServer,
  pageOf,
  poLine,
  renderSignedIn,
  soLine,
  type Answer,
} from './order-test-support';
import { PoLineSoLinkModal } from './PoLineSoLinkModal';

const EARLY = soLine({ id: 501, soNumber: 'SO-2001', lineNo: 1, rdd: '2027-02-15', country: 'NG' });
const LATE = soLine({ id: 502, soNumber: 'SO-2050', lineNo: 3, qty: 120, coveredQty: 80 });
const REFUSAL = "SO line: the SO line is for product LED-3W, not this line's product";

let server: ReturnType<typeof fakeServer>;
let linkAnswer: Answer;
let soLines: SoLineItem[];
beforeEach(async () => {
  await i18n.changeLanguage('en');
  soLines = [EARLY, LATE];
  linkAnswer = { data: poLine({ soLineId: 501, soNumber: 'SO-2001', soLineNo: 1 }) };
  server = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/so-lines') {
      const prefix = call.query.get('soNumber') ?? '';
      return { data: pageOf(soLines.filter((line) => line.soNumber.startsWith(prefix))) };
    }
    if (call.method === 'PUT' && call.path === '/po-lines/41/so-line') return linkAnswer;
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

function renderModal(line: PoLineItem = poLine()) {
  const onClose = vi.fn();
  renderSignedIn(<PoLineSoLinkModal open line={line} onClose={onClose} />);
  return onClose;
}

const links = () => server.callsTo('PUT', '/po-lines/41/so-line').map((call) => call.body);
const search = () => screen.getByLabelText('SO number starts with');
const rowOf = (soNumber: string) => screen.getByText(soNumber).closest('tr')!;

describe('PoLineSoLinkModal: cover a PO line by an SO line of its product', () => {
  it('lists the SO lines of the same product, earliest RDD first, with qty, RDD and country', async () => {
    renderModal();
    await screen.findByText('SO-2001');
    const [query] = server.callsTo('GET', '/so-lines').map((call) => call.query);
    expect(query?.get('productId')).toBe('9');
    expect(query?.get('sortBy')).toBe('rdd');
    expect(query?.get('sortOrder')).toBe('asc');
    const late = within(rowOf('SO-2050'));
    expect(late.getByText('3')).toBeTruthy();
    expect(late.getByText('120')).toBeTruthy();
    expect(late.getByText('80')).toBeTruthy();
    expect(within(rowOf('SO-2001')).getByText('2027-02-15')).toBeTruthy();
    expect(within(rowOf('SO-2001')).getByText('NG')).toBeTruthy();
    // nothing chosen yet: nothing to link
    expect(screen.getByRole('button', { name: 'Link' }).hasAttribute('disabled')).toBe(true);
  });

  it('chooses with the arrow keys and links on Enter, then closes', async () => {
    const onClose = renderModal();
    await screen.findByText('SO-2001');
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'ArrowUp' });
    expect(screen.getByLabelText('Choose SO SO-2001 line 1')).toHaveProperty('checked', true);
    fireEvent.keyDown(search(), { key: 'Enter' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(links()).toEqual([{ soLineId: 501 }]);
    expect(await screen.findByText('Linked to SO SO-2001 line 1')).toBeTruthy();
  });

  it('searches by SO number prefix', async () => {
    renderModal();
    await screen.findByText('SO-2001');
    fireEvent.change(search(), { target: { value: 'SO-205' } });
    await waitFor(() => expect(screen.queryByText('SO-2001')).toBeNull());
    expect(screen.getByText('SO-2050')).toBeTruthy();
    const last = server.callsTo('GET', '/so-lines').at(-1)!;
    expect(last.query.get('soNumber')).toBe('SO-205');
    expect(last.query.get('productId')).toBe('9');
  });

  it('warns when the SO line would be covered beyond its quantity', async () => {
    renderModal();
    fireEvent.click(await screen.findByText('SO-2050'));
    expect(
      await screen.findByText("POs would cover 180 of this SO line's 120: more than it asks for."),
    ).toBeTruthy();
  });

  it("shows the server's refusal in the modal and stays open", async () => {
    linkAnswer = { code: 422, message: REFUSAL };
    const onClose = renderModal();
    fireEvent.click(await screen.findByText('SO-2001'));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('The link was refused')).toBeTruthy();
    expect(screen.getByText(REFUSAL)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    // choosing again clears the refusal
    fireEvent.click(screen.getByText('SO-2050'));
    await waitFor(() => expect(screen.queryByText(REFUSAL)).toBeNull());
  });

  it('marks the current link and unlinks the line (it becomes a risk buy)', async () => {
    linkAnswer = { data: poLine() };
    const onClose = renderModal(poLine({ soLineId: 501, soNumber: 'SO-2001', soLineNo: 1 }));
    await screen.findByText('SO-2050');
    expect(within(rowOf('SO-2001')).getByText('Linked')).toBeTruthy();
    // the current one is chosen: linking it again changes nothing
    expect(screen.getByLabelText('Choose SO SO-2001 line 1')).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Link' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Unlink (risk buy)' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(links()).toEqual([{ soLineId: null }]);
    expect(await screen.findByText('Unlinked: the line is a risk buy now')).toBeTruthy();
  });

  it('closes on Escape without a change', async () => {
    const onClose = renderModal();
    await screen.findByText('SO-2001');
    fireEvent.keyDown(search(), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(links()).toEqual([]);
  });
});
