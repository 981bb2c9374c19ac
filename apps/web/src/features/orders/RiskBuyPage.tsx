import { LinkOutlined } from '@ant-design/icons';
import type { PoLineSortField, RiskBuyItem } from '@lading/shared';
import { Button, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../common/ListPage';
import { FIRST_PAGE, type Paging } from '../common/paging';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { actionsColumn } from '../common/RowActions';
import { PoLineFilterForm, type PoLineSearch } from './PoLineFilterForm';
import { poLineColumns } from './po-line-columns';
import { PurchaseOrderDrawer } from './PurchaseOrderDrawer';
import { poLinesApi, type PoLineQuery } from './orders.api';
import { formatQty } from './order-format';
import { usePoLineActions } from './usePoLineActions';
import { useRiskBuyList } from './useOrders';

/**
 * /stock/riskbuyPo — PO lines bought without a sales order: their open, planned, shipped
 * and plannable quantities, line status and stock state; linking one to an SO line takes
 * it off the list.
 */
export default function RiskBuyPage() {
  const { t, i18n } = useTranslation('orders');
  const [filters, setFilters] = useState<PoLineQuery>({});
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [openPo, setOpenPo] = useState<number>();
  const list = useRiskBuyList({ ...filters, ...paging });
  const { canLink, openSoLink, modals } = usePoLineActions();

  const search = (next: PoLineSearch) => {
    setFilters((current) => ({ ...next, sortBy: current.sortBy, sortOrder: current.sortOrder }));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  const columns = [
    ...poLineColumns<RiskBuyItem>({
      t,
      language: i18n.language,
      sort: filters,
      plannable: true,
      riskBuyTag: false,
      onOpenPo: (line) => setOpenPo(line.poId),
    }),
    {
      title: t('fields.stock'),
      key: 'stock',
      render: (_: unknown, line: RiskBuyItem) =>
        line.stockQty === null ? (
          <Typography.Text type="secondary">{t(`stockState.${line.stockState}`)}</Typography.Text>
        ) : (
          <Tag>{formatQty(line.stockQty, i18n.language)}</Tag>
        ),
    },
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
      filters={<PoLineFilterForm onSearch={search} />}
      toolbar={<ExportButton run={() => poLinesApi.exportRiskBuy(filters)} />}
    >
      <PagedTable<RiskBuyItem, PoLineSortField>
        query={list}
        paging={paging}
        onPaging={setPaging}
        columns={columns}
        onSort={(sort) => setFilters((current) => ({ ...current, ...sort }))}
      />
      {modals}
      <PurchaseOrderDrawer poId={openPo} onClose={() => setOpenPo(undefined)} />
    </ListPage>
  );
}
