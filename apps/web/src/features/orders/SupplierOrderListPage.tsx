import type { PoLineItem, PoLineSortField } from '@lading/shared';
import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/session';
import { ListPage } from '../admin/common/ListPage';
import { FIRST_PAGE, tablePagination, type Paging } from '../admin/common/paging';
import { ExportButton } from '../common/ExportButton';
import { PoLineFilterForm, type PoLineSearch } from './PoLineFilterForm';
import { poLineColumns, poTotalsItems } from './po-line-columns';
import { PurchaseOrderDrawer } from './PurchaseOrderDrawer';
import { poLinesApi, type PoLineQuery } from './orders.api';
import { sortFromTable } from '../common/sorting';
import { TotalsBar } from './TotalsBar';
import { usePoLineActions } from './usePoLineActions';
import { usePoLineList, usePoLineTotals } from './useOrders';

/**
 * /myOrder/orderList — a supplier's own PO lines (the server scopes the same PO-line API
 * to the user's suppliers), read-only, with filters, totals, export and, from the planned /
 * shipped cell, the containers a line is in.
 */
export default function SupplierOrderListPage() {
  const { t, i18n } = useTranslation('orders');
  const { can } = usePermissions();
  const [filters, setFilters] = useState<PoLineQuery>({});
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const list = usePoLineList({ ...filters, ...paging });
  const totals = usePoLineTotals(filters);
  const [openPo, setOpenPo] = useState<number>();
  // read-only: the containers a line rides in (the server hides the planner's drafts)
  const { modals, openContainers } = usePoLineActions();

  const search = (next: PoLineSearch) => {
    setFilters((current) => ({ ...next, sortBy: current.sortBy, sortOrder: current.sortOrder }));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <ListPage
      filters={
        // the product list is master data a supplier account does not read
        <PoLineFilterForm onSearch={search} product={can('products.read')} />
      }
      toolbar={<ExportButton run={() => poLinesApi.exportExcel(filters)} />}
    >
      <TotalsBar
        label={t('totals.label')}
        loading={totals.isLoading}
        items={poTotalsItems(t, i18n.language, totals.data, true)}
      />
      <Table<PoLineItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        columns={poLineColumns<PoLineItem>({
          t,
          language: i18n.language,
          sort: filters,
          plannable: true,
          onOpenPo: (line) => setOpenPo(line.poId),
          onOpenContainers: openContainers,
        })}
        scroll={{ x: 'max-content' }}
        pagination={tablePagination(t, paging, list.data?.total ?? 0, setPaging)}
        onChange={(_pagination, _filters, sorter) =>
          setFilters((current) => ({
            ...current,
            ...sortFromTable<PoLineSortField, PoLineItem>(sorter),
          }))
        }
      />
      <PurchaseOrderDrawer poId={openPo} onClose={() => setOpenPo(undefined)} />
      {modals}
    </ListPage>
  );
}
