import {
  UTILIZATION_BANDS,
  type UtilizationBand,
  type UtilizationFigures,
  type UtilizationMeasure,
  type UtilizationReport,
} from '@lading/shared';
import { Button, Table, Tabs, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { destinationName, rateText } from './report-format';
import type { UtilizationSearch } from './UtilizationFilters';

export type UtilizationPick = UtilizationSearch & { month?: string; band?: UtilizationBand };
type Row = UtilizationFigures & { key: string; name: string; pick: UtilizationPick };

/**
 * Band counts by month, loading point, destination and type for the chosen measure; a
 * count opens the containers of that band and group, a name narrows to the group.
 */
export function UtilizationTables(props: {
  report: UtilizationReport;
  measure: UtilizationMeasure;
  onPick: (pick: UtilizationPick) => void;
}) {
  const { t, i18n } = useTranslation('otdReports');
  const { report, measure } = props;
  const link = (text: string | number, pick: UtilizationPick, label?: string) => (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      aria-label={label}
      onClick={() => props.onPick(pick)}
    >
      {text}
    </Button>
  );
  const columns = (title: string): TableColumnsType<Row> => [
    { title, dataIndex: 'name', render: (name: string, row) => link(name, row.pick) },
    { title: t('fields.containers'), dataIndex: 'containers', align: 'right' },
    ...UTILIZATION_BANDS.map((band) => ({
      title: t(`bands.${band}`),
      key: band,
      align: 'right' as const,
      render: (_: unknown, row: Row) => {
        const count = row[measure][band];
        return count
          ? link(count, { ...row.pick, band }, `${row.name} ${t(`bands.${band}`)}: ${count}`)
          : 0;
      },
    })),
    {
      title: t('fields.avgCbmPct'),
      dataIndex: 'avgCbmPct',
      align: 'right',
      render: (pct: number | null) => rateText(pct, '—'),
    },
    {
      title: t('fields.avgWeightPct'),
      dataIndex: 'avgWeightPct',
      align: 'right',
      render: (pct: number | null) => rateText(pct, '—'),
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
  return (
    <Tabs
      items={[
        {
          key: 'month',
          label: t('utilization.byMonth'),
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
          key: 'point',
          label: t('utilization.byLoadingPoint'),
          children: table(
            t('fields.loadingPoint'),
            report.byLoadingPoint.map((p) => ({
              ...p,
              key: String(p.loadingPointId),
              name: p.loadingPointName,
              pick: { loadingPointId: p.loadingPointId },
            })),
          ),
        },
        {
          key: 'destination',
          label: t('utilization.byDestination'),
          children: table(
            t('fields.destination'),
            report.byDestination.map((d) => ({
              ...d,
              key: d.destination,
              name: destinationName(d.destination, i18n.language),
              pick: { destination: d.destination },
            })),
          ),
        },
        {
          key: 'type',
          label: t('utilization.byContainerType'),
          children: table(
            t('fields.containerType'),
            report.byContainerType.map((c) => ({
              ...c,
              key: c.containerType,
              name: c.containerType,
              pick: { containerType: c.containerType },
            })),
          ),
        },
      ]}
    />
  );
}
