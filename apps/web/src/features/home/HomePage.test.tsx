// @vitest-environment jsdom
import type { HomeSummary, UserInfoResponse } from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_INFO_KEY } from '../../auth/session';
import { setLanguage } from '../../i18n';
import { fakeServer } from '../orders/order-test-support';
import HomePage from './HomePage';

const menu = (name: string, title: string, entitle: string, children: unknown[] = []) => ({
  name,
  title,
  entitle,
  icon: 'HomeOutlined',
  hidden: 0,
  sort: 0,
  keepAlive: 0,
  children,
});

const USER: UserInfoResponse = {
  username: 'planner',
  nickname: 'Pat',
  icon: '',
  roles: ['1-SCM'],
  supplierList: [],
  menus: [
    menu('home', '首页', 'Homepage'),
    menu('reportForms', '报表', 'Reports', [
      menu('shippingDetails', '出货明细', 'Shipping details'),
    ]),
  ] as UserInfoResponse['menus'],
  permissions: [],
};

const SUMMARY: HomeSummary = {
  today: '2026-11-26',
  sections: [
    {
      section: 'planning',
      cards: [
        { card: 'unplannedLines', value: 1234, link: '/arrange/preArrange' },
        {
          card: 'awaitingReadyDate',
          value: 2,
          link: '/reportForms/shippingDetails?confirmReadyDate=-1,3&status=Unshipped,Loading',
        },
        {
          card: 'otd',
          value: 33.3,
          received: 3,
          onTime: 1,
          from: '2026-09-01',
          to: '2026-11-26',
          link: '/reportForms/OTD?receivedFrom=2026-09-01&receivedTo=2026-11-26',
        },
      ],
    },
    {
      section: 'logistics',
      cards: [
        {
          card: 'weekLoadings',
          value: 0,
          from: '2026-11-23',
          to: '2026-11-29',
          link: '/reportForms/loadingPlan?weekFrom=2026-W48&weekTo=2026-W48',
        },
      ],
    },
  ],
};

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(async () => {
  cleanup();
  server?.restore();
  await act(() => setLanguage('en'));
});

function start(summary: HomeSummary) {
  server = fakeServer((call) => {
    if (call.path === '/home/summary') return { data: summary };
    if (call.path.endsWith('/queryUnReadMessage')) return { data: 4 };
    return undefined;
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(USER_INFO_KEY, USER);
  render(
    <MemoryRouter initialEntries={['/home']}>
      <QueryClientProvider client={queryClient}>
        <AntApp>
          <HomePage />
        </AntApp>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('home dashboard', () => {
  it('shows each section the server sends, its cards as links named by what they count', async () => {
    start(SUMMARY);
    const unplanned = await screen.findByRole('link', {
      name: 'Open PO lines without a plan 1,234',
    });
    expect(unplanned.getAttribute('href')).toBe('/arrange/preArrange');
    expect(
      screen.getByRole('link', { name: 'Lines waiting for a ready date 2' }).getAttribute('href'),
    ).toBe('/reportForms/shippingDetails?confirmReadyDate=-1,3&status=Unshipped,Loading');
    expect(
      screen.getByRole('link', {
        name: /^On-time delivery, last 3 months 33\.3% 1 of 3 received lines on time/,
      }),
    ).toBeTruthy();
    expect(
      screen.getByText('1 of 3 received lines on time (2026-09-01 – 2026-11-26)'),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', {
        name: 'Loadings this week 0 Loading date (else ready date) 2026-11-23 – 2026-11-29',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Loading date (else ready date) 2026-11-23 – 2026-11-29')).toBeTruthy();
    // section headings h2, then the screens (with the unread count) below
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toMatch(/^Good (morning|afternoon|evening), Pat$/);
    expect(headings.slice(1)).toEqual(['Orders and plans', 'Logistics', 'Screens']);
    expect(screen.getByRole('link', { name: /Shipping details/ })).toBeTruthy();
  });

  it('says "No data" for OTD when nothing was received, in Chinese too', async () => {
    await act(() => setLanguage('zh'));
    start({
      today: '2026-11-26',
      sections: [
        {
          section: 'planning',
          cards: [
            {
              card: 'otd',
              value: null,
              received: 0,
              onTime: 0,
              from: '2026-09-01',
              to: '2026-11-26',
              link: '/reportForms/OTD',
            },
          ],
        },
      ],
    });
    expect(await screen.findByRole('link', { name: /^近3个月准时交付率 暂无数据/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '订单与计划' })).toBeTruthy();
  });

  it('shows no figure sections when the server sends none (the tiles stay)', async () => {
    start({ today: '2026-11-26', sections: [] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Screens' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Orders and plans' })).toBeNull();
  });
});
