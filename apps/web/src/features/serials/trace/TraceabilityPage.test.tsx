// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { fakeServer, type ApiCall, type Answer } from '../../orders/order-test-support';
import {
  carton,
  cartonDetails,
  codeItem,
  giftBox,
  page,
  pallet,
  product,
  renderTrace,
  shownUrl,
} from './trace-test-support';

// the same text on a carton and on a pallet
const twinCarton = codeItem({ ...carton, id: 31, code: 'X-1' });
const twinPallet = codeItem({ ...pallet, id: 30, code: 'X-1', parentId: null, parentCode: null });

function answer(call: ApiCall): Answer | undefined {
  if (call.method !== 'GET' && call.path !== '/serials/export-tasks') return undefined;
  const query = Object.fromEntries(call.query);
  if (call.path === '/serials/trace') {
    if (query.code === 'CTN-001' && !query.level) return { data: [carton] };
    if (query.code === 'CTN-001' && query.level === 'carton') return { data: [carton] };
    if (query.code === 'X-1' && query.level === 'pallet') return { data: [twinPallet] };
    if (query.code === 'X-1') return { data: [twinCarton, twinPallet] };
    return { data: [] };
  }
  if (call.path === '/serials/codes/7') return { data: cartonDetails };
  if (call.path === '/serials/codes/30')
    return { data: { code: twinPallet, chain: [], below: [], shipment: null } };
  if (call.path === '/serials/codes/30/children') return { data: page([]) };
  if (call.path === '/serials/codes/7/children')
    return query.pageNum === '1'
      ? { data: page([giftBox(21, 2), giftBox(22, 0)], 3) }
      : { data: { ...page([giftBox(23, 0)], 3), pageNum: 2 } };
  if (call.path === '/serials/codes/21/children')
    return { data: page([product(211, 21), product(212, 21)]) };
  if (call.path === '/serials/export-tasks' && call.method === 'POST')
    return {
      data: {
        id: 55,
        createdAt: '2027-03-20T08:00:00.000Z',
        mainCodeId: 7,
        mainCode: 'CTN-001',
        level: 'carton',
        format: (call.body as { format: string }).format,
        status: 'loading',
        done: 0,
        total: 0,
        fileName: null,
        fileSize: null,
        finishedAt: null,
        error: null,
        username: 'qrc',
      },
    };
  return undefined;
}

let server: ReturnType<typeof fakeServer>;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = fakeServer(answer);
});
afterEach(() => {
  cleanup();
  server.restore();
});

const user = () => userEvent.setup({ delay: null });
const queries = (path: string) =>
  server.callsTo('GET', path).map((call) => Object.fromEntries(call.query));

