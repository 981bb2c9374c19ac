// @vitest-environment jsdom
import type { PoLineContainerItem, PoLineItem } from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { containerItem } from '../planning/planning-test-support';
import { fakeServer, poLine, renderSignedIn } from './order-test-support';
import { poLineColumns } from './po-line-columns';
import { PLANNING_READ, PoLineContainersModal } from './PoLineContainersModal';
import { usePoLineActions } from './usePoLineActions';

const row = (overrides: Partial<PoLineContainerItem> = {}): PoLineContainerItem => ({
  containerLineId: 501,
  containerId: 31,
  draftNo: null,
  containerNo: 'MSKU1234567',
  shipmentNo: 'SH-2027-001',
  containerType: '40HQ',
  status: 'Unshipped',
  loadingPointId: 1,
  loadingPointName: 'Ningbo',
  destinationCountry: 'NG',
  etd: '2027-02-01',
  qty: 60,
  cbm: 1.08,
  readyDate: '2027-01-20',
  confirmReadyDate: 0,
  ...overrides,
});
const SHIPPED = row();
const DRAFT = row({
  containerLineId: 502,
  containerId: 32,
  draftNo: 1,
  containerNo: null,
  shipmentNo: null,
  containerType: '20GP',
  status: 'Draft',
  etd: null,
  qty: 40,
  cbm: 0.72,
  readyDate: null,
  confirmReadyDate: -1,
});
const LINE = poLine({ plannedQty: 100, shippedQty: 0, status: 'Planned' });

let server: ReturnType<typeof fakeServer>;
let answer: PoLineContainerItem[];
beforeEach(async () => {
  await i18n.changeLanguage('en');
  answer = [SHIPPED, DRAFT];
  server = fakeServer((call) => {
    if (call.method !== 'GET') return undefined;
    if (call.path === '/po-lines/41/containers') return { data: answer };
    if (call.path === '/containers/31')
      return { data: { ...containerItem({ id: 31 }), lines: [] } };
    if (call.path === '/containers/31/changes') return { data: [] };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  server.restore();
});

const renderModal = (permissions: string[] = [PLANNING_READ], line: PoLineItem = LINE) =>
  renderSignedIn(<PoLineContainersModal open line={line} onClose={() => undefined} />, permissions);
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('PoLineContainersModal: the containers of one PO line', () => {
  it("lists each container with its type, status, shipment, route, ETD and the line's part", async () => {
    renderModal();
    expect(await screen.findByText('Containers of PO PO-1001 line 2')).toBeTruthy();
    expect(screen.getByText('Product PV-450M: 100 planned, 0 shipped.')).toBeTruthy();
    const first = within(await waitFor(() => rowOf('MSKU1234567')));
    for (const text of ['40HQ', 'Unshipped', 'SH-2027-001', 'Ningbo', 'NG', '2027-02-01']) {
      expect(first.getByText(text)).toBeTruthy();
    }
    expect(first.getByText('60')).toBeTruthy();
    expect(first.getByText('2027-01-20')).toBeTruthy();
    expect(first.getByText('Pending')).toBeTruthy();
    // a draft by its number in the planner's draft, as the planning screens name it
    const draft = within(rowOf('Draft #1'));
    expect(draft.getByText('Draft')).toBeTruthy();
    expect(draft.getByText('20GP')).toBeTruthy();
    expect(draft.getByText('Not submitted')).toBeTruthy();
    expect(server.callsTo('GET', '/po-lines/41/containers')).toHaveLength(1);
  });

  it('opens a container in its drawer from its number, for planning readers', async () => {
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'MSKU1234567' }));
    await waitFor(() => expect(server.callsTo('GET', '/containers/31')).toHaveLength(1));
  });

  it('shows the number without a link to those who may not open containers', async () => {
    renderModal([]);
    expect(await screen.findByText('MSKU1234567')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'MSKU1234567' })).toBeNull();
  });

  it('says so when the line is in no container', async () => {
    answer = [];
    renderModal();
    expect(await screen.findByText('This line is in no container yet')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    answer = [];
    renderModal();
    expect(await screen.findByText('采购订单 PO-1001 第 2 行所在的集装箱')).toBeTruthy();
    expect(await screen.findByText('该行尚未安排进任何集装箱')).toBeTruthy();
  });
});

/** The PO report's table as the page builds it: line columns and the row actions. */
function ReportTable(props: { lines: PoLineItem[] }) {
  const { t, i18n: i18next } = useTranslation('orders');
  const { actions, modals, openContainers } = usePoLineActions();
  return (
    <>
      <Table<PoLineItem>
        rowKey="id"
        pagination={false}
        dataSource={props.lines}
        columns={[
          ...poLineColumns<PoLineItem>({
            t,
            language: i18next.language,
            sort: {},
            onOpenContainers: openContainers,
          }),
          { key: 'actions', render: (_: unknown, line: PoLineItem) => actions(line) },
        ]}
      />
      {modals}
    </>
  );
}

describe("the PO report opens a line's containers", () => {
  it('from the planned / shipped cell of a line with goods planned or shipped', async () => {
    renderSignedIn(<ReportTable lines={[LINE, poLine({ id: 42, lineNo: 3 })]} />);
    // nothing planned or shipped: no link
    expect(screen.queryByRole('button', { name: /containers of line 3$/ })).toBeNull();
    // the name holds the cell's text (WCAG 2.5.3), then says what it opens
    fireEvent.click(
      screen.getByRole('button', { name: /^[\d,]+ \/ [\d,]+: containers of line 2$/ }),
    );
    expect(await screen.findByText('Containers of PO PO-1001 line 2')).toBeTruthy();
    expect(await screen.findByText('MSKU1234567')).toBeTruthy();
  });

  it('from the row menu, for a reader without write rights and on a closed line too', async () => {
    const closed = poLine({ ...LINE, closed: true, status: 'Closed' });
    renderSignedIn(<ReportTable lines={[closed]} />);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions for line 2' }));
    fireEvent.click(await screen.findByText('Containers'));
    expect(await screen.findByText('Containers of PO PO-1001 line 2')).toBeTruthy();
    expect(await screen.findByText('SH-2027-001')).toBeTruthy();
  });
});
