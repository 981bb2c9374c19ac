import { PlusOutlined } from '@ant-design/icons';
import type { PoLineItem, PoLineSortField } from '@lading/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../auth/Guards';
import { ListPage } from '../common/ListPage';
import { FIRST_PAGE, type Paging } from '../common/paging';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { PoImportButton } from './import/OrderImportButtons';
import { PoLineFilterForm, type PoLineSearch } from './PoLineFilterForm';
import { poLineColumns, poTotalsItems } from './po-line-columns';
import { PurchaseOrderDrawer } from './PurchaseOrderDrawer';
import { PurchaseOrderFormDrawer } from './PurchaseOrderFormDrawer';
import { poLinesApi, type PoLineQuery } from './orders.api';
import { TotalsBar } from './TotalsBar';
import { usePoLineActions } from './usePoLineActions';
import { PO_WRITE, usePoLineList, usePoLineTotals } from './useOrders';

/**
 * /production/order — the PO report: every PO line, server-paged, filtered and sorted,
 * with totals of all matching lines, export, PO detail, new PO, line changes and a line's
 * containers (its planned/shipped cell or its row menu).
 */
export default function PoReportPage() {
  const { t, i18n } = useTranslation('orders');
  const [filters, setFilters] = useState<PoLineQuery>({});
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const list = usePoLineList({ ...filters, ...paging });
  const totals = usePoLineTotals(filters);
  const [openPo, setOpenPo] = useState<number>();
  const [creating, setCreating] = useState(0);
  const { actions, modals, openContainers } = usePoLineActions();

  const search = (next: PoLineSearch) => {
    setFilters((current) => ({ ...next, sortBy: current.sortBy, sortOrder: current.sortOrder }));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  const columns = [
    ...poLineColumns<PoLineItem>({
      t,
      language: i18n.language,
      sort: filters,
      onOpenPo: (line) => setOpenPo(line.poId),
      onOpenContainers: openContainers,
    }),
    {
      title: t('operationsShort'),
      key: 'actions',
      fixed: 'right' as const,
      render: (_: unknown, line: PoLineItem) => actions(line),
    },
  ];

  return (
    <ListPage
      filters={<PoLineFilterForm riskBuy onSearch={search} />}
      toolbar={
        <>
          <Can resource={PO_WRITE}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating((n) => n + 1)}
            >
              {t('newPo.button')}
            </Button>
          </Can>
          <PoImportButton />
          <ExportButton run={() => poLinesApi.exportExcel(filters)} />
        </>
      }
    >
      <TotalsBar
        label={t('totals.label')}
        loading={totals.isLoading}
        items={poTotalsItems(t, i18n.language, totals.data)}
      />
      <PagedTable<PoLineItem, PoLineSortField>
        query={list}
        paging={paging}
        onPaging={setPaging}
        columns={columns}
        onSort={(sort) => setFilters((current) => ({ ...current, ...sort }))}
      />
      {modals}
      <PurchaseOrderDrawer poId={openPo} onClose={() => setOpenPo(undefined)} />
      {creating > 0 && (
        <PurchaseOrderFormDrawer
          key={creating}
          open
          onClose={() => setCreating(0)}
          onCreated={(poId) => setOpenPo(poId)}
        />
      )}
    </ListPage>
  );
}
