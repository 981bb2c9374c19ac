import {
  formatCbm,
  type SeaReportItem,
  type SeaReportSortField,
  type SortOrder,
} from '@lading/shared';
import { Flex, Tag, Tooltip, Typography, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { columnSort } from '../common/sorting';
import { destinationName, nowrap, supplierCodes } from './transit-report-format';

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text}
  </Typography.Text>
);

/** A value over a second one (ETD over first ETD…), '—' for none. */
const pair = (first: string | null, second: string | null) => (
  <Flex vertical style={nowrap}>
    <span>{first || '—'}</span>
    {secondary(second || '—')}
  </Flex>
);

/** The sea report's columns; the sortable ones follow the list's (server) sort. */
export function seaReportColumns(
  t: TFunction<'transitReports'>,
  language: string,
  sort: { sortBy?: SeaReportSortField | undefined; sortOrder?: SortOrder | undefined },
): TableColumnType<SeaReportItem>[] {
  const sortable = (key: SeaReportSortField) => ({
    key,
    sorter: true,
    sortOrder: columnSort(sort, key) ?? null,
  });
  return [
    {
      title: t('fields.shipmentNo'),
      dataIndex: 'shipmentNo',
      ...sortable('shipmentNo'),
      render: (shipmentNo: string | null, row) => (
        <Flex vertical style={nowrap}>
          <span>{shipmentNo ?? '—'}</span>
          {secondary(`${row.containerNo ?? '—'} · ${row.containerType}`)}
        </Flex>
      ),
    },
    {
      title: t('fields.suppliers'),
      dataIndex: 'suppliers',
      render: (suppliers: SeaReportItem['suppliers']) => (
        <Tooltip title={suppliers.map((s) => `${s.code} ${s.name}`).join('\n')}>
          <span style={nowrap}>{supplierCodes(suppliers) || '—'}</span>
        </Tooltip>
      ),
    },
    { title: t('fields.loadingPoint'), dataIndex: 'loadingPointName' },
    {
      title: t('fields.polPod'),
      key: 'route',
      render: (_, row) => pair(row.pol, row.pod),
    },
    {
      title: t('fields.destination'),
      dataIndex: 'destinationCountry',
      render: (country: SeaReportItem['destinationCountry']) => destinationName(country, language),
    },
    {
      title: t('fields.shippingLine'),
      dataIndex: 'shippingLineName',
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('fields.vesselVoyage'),
      key: 'vessel',
      render: (_, row) => pair(row.vessel, row.voyage),
    },
    { title: t('fields.etdFirst'), key: 'etd', render: (_, row) => pair(row.etd, row.firstEtd) },
    {
      title: t('fields.atd'),
      dataIndex: 'atd',
      ...sortable('atd'),
      render: (atd: string) => <span style={nowrap}>{atd}</span>,
    },
    {
      title: t('fields.etaFirst'),
      dataIndex: 'eta',
      ...sortable('eta'),
      render: (_, row) => pair(row.eta, row.firstEta),
    },
    {
      title: t('fields.daysAtSea'),
      dataIndex: 'daysAtSea',
      align: 'right',
      ...sortable('daysAtSea'),
    },
    {
      title: t('fields.transitDays'),
      dataIndex: 'transitDays',
      align: 'right',
      render: (days: number | null) =>
        days ?? <Tooltip title={t('flags.noTransitTime')}>—</Tooltip>,
    },
    {
      title: t('fields.expectedArrival'),
      dataIndex: 'expectedArrival',
      ...sortable('expectedArrival'),
      render: (day: string | null) => <span style={nowrap}>{day ?? '—'}</span>,
    },
    {
      title: t('fields.delta4'),
      dataIndex: 'delta4',
      align: 'right',
      ...sortable('delta4'),
      render: (days: number | null) => (days === null ? '—' : days > 0 ? `+${days}` : days),
    },
    {
      title: t('fields.late'),
      dataIndex: 'late',
      render: (late: boolean) =>
        late ? (
          <Tag color="error">{t('flags.late')}</Tag>
        ) : (
          <Tag color="success">{t('flags.onTime')}</Tag>
        ),
    },
    {
      title: t('fields.cbm'),
      dataIndex: 'cbm',
      align: 'right',
      render: (cbm: number) => formatCbm(cbm),
    },
  ];
}
