import { PlusOutlined } from '@ant-design/icons';
import type { SoLineItem, SoLineSortField } from '@lading/shared';
import { Button, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../auth/Guards';
import { ListPage } from '../common/ListPage';
import { FIRST_PAGE, type Paging } from '../common/paging';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { SoImportButton } from './import/OrderImportButtons';
import { formatQty, formatUsd } from './order-format';
import { soLinesApi, type SoLineQuery } from './orders.api';
import { SalesOrderDrawer } from './SalesOrderDrawer';
import { SalesOrderFormDrawer } from './SalesOrderFormDrawer';
import { SoLineFilterForm, type SoLineSearch } from './SoLineFilterForm';
import { soLineColumns } from './so-line-columns';
import { columnSort } from '../common/sorting';
import { TotalsBar } from './TotalsBar';
import { SO_WRITE, useSoLineList, useSoLineTotals } from './useOrders';

/** /production/SOorder — the SO report: SO lines paged, filtered, sorted, totals, export. */
export default function SoReportPage() {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const [filters, setFilters] = useState<SoLineQuery>({});
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const list = useSoLineList({ ...filters, ...paging });
  const totals = useSoLineTotals(filters);
  const [openSo, setOpenSo] = useState<number>();
  const [creating, setCreating] = useState(0);

  const search = (next: SoLineSearch) => {
    setFilters((current) => ({ ...next, sortBy: current.sortBy, sortOrder: current.sortOrder }));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };
  const sorter = (key: SoLineSortField) => ({
    key,
    sorter: true,
    sortOrder: columnSort(filters, key) ?? null,
  });

  const soLine = soLineColumns(t, language);
  const columns: TableColumnsType<SoLineItem> = [
    {
      title: t('fields.soNumber'),
      dataIndex: 'soNumber',
      fixed: 'left',
      ...sorter('soNumber'),
      render: (soNumber: string, line) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => setOpenSo(line.soId)}
        >
          {soNumber}
        </Button>
      ),
    },
    { title: t('fields.lineNo'), dataIndex: 'lineNo', align: 'right', width: 64 },
    {
      title: t('fields.product'),
      dataIndex: 'productCode',
      ...sorter('product'),
      render: (code: string, line) => (
        <Typography.Text style={{ maxWidth: 220 }} ellipsis={{ tooltip: line.productName }}>
          {code} <Typography.Text type="secondary">{line.productName}</Typography.Text>
        </Typography.Text>
      ),
    },
    { title: t('fields.countryShort'), dataIndex: 'country', ...sorter('country') },
    { title: t('fields.postingDate'), dataIndex: 'postingDate', ...sorter('postingDate') },
    { title: t('fields.rdd'), dataIndex: 'rdd', ...sorter('rdd') },
    { ...soLine.qty, ...sorter('qty') },
    soLine.coveredQty,
    { ...soLine.rowTotalUsd, ...sorter('rowTotalUsdCents') },
  ];

  return (
    <ListPage
      filters={<SoLineFilterForm onSearch={search} />}
      toolbar={
        <>
          <Can resource={SO_WRITE}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating((n) => n + 1)}
            >
              {t('soForm.button')}
            </Button>
          </Can>
          <SoImportButton />
          <ExportButton run={() => soLinesApi.exportExcel(filters)} />
        </>
      }
    >
      <TotalsBar
        label={t('totals.label')}
        loading={totals.isLoading}
        items={[
          {
            key: 'lines',
            title: t('totals.lines'),
            value: formatQty(totals.data?.lineCount ?? 0, language),
          },
          { key: 'qty', title: t('fields.qty'), value: formatQty(totals.data?.qty ?? 0, language) },
          {
            key: 'usd',
            title: t('fields.rowTotalUsd'),
            value: formatUsd(totals.data?.rowTotalUsdCents ?? 0, language),
          },
        ]}
      />
      <PagedTable<SoLineItem, SoLineSortField>
        query={list}
        paging={paging}
        onPaging={setPaging}
        columns={columns}
        onSort={(sort) => setFilters((current) => ({ ...current, ...sort }))}
      />
      <SalesOrderDrawer soId={openSo} onClose={() => setOpenSo(undefined)} />
      {creating > 0 && (
        <SalesOrderFormDrawer
          key={creating}
          open
          onClose={() => setCreating(0)}
          onSaved={(soId) => setOpenSo(soId)}
        />
      )}
    </ListPage>
  );
}
