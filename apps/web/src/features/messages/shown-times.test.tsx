// @vitest-environment jsdom
import type { ContainerChangeHistoryItem, PoRevision, StationMessage } from '@lading/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../i18n';
import { OrderRevisionTable } from '../orders/OrderRevisionTable';
import { fakeServer } from '../orders/order-test-support';
import ContainerChangeHistoryPage from '../ready-dates/ContainerChangeHistoryPage';
import { pageOf, renderPage } from '../ready-dates/ready-dates-test-support';
import { MessageBell } from './MessageBell';

/**
 * Issue 13: the bell, the message list and dialog, revision history and container change
 * history all show an instant as `YYYY-MM-DD HH:mm` in the user's time zone (the browser's,
 * set here through TZ), never in the browser's locale format.
 */

const savedTz = process.env.TZ;
const inZone = (zone: string) => {
  process.env.TZ = zone;
};
beforeAll(() => inZone('Asia/Shanghai'));
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
  server = undefined;
  inZone('Asia/Shanghai');
});

const message: StationMessage = {
  id: 1,
  title: 'Ready dates approved (1 line)',
  titleCn: '货好日期已批准（1 行）',
  message: '<p>Ready dates approved: 1 PO line.</p>',
  type: 3,
  readStatus: 1,
  // 00:30 the next day in Shanghai
  receiveTime: '2026-03-01T16:30:00.000Z',
};

describe('times shown', () => {
  it('the bell, the message dialog and the viewer: YYYY-MM-DD HH:mm in the user’s zone', async () => {
    const user = userEvent.setup();
    server = fakeServer((call) => {
      if (call.path.endsWith('/queryUnReadMessage')) return { data: 0 };
      if (call.path.endsWith('/queryStationMessageList')) return { data: pageOf([message]) };
      return undefined;
    });
    renderPage(<MessageBell />, { roles: ['1-SCM'], permissions: [] });

    await user.click(screen.getByRole('button', { name: /Messages/ }));
    expect(await screen.findByText('2026-03-02 00:30')).toBeTruthy();
    // each message in the bell is a button: the keyboard opens it as the mouse does
    const item = screen.getByRole('button', { name: new RegExp(message.title.slice(0, 10)) });
    expect(item.textContent).toContain('2026-03-02 00:30');

    await user.click(screen.getByRole('button', { name: 'View all' }));
    const row = await screen.findByRole('row', { name: new RegExp(message.title.slice(0, 10)) });
    expect(within(row).getByText('2026-03-02 00:30')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'View' }));
    const content = await screen.findByTestId('message-content');
    const viewer = content.closest<HTMLElement>('.ant-modal-body')!;
    expect(within(viewer).getByText('2026-03-02 00:30')).toBeTruthy();
  });

  it('order revision history, across the end of daylight saving in New York', () => {
    inZone('America/New_York');
    const revision = (at: string, field: string): PoRevision => ({
      at,
      actor: 'amy',
      entity: 'poLine',
      entityId: 41,
      lineNo: 2,
      action: 'update',
      field,
      before: 100,
      after: 120,
      reason: '',
      purpose: null,
    });
    render(
      <OrderRevisionTable
        loading={false}
        rows={[
          // 01:30 EDT, then 01:30 EST an hour later
          revision('2026-11-01T05:30:00.000Z', 'orderQty'),
          revision('2026-11-01T06:30:00.000Z', 'rdd'),
          revision('2026-03-08T07:00:00.000Z', 'discountPct'),
        ]}
      />,
    );
    expect(screen.getAllByText('2026-11-01 01:30')).toHaveLength(2);
    expect(screen.getByText('2026-03-08 03:00')).toBeTruthy();
  });

  it('container change history', async () => {
    const change: ContainerChangeHistoryItem = {
      id: 1,
      containerId: 31,
      shipmentNo: 'SH-01',
      containerNo: null,
      containerStatus: 'Unshipped',
      at: '2027-01-05T20:05:00.000Z',
      actorUserId: 4,
      actorName: 'scm',
      field: 'lineReadyDate',
      before: null,
      after: '2027-02-10',
      reason: 'PO-1001 / 10',
    };
    server = fakeServer((call) =>
      call.path === '/container-changes' ? { data: pageOf([change]) } : undefined,
    );
    renderPage(<ContainerChangeHistoryPage />, {
      roles: ['1-SCM'],
      permissions: ['readyDates.read'],
    });
    const row = (await screen.findByText('Line ready date')).closest('tr')!;
    expect(within(row).getByText('2027-01-06 04:05')).toBeTruthy();
    expect(within(row).getByText('2027-02-10')).toBeTruthy();
  });
});
