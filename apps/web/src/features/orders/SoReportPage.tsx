import { PlusOutlined } from '@ant-design/icons';
import {
  salesOrderOperations as so,
  type SoLineItem,
  type SoLineSortField,
  formatQty,
} from '@lading/shared';
import { Button, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { Can } from '../../auth/Guards';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { SoImportButton } from './import/OrderImportButtons';
import { formatUsd } from './order-format';
import { SalesOrderDrawer } from './SalesOrderDrawer';
import { SalesOrderFormDrawer } from './SalesOrderFormDrawer';
import { SoLineFilterForm } from './SoLineFilterForm';
import { soLineColumns } from './so-line-columns';
import { columnSort } from '../common/sorting';
import { TotalsBar } from './TotalsBar';
import { SO_KEY, SO_WRITE, useSoLineTotals } from './useOrders';
import { useListQuery } from '../common/useListQuery';

/** /production/SOorder — the SO report: SO lines paged, filtered, sorted, totals, export. */
export default function SoReportPage() {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const list = useListQuery(so.listLines, { key: [...SO_KEY, 'lines'] });
  const totals = useSoLineTotals(list.unpaged);
  const [openSo, setOpenSo] = useState<number>();
  const [creating, setCreating] = useState(0);

  const sorter = (key: SoLineSortField) => ({
    key,
    sorter: true,
    sortOrder: columnSort(list.query, key),
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
      filters={<SoLineFilterForm values={list.unpaged} onSearch={list.setFilters} />}
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
          <ExportButton run={() => downloadFile(so.exportLines, { query: list.unpaged })} />
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
            value: formatQty(totals.data?.lineCount ?? 0),
          },
          { key: 'qty', title: t('fields.qty'), value: formatQty(totals.data?.qty ?? 0) },
          {
            key: 'usd',
            title: t('fields.rowTotalUsd'),
            value: formatUsd(totals.data?.rowTotalUsdCents ?? 0, language),
          },
        ]}
      />
      <PagedTable<SoLineItem> list={list} columns={columns} />
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
