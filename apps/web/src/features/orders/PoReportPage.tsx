import { PlusOutlined } from '@ant-design/icons';
import { purchaseOrderOperations as po, type PoLineItem } from '@lading/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { Can } from '../../auth/Guards';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { PoImportButton } from './import/OrderImportButtons';
import { PoLineFilterForm } from './PoLineFilterForm';
import { poLineColumns, poTotalsItems } from './po-line-columns';
import { PurchaseOrderDrawer } from './PurchaseOrderDrawer';
import { PurchaseOrderFormDrawer } from './PurchaseOrderFormDrawer';
import { TotalsBar } from './TotalsBar';
import { usePoLineActions } from './usePoLineActions';
import { PO_KEY, PO_WRITE, usePoLineTotals } from './useOrders';
import { useListQuery } from '../common/useListQuery';

/**
 * /production/order — the PO report: every PO line, server-paged, filtered and sorted,
 * with totals of all matching lines, export, PO detail, new PO, line changes and a line's
 * containers (its planned/shipped cell or its row menu).
 */
export default function PoReportPage() {
  const { t, i18n } = useTranslation('orders');
  const list = useListQuery(po.listLines, { key: [...PO_KEY, 'lines'] });
  const totals = usePoLineTotals(list.unpaged);
  const [openPo, setOpenPo] = useState<number>();
  const [creating, setCreating] = useState(0);
  const { actions, modals, openContainers } = usePoLineActions();

  const columns = [
    ...poLineColumns<PoLineItem>({
      t,
      language: i18n.language,
      sort: list.query,
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
      filters={<PoLineFilterForm riskBuy values={list.unpaged} onSearch={list.setFilters} />}
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
          <ExportButton run={() => downloadFile(po.exportLines, { query: list.unpaged })} />
        </>
      }
    >
      <TotalsBar
        label={t('totals.label')}
        loading={totals.isLoading}
        items={poTotalsItems(t, i18n.language, totals.data)}
      />
      <PagedTable<PoLineItem> list={list} columns={columns} />
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
