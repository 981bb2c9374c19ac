import {
  CONTAINER_STATUS_NAMES,
  formatCbm,
  formatKg,
  type LoadingPlanBasis,
  type LoadingPlanItem,
  type LoadingPlanSortField,
  type SortOrder,
} from '@lading/shared';
import { Flex, Tag, Tooltip, Typography, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { columnSort } from '../common/sorting';
import { destinationName, nowrap, supplierCodes } from './transit-report-format';

/** The loading plan's columns; the sortable ones follow the list's (server) sort. */
export function loadingPlanColumns(
  t: TFunction<'transitReports'>,
  language: string,
  sort: { sortBy?: LoadingPlanSortField | undefined; sortOrder?: SortOrder | undefined },
  basis: LoadingPlanBasis,
): TableColumnType<LoadingPlanItem>[] {
  const lang = language === 'zh' ? 'zh' : 'en';
  const sortable = (key: LoadingPlanSortField) => ({
    key,
    sorter: true,
    sortOrder: columnSort(sort, key) ?? null,
  });
  return [
    {
      title: t(`basis.${basis}`),
      dataIndex: 'planDate',
      ...sortable('planDate'),
      render: (day: string | null, row) => (
        <Flex vertical style={nowrap}>
          <span>{day ?? '—'}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.week ?? t('plan.noDate')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('fields.shipmentNo'),
      dataIndex: 'shipmentNo',
      ...sortable('shipmentNo'),
      render: (shipmentNo: string | null, row) => (
        <Flex vertical style={nowrap}>
          <span>{shipmentNo ?? '—'}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.containerNo ?? '—'} · {row.containerType}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      render: (status: LoadingPlanItem['status']) => CONTAINER_STATUS_NAMES[status][lang],
    },
    {
      title: t('fields.suppliers'),
      dataIndex: 'suppliers',
      render: (suppliers: LoadingPlanItem['suppliers']) => (
        <Tooltip title={suppliers.map((s) => `${s.code} ${s.name}`).join('\n')}>
          <span style={nowrap}>{supplierCodes(suppliers) || '—'}</span>
        </Tooltip>
      ),
    },
    { title: t('fields.loadingPoint'), dataIndex: 'loadingPointName', ...sortable('loadingPoint') },
    {
      title: t('fields.destination'),
      dataIndex: 'destinationCountry',
      render: (country: LoadingPlanItem['destinationCountry']) =>
        destinationName(country, language),
    },
    {
      title: t(basis === 'readyDate' ? 'fields.loadingDate' : 'fields.readyDate'),
      key: 'otherDate',
      render: (_, row) => (basis === 'readyDate' ? row.loadingDate : row.readyDate) ?? '—',
    },
    {
      title: t('fields.etd'),
      dataIndex: 'etd',
      ...sortable('etd'),
      render: (etd: string | null) => <span style={nowrap}>{etd ?? '—'}</span>,
    },
    {
      title: t('fields.cbm'),
      dataIndex: 'cbm',
      align: 'right',
      render: (v: number) => formatCbm(v),
    },
    {
      title: t('fields.grossKg'),
      dataIndex: 'grossKg',
      align: 'right',
      render: (v: number) => formatKg(v),
    },
    {
      title: t('fields.readiness'),
      dataIndex: 'ready',
      render: (ready: boolean, row) => (
        <Flex vertical gap={2} style={nowrap}>
          <span>
            <Tag color={ready ? 'success' : 'warning'}>
              {t(ready ? 'flags.ready' : 'flags.notReady')}
            </Tag>
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[
              t('plan.linesState', { approved: row.approvedLines, lines: row.lines }),
              row.pendingLines ? t('plan.pendingCount', { count: row.pendingLines }) : '',
              row.rejectedLines ? t('plan.rejectedCount', { count: row.rejectedLines }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        </Flex>
      ),
    },
  ];
}
