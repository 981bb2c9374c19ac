import {
  amountReportOperations,
  formatQty,
  isAnySupplierUser,
  PRODUCT_CATEGORY_NAMES,
  type ShippedAmountRow,
  type ShippedAmountSplit,
} from '@lading/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, downloadFile } from '../../api/call';
import { usePermissions } from '../../auth/session';
import { ExportButton } from '../common/ExportButton';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { columnSort } from '../common/sorting';
import { useListQuery } from '../common/useListQuery';
import { countryName } from '../reference/common/format';
import { ReportPackButtons } from '../report-packs/ReportPackButtons';
import { AMOUNT_REPORTS_KEY, defaultAmountRange, usd } from './amount-report-format';
import { ShippedAmountChart, type AmountPick } from './ShippedAmountChart';
import { ShippedAmountFilters } from './ShippedAmountFilters';
import { ShippedAmountLinesDrawer, type AmountDrill } from './ShippedAmountLinesDrawer';

/**
 * /reportForms/shippingAmountReport — the value shipped in USD (each line of a shipped
 * container at its PO line's row total pro rata to the quantity shipped) by month of ATD,
 * destination, supplier and category: a stacked bar chart with its figures, the grouped
 * rows with their totals, the lines behind any figure. Kept alive.
 */
export default function ShippingAmountReportPage() {
  const { t, i18n } = useTranslation('amountReports');
  const language = i18n.language;
  const lang = language === 'zh' ? 'zh' : 'en';
  const { roles } = usePermissions();
  const defaults = useMemo(defaultAmountRange, []);
  const list = useListQuery(amountReportOperations.shippedAmounts, {
    key: [...AMOUNT_REPORTS_KEY, 'amounts'],
    defaults,
  });
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = list.unpaged;
  const [split, setSplit] = useState<ShippedAmountSplit>('destination');
  const summary = useQuery({
    queryKey: [...AMOUNT_REPORTS_KEY, 'summary', filters, split],
    queryFn: () =>
      call(amountReportOperations.shippedAmountSummary, { query: { ...filters, splitBy: split } }),
    placeholderData: keepPreviousData,
  });
  const [drill, setDrill] = useState<AmountDrill>();

  const pickFigure = ({ month, series }: AmountPick) =>
    setDrill({
      title: series
        ? `${t('amount.drillMonthTitle', { month })} · ${
            split === 'destination' ? countryName(series.key as never, language) : series.label
          }`
        : t('amount.drillMonthTitle', { month }),
      query: {
        ...filters,
        month,
        ...(series && split === 'destination'
          ? { destinationCountry: [series.key as never] }
          : series
            ? { supplierId: Number(series.key) }
            : {}),
      },
    });
  const pickRow = (row: ShippedAmountRow) =>
    setDrill({
      title: t('amount.drillTitle', {
        month: row.month,
        destination: countryName(row.destinationCountry, language),
        supplier: row.supplierCode,
        category: PRODUCT_CATEGORY_NAMES[row.category][lang],
      }),
      query: {
        ...filters,
        month: row.month,
        destinationCountry: [row.destinationCountry],
        supplierId: row.supplierId,
        category: [row.category],
      },
    });

  const sorted = (key: string) => ({ key, sorter: true, sortOrder: columnSort(list.query, key) });
  const columns: ColumnsType<ShippedAmountRow> = [
    { title: t('fields.month'), dataIndex: 'month', ...sorted('month') },
    {
      title: t('fields.destination'),
      dataIndex: 'destinationCountry',
      render: (code: ShippedAmountRow['destinationCountry']) => countryName(code, language),
      ...sorted('destination'),
    },
    {
      title: t('fields.supplier'),
      dataIndex: 'supplierCode',
      render: (code: string, row) => (
        <Flex vertical>
          <span>{code}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.supplierName}
          </Typography.Text>
        </Flex>
      ),
      ...sorted('supplierCode'),
    },
    {
      title: t('fields.category'),
      dataIndex: 'category',
      render: (category: ShippedAmountRow['category']) => PRODUCT_CATEGORY_NAMES[category][lang],
      ...sorted('category'),
    },
    {
      title: t('fields.containers'),
      dataIndex: 'containers',
      align: 'right',
      ...sorted('containers'),
    },
    { title: t('fields.lines'), dataIndex: 'lines', align: 'right' },
    {
      title: t('fields.qty'),
      dataIndex: 'qty',
      align: 'right',
      render: (qty: number) => formatQty(qty),
      ...sorted('qty'),
    },
    {
      title: t('fields.amount'),
      dataIndex: 'amountCents',
      align: 'right',
      render: (cents: number) => usd(cents, language),
      ...sorted('amount'),
    },
    {
      title: t('amount.drill'),
      key: 'drill',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          aria-label={`${t('amount.drill')}: ${row.month} ${row.destinationCountry} ${row.supplierCode} ${row.category}`}
          onClick={() => pickRow(row)}
        >
          {t('amount.drill')}
        </Button>
      ),
    },
  ];
  const totals = summary.data?.totals;

  return (
    <ListPage
      filters={
        <ShippedAmountFilters
          values={filters}
          onSearch={list.setFilters}
          supplierFilter={!isAnySupplierUser(roles)}
        />
      }
      toolbar={
        <Space>
          <ExportButton
            run={() =>
              downloadFile(amountReportOperations.exportShippedAmounts, { query: list.unpaged })
            }
          />
          <ReportPackButtons
            report="shippingAmountReport"
            filters={{ ...filters, splitBy: split }}
          />
        </Space>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('amount.rule')}</Typography.Text>
        {summary.data && (
          <ShippedAmountChart
            summary={summary.data}
            split={split}
            onSplit={setSplit}
            onPick={pickFigure}
          />
        )}
        <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
          {t('amount.tableTitle')}
        </Typography.Title>
        <PagedTable<ShippedAmountRow>
          list={list}
          locale={{ emptyText: t('amount.empty') }}
          columns={columns}
          summary={() =>
            totals ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  <strong>{t('amount.total')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {totals.containers}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  {totals.lines}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  {formatQty(totals.qty)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} align="right">
                  <strong data-testid="amount-total">{usd(totals.amountCents, language)}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={8} />
              </Table.Summary.Row>
            ) : null
          }
        />
      </Flex>
      <ShippedAmountLinesDrawer drill={drill} onClose={() => setDrill(undefined)} />
    </ListPage>
  );
}
