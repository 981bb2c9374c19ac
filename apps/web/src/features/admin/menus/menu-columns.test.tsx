// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App as AntApp, Table } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { useMenuColumns, type MenuRow } from './menu-columns';

const rows = [
  { id: 3, name: 'product', title: '产品', entitle: 'Products', hidden: 0, level: 1 },
  { id: 4, name: 'kit', title: '套件', entitle: 'Kits', hidden: 1, level: 1 },
].map((menu) => ({ parentId: 1, icon: '', sort: 0, keepAlive: 0, ...menu })) as MenuRow[];

function MenuTable() {
  return <Table rowKey="id" columns={useMenuColumns(true)} dataSource={rows} />;
}

function renderTable() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AntApp>
          <MenuTable />
        </AntApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('menu tree columns', () => {
  it('names each row\'s "Hidden" switch after its menu, in both languages (axe button-name)', async () => {
    await i18n.changeLanguage('en');
    renderTable();
    expect(
      screen.getByRole('switch', { name: 'Hidden: Products' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(screen.getByRole('switch', { name: 'Hidden: Kits' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    cleanup();

    await i18n.changeLanguage('zh');
    renderTable();
    expect(screen.getByRole('switch', { name: '隐藏：产品' })).toBeTruthy();
  });
});