describe('code traceability', () => {
  it('traces a scanned code up to its container and down, children read as they are opened', async () => {
    renderTrace('/datas/traceability');
    expect(screen.getByText(/Scan or type any code/)).toBeTruthy();
    await user().type(screen.getByLabelText('Code to trace'), 'CTN-001{Enter}');
    await waitFor(() => expect(shownUrl()).toBe('/datas/traceability?code=CTN-001'));
    expect(queries('/serials/trace')).toEqual([{ code: 'CTN-001' }]);

    // up: the carton, its pallet, its container with the shipment
    const chain = await screen.findByRole('list', { name: 'Chain of CTN-001 up to the container' });
    const steps = within(chain).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getAllByRole('link')[0]!.textContent)).toEqual([
      'CTN-001',
      'PLT-01',
      'MSKU1234565',
    ]);
    expect(within(steps[0]!).getByRole('link', { name: 'CTN-001' }).getAttribute('href')).toBe(
      '/datas/datasDetails?id=7',
    );
    expect(within(steps[0]!).getByText('PV-450M · PV 450W mono')).toBeTruthy();
    expect(within(steps[0]!).getByText('PO-1001 / 2')).toBeTruthy();
    const shipment = within(steps[2]!).getByRole('region', { name: 'Shipment of the container' });
    expect(within(shipment).getByText('SH-2027-01')).toBeTruthy();
    expect(within(shipment).getByText('Shipped')).toBeTruthy();
    expect(within(shipment).getByText('2027-03-11')).toBeTruthy();

    // down: the counts per level, the first page of children, the rest on demand
    expect(screen.getByText('Inside: 3 gift boxes · 4,800 products')).toBeTruthy();
    const tree = await screen.findByRole('tree', { name: 'Codes inside CTN-001' });
    expect(within(tree).getByText('Gift box · GB-21 · 2 children')).toBeTruthy();
    expect(within(tree).getByText('Gift box · GB-22')).toBeTruthy();
    // the switchers' icons are hidden from assistive technology: no "plus-square" in names
    expect(within(tree).queryAllByRole('img', { name: /square/ })).toEqual([]);
    expect(queries('/serials/codes/7/children')).toEqual([{ pageNum: '1', pageSize: '100' }]);
    expect(server.callsTo('GET', '/serials/codes/21/children')).toHaveLength(0);

    // the keyboard opens the first gift box (active once the tree has focus): its products
    // are read then
    fireEvent.focus(tree);
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    expect(await within(tree).findByText('Product · SN-211')).toBeTruthy();
    expect(queries('/serials/codes/21/children')).toEqual([{ pageNum: '1', pageSize: '100' }]);

    fireEvent.click(within(tree).getByText('Load more (2 of 3)'));
    expect(await within(tree).findByText('Gift box · GB-23')).toBeTruthy();
    expect(queries('/serials/codes/7/children')[1]).toEqual({ pageNum: '2', pageSize: '100' });
    expect(within(tree).queryByText(/Load more/)).toBeNull();

    // a code chosen in the tree can be traced in turn
    fireEvent.click(within(tree).getByText('Product · SN-211'));
    expect(screen.getByText('Selected: Product SN-211')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Trace this code' }));
    await waitFor(() => expect(shownUrl()).toBe('/datas/traceability?code=SN-211&level=product'));
  });

  it('offers a choice when the text reads several codes, and keeps the choice in the URL', async () => {
    renderTrace('/datas/traceability?code=X-1');
    expect(await screen.findByText('2 codes read “X-1”: choose the one to trace')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Codes reading “X-1”' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Trace Pallet X-1' }));
    await waitFor(() => expect(shownUrl()).toBe('/datas/traceability?code=X-1&level=pallet&id=30'));
    expect(await screen.findByText('Pallet X-1')).toBeTruthy();
    expect(await screen.findByText('Nothing is bound inside this code.')).toBeTruthy();
    expect(screen.getByText('Not in any parent')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Choose another match' }));
    await waitFor(() => expect(shownUrl()).toBe('/datas/traceability?code=X-1'));
    expect(await screen.findByRole('button', { name: 'Trace Carton X-1' })).toBeTruthy();
  });

  it('says plainly when no code has the text, and traces at any level again', async () => {
    renderTrace('/datas/traceability?code=NOPE&level=pallet');
    expect(await screen.findByText('No Pallet code “NOPE” was found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Trace at any level' }));
    expect(await screen.findByText('No code “NOPE” was found')).toBeTruthy();
    expect(shownUrl()).toBe('/datas/traceability?code=NOPE');
  });

  it('queues the manifest export in the chosen format and links to the export tasks', async () => {
    renderTrace('/datas/traceability?code=CTN-001&level=carton');
    fireEvent.click(await screen.findByRole('button', { name: 'Export manifest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the manifest of CTN-001' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'EPCIS 2.0 JSON-LD' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start export' }));
    await waitFor(() => expect(server.callsTo('POST', '/serials/export-tasks')).toHaveLength(1));
    expect(server.callsTo('POST', '/serials/export-tasks')[0]!.body).toEqual({
      codeId: 7,
      format: 'epcis',
    });
    const link = await screen.findByRole('link', { name: 'Follow it in Export tasks' });
    expect(link.getAttribute('href')).toBe('/datas/exportTask');
    expect(
      screen.getAllByText('The export of CTN-001 has started (EPCIS 2.0 JSON-LD).').length,
    ).toBeGreaterThan(0);
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    renderTrace('/datas/traceability?code=CTN-001');
    expect(await screen.findByRole('tree', { name: 'CTN-001 内的条码' })).toBeTruthy();
    expect(screen.getByText('内含：3 个彩盒 · 4,800 个产品')).toBeTruthy();
    expect(screen.getByLabelText('要追溯的条码')).toBeTruthy();
    expect(screen.getByText('已发运')).toBeTruthy();
  });
});
