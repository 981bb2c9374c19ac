import { LinkOutlined } from '@ant-design/icons';
import { purchaseOrderOperations as po, RISK_BUY_COLUMNS, type RiskBuyItem } from '@lading/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { actionsColumn } from '../common/RowActions';
import { listTableColumns } from '../common/list-table-columns';
import { PoLineFilterForm } from './PoLineFilterForm';
import { poLineColumns } from './po-line-columns';
import { PurchaseOrderDrawer } from './PurchaseOrderDrawer';
import { usePoLineActions } from './usePoLineActions';
import { PO_KEY } from './useOrders';
import { useListQuery } from '../common/useListQuery';

/**
 * /stock/riskbuyPo — PO lines bought without a sales order: their open, planned, shipped
 * and plannable quantities, line status and what is on hand of them (issue 16); linking one
 * to an SO line takes it off the list.
 */
export default function RiskBuyPage() {
  const { t, i18n } = useTranslation('orders');
  const [openPo, setOpenPo] = useState<number>();
  const list = useListQuery(po.riskBuy, { key: [...PO_KEY, 'riskBuy'] });
  const { canLink, openSoLink, modals } = usePoLineActions();

  const columns = [
    ...poLineColumns<RiskBuyItem>({
      t,
      language: i18n.language,
      sort: list.query,
      plannable: true,
      riskBuyTag: false,
      onOpenPo: (line) => setOpenPo(line.poId),
    }),
    ...listTableColumns(RISK_BUY_COLUMNS, t, i18n.language, { keys: ['stock'] }),
    ...actionsColumn<RiskBuyItem>({
      show: canLink,
      title: t('operationsShort'),
      fixed: true,
      render: (line) => (
        <Button size="small" type="link" icon={<LinkOutlined />} onClick={() => openSoLink(line)}>
          {t('soLink.action')}
        </Button>
      ),
    }),
  ];

  return (
    <ListPage
      filters={<PoLineFilterForm values={list.unpaged} onSearch={list.setFilters} />}
      toolbar={<ExportButton run={() => downloadFile(po.exportRiskBuy, { query: list.unpaged })} />}
    >
      <PagedTable<RiskBuyItem> list={list} columns={columns} />
      {modals}
      <PurchaseOrderDrawer poId={openPo} onClose={() => setOpenPo(undefined)} />
    </ListPage>
  );
}
