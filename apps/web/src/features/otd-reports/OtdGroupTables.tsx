import type { OtdFigures, OtdReport } from '@lading/shared';
import { Button, Table, Tabs, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { categoryName, destinationName, rateText, reasonName } from './report-format';
import type { OtdSearch } from './OtdFilters';

type Row = OtdFigures & { key: string; name: string; pick: OtdSearch & { month?: string } };

/**
 * The OTD figures by month, supplier, destination and category (a name narrows the report
 * and its lines to it), and the top delay reasons — the figures the charts draw, as text.
 */
export function OtdGroupTables(props: {
  report: OtdReport;
  onPick: (pick: OtdSearch & { month?: string }) => void;
}) {
  const { t, i18n } = useTranslation('otdReports');
  const { report } = props;
  const noData = t('noData');
  const language = i18n.language;
  const columns = (nameTitle: string): TableColumnsType<Row> => [
    {
      title: nameTitle,
      dataIndex: 'name',
      render: (name: string, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => props.onPick(row.pick)}
        >
          {name}
        </Button>
      ),
    },
    { title: t('fields.delivered'), dataIndex: 'delivered', align: 'right' },
    { title: t('fields.onTime'), dataIndex: 'onTime', align: 'right' },
    {
      title: t('fields.rate'),
      dataIndex: 'rate',
      align: 'right',
      render: (rate: number | null) => rateText(rate, noData),
    },
    { title: t('fields.deliveredQty'), dataIndex: 'deliveredQty', align: 'right' },
    {
      title: t('fields.qtyRate'),
      dataIndex: 'qtyRate',
      align: 'right',
      render: (rate: number | null) => rateText(rate, noData),
    },
    {
      title: t('fields.avgDaysLate'),
      dataIndex: 'avgDaysLate',
      align: 'right',
      render: (days: number | null) => days ?? '—',
    },
  ];
  const table = (title: string, rows: Row[]) => (
    <Table<Row>
      size="small"
      rowKey="key"
      pagination={false}
      columns={columns(title)}
      dataSource={rows}
    />
  );
  const tabs = [
    {
      key: 'month',
      label: t('otd.byMonth'),
      children: table(
        t('fields.month'),
        report.byMonth.map((m) => ({
          ...m,
          key: m.month,
          name: m.month,
          pick: { month: m.month },
        })),
      ),
    },
    {
      key: 'supplier',
      label: t('otd.bySupplier'),
      children: table(
        t('fields.supplier'),
        report.bySupplier.map((s) => ({
          ...s,
          key: String(s.supplierId),
          name: `${s.supplierCode} ${s.supplierName}`,
          pick: { supplierId: s.supplierId },
        })),
      ),
    },
    {
      key: 'destination',
      label: t('otd.byDestination'),
      children: table(
        t('fields.destination'),
        report.byDestination.map((d) => ({
          ...d,
          key: d.destination,
          name: destinationName(d.destination, language),
          pick: { destination: d.destination },
        })),
      ),
    },
    {
      key: 'category',
      label: t('otd.byCategory'),
      children: table(
        t('fields.category'),
        report.byCategory.map((c) => ({
          ...c,
          key: c.category,
          name: categoryName(c.category, language),
          pick: { category: c.category },
        })),
      ),
    },
  ];
  return <Tabs items={tabs} />;
}

/** The most cited delay reasons of the late lines. */
export function OtdReasonTable({ report }: { report: OtdReport }) {
  const { t, i18n } = useTranslation('otdReports');
  return (
    <Table
      size="small"
      rowKey="reasonId"
      pagination={false}
      dataSource={report.reasons}
      locale={{ emptyText: t('otd.reasonsEmpty') }}
      columns={[
        {
          title: t('fields.reason'),
          dataIndex: 'code',
          render: (_: string, row) => reasonName(row, i18n.language),
        },
        { title: t('fields.reasonLines'), dataIndex: 'lines', align: 'right' },
        {
          title: t('fields.reasonDays'),
          dataIndex: 'days',
          align: 'right',
          render: (days: number | null) => days ?? '—',
        },
      ]}
    />
  );
}
