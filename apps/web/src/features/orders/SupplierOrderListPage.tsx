import type { PoLineItem, PoLineSortField } from '@lading/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/session';
import { ListPage } from '../common/ListPage';
import { FIRST_PAGE, type Paging } from '../common/paging';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { PoLineFilterForm, type PoLineSearch } from './PoLineFilterForm';
import { poLineColumns, poTotalsItems } from './po-line-columns';
import { PurchaseOrderDrawer } from './PurchaseOrderDrawer';
import { poLinesApi, type PoLineQuery } from './orders.api';
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
      <PagedTable<PoLineItem, PoLineSortField>
        query={list}
        paging={paging}
        onPaging={setPaging}
        columns={poLineColumns<PoLineItem>({
          t,
          language: i18n.language,
          sort: filters,
          plannable: true,
          onOpenPo: (line) => setOpenPo(line.poId),
          onOpenContainers: openContainers,
        })}
        onSort={(sort) => setFilters((current) => ({ ...current, ...sort }))}
      />
      <PurchaseOrderDrawer poId={openPo} onClose={() => setOpenPo(undefined)} />
      {modals}
    </ListPage>
  );
}
