import { purchaseOrderOperations as po, type PoLineItem } from '@lading/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { usePermissions } from '../../auth/session';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { PoLineFilterForm } from './PoLineFilterForm';
import { poLineColumns, poTotalsItems } from './po-line-columns';
import { PurchaseOrderDrawer } from './PurchaseOrderDrawer';
import { TotalsBar } from './TotalsBar';
import { usePoLineActions } from './usePoLineActions';
import { PO_KEY, usePoLineTotals } from './useOrders';
import { useListQuery } from '../common/useListQuery';

/**
 * /myOrder/orderList — a supplier's own PO lines (the server scopes the same PO-line API
 * to the user's suppliers), read-only, with filters, totals, export and, from the planned /
 * shipped cell, the containers a line is in.
 */
export default function SupplierOrderListPage() {
  const { t, i18n } = useTranslation('orders');
  const { can } = usePermissions();
  const list = useListQuery(po.listLines, { key: [...PO_KEY, 'lines'] });
  const totals = usePoLineTotals(list.unpaged);
  const [openPo, setOpenPo] = useState<number>();
  // read-only: the containers a line rides in (the server hides the planner's drafts)
  const { modals, openContainers } = usePoLineActions();

  return (
    <ListPage
      filters={
        // the product list is master data a supplier account does not read
        <PoLineFilterForm
          values={list.unpaged}
          onSearch={list.setFilters}
          product={can('products.read')}
        />
      }
      toolbar={<ExportButton run={() => downloadFile(po.exportLines, { query: list.unpaged })} />}
    >
      <TotalsBar
        label={t('totals.label')}
        loading={totals.isLoading}
        items={poTotalsItems(t, i18n.language, totals.data, true)}
      />
      <PagedTable<PoLineItem>
        list={list}
        columns={poLineColumns<PoLineItem>({
          t,
          language: i18n.language,
          sort: list.query,
          plannable: true,
          onOpenPo: (line) => setOpenPo(line.poId),
          onOpenContainers: openContainers,
        })}
      />
      <PurchaseOrderDrawer poId={openPo} onClose={() => setOpenPo(undefined)} />
      {modals}
    </ListPage>
  );
}
