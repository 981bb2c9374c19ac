import {
  CONTAINER_STATUS_NAMES,
  formatCbm,
  formatLoadKg,
  isAnySupplierUser,
  otdReportOperations,
  UTILIZATION_BANDS,
  UTILIZATION_MEASURES,
  type UtilizationBand,
  type UtilizationContainerItem,
  type UtilizationMeasure,
  type UtilizationFilters as UtilizationFilterValues,
} from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Segmented, Space, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, downloadFile } from '../../api/call';
import { usePermissions } from '../../auth/session';
import { EChart } from '../charts/EChart';
import { BAND_COLORS } from '../charts/chart-colors';
import { ExportButton } from '../common/ExportButton';
import { PagedTable } from '../common/PagedTable';
import { useListQuery } from '../common/useListQuery';
import { ReportPackButtons } from '../report-packs/ReportPackButtons';
import { UtilizationFilters } from './UtilizationFilters';
import { UtilizationTables, type UtilizationPick } from './UtilizationTables';
import { bandsOption } from './utilization-chart';
import { OTD_REPORTS_KEY, destinationName, rateText } from './report-format';

const nowrap = { whiteSpace: 'nowrap' } as const;
const heading = { fontSize: 16, margin: 0 } as const;
const TAG = { above95: BAND_COLORS.high, from90to95: BAND_COLORS.mid, below90: BAND_COLORS.low };

/**
 * /reportForms/utilization — shipped and planned containers (Unshipped … Received) in the
 * spec §9 bands (> 95 %, 90–95 %, < 90 %) by CBM or by weight: by month of ETD (stacked
 * chart), loading point, destination and type, and the containers behind a band. Kept alive.
 */
export default function UtilizationReportPage() {
  const { t, i18n } = useTranslation('otdReports');
  const { can, roles } = usePermissions();
  const containers = useListQuery(otdReportOperations.utilizationContainers, {
    key: [...OTD_REPORTS_KEY, 'utilization-containers'],
  });
  const { query } = containers;
  const filters: UtilizationFilterValues = {
    etdFrom: query.etdFrom,
    etdTo: query.etdTo,
    loadingPointId: query.loadingPointId,
    destination: query.destination,
    containerType: query.containerType,
    supplierId: query.supplierId,
  };
  const report = useQuery({
    queryKey: [...OTD_REPORTS_KEY, 'utilization', filters],
    queryFn: () => call(otdReportOperations.utilization, { query: filters }),
  });
  const data = report.data;
  const measure = query.measure;
  const bandName = (band: UtilizationBand) => t(`bands.${band}`);
  const pick = (change: UtilizationPick & { measure?: UtilizationMeasure }) =>
    containers.setFilters({
      ...filters,
      measure,
      band: query.band,
      month: query.month,
      ...change,
    });
  const band = (value: UtilizationBand) => <Tag color={TAG[value]}>{bandName(value)}</Tag>;

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <UtilizationFilters
          values={filters}
          onSearch={(values) => containers.setFilters({ ...values, measure })}
          supplierFilter={!isAnySupplierUser(roles)}
          loadingPointFilter={can('reference.read')}
        />
      </Card>
      <Card size="small">
        <Flex role="region" aria-label={t('utilization.headline')} gap={32} wrap align="end">
          <Statistic
            title={t('fields.containers')}
            value={data?.totals.containers ?? 0}
            loading={!data}
          />
          {UTILIZATION_MEASURES.flatMap((m) => [
            <Statistic
              key={`${m}-avg`}
              title={m === 'cbm' ? t('fields.avgCbmPct') : t('fields.avgWeightPct')}
              value={rateText(
                m === 'cbm' ? data?.totals.avgCbmPct : data?.totals.avgWeightPct,
                t('noData'),
              )}
              loading={!data}
            />,
          ])}
          {data && (
            <Typography.Text type="secondary">
              {t('utilization.summary', {
                count: data.totals.containers,
                from: data.etdFrom,
                to: data.etdTo,
              })}
            </Typography.Text>
          )}
        </Flex>
      </Card>
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={heading}>
            {t('utilization.bandsTitle')}
          </Typography.Title>
        }
        extra={
          <Segmented<UtilizationMeasure>
            aria-label={t('fields.measure')}
            value={measure}
            options={UTILIZATION_MEASURES.map((value) => ({
              value,
              label: t(`measures.${value}`),
            }))}
            onChange={(value) => pick({ measure: value })}
          />
        }
      >
        {data && (
          <Flex vertical gap={16}>
            <EChart
              label={t('utilization.bandsChart', { measure: t(`measures.${measure}`) })}
              option={bandsOption(data, measure, bandName)}
              onItemClick={({ seriesIndex, dataIndex }) =>
                pick({
                  month: data.byMonth[dataIndex]?.month,
                  band: UTILIZATION_BANDS[seriesIndex],
                })
              }
            />
            <UtilizationTables report={data} measure={measure} onPick={pick} />
          </Flex>
        )}
      </Card>
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={heading}>
            {t('utilization.containersTitle')}
            {query.month ? ` · ${query.month}` : ''}
            {query.band ? ` · ${t(`measures.${measure}`)} ${bandName(query.band)}` : ''}
          </Typography.Title>
        }
        extra={
          <Space>
            {(query.band || query.month) && (
              <Typography.Link onClick={() => pick({ band: undefined, month: undefined })}>
                {t('utilization.allBands')}
              </Typography.Link>
            )}
            <ExportButton
              run={() =>
                downloadFile(otdReportOperations.exportUtilizationContainers, {
                  query: containers.unpaged,
                })
              }
            />
            <ReportPackButtons report="utilization" filters={filters} />
          </Space>
        }
      >
        <PagedTable<UtilizationContainerItem>
          list={containers}
          locale={{ emptyText: t('utilization.containersEmpty') }}
          columns={[
            {
              title: t('fields.shipment'),
              dataIndex: 'shipmentNo',
              key: 'shipmentNo',
              sorter: true,
              render: (no: string | null, row) => (
                <Flex vertical style={nowrap}>
                  <span>{no ?? '—'}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.containerNo ?? '—'} · {row.containerType}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('fields.status'),
              dataIndex: 'status',
              render: (status: UtilizationContainerItem['status']) =>
                CONTAINER_STATUS_NAMES[status][i18n.language === 'zh' ? 'zh' : 'en'],
            },
            {
              title: t('fields.loadingPoint'),
              dataIndex: 'loadingPointName',
              key: 'loadingPoint',
              sorter: true,
            },
            {
              title: t('fields.destination'),
              dataIndex: 'destinationCountry',
              render: (country: UtilizationContainerItem['destinationCountry']) =>
                destinationName(country, i18n.language),
            },
            {
              title: t('fields.etd'),
              dataIndex: 'etd',
              key: 'etd',
              sorter: true,
              render: (d: string | null) => <span style={nowrap}>{d ?? '—'}</span>,
            },
            {
              title: t('fields.cbm'),
              dataIndex: 'cbm',
              align: 'right',
              render: (cbm: number, row) => (
                <span style={nowrap}>
                  {formatCbm(cbm)} / {formatCbm(row.usableCbm)}
                  <Typography.Text type="secondary">
                    {' '}
                    {row.actual ? t('fields.actual') : t('fields.planned')}
                  </Typography.Text>
                </span>
              ),
            },
            {
              title: t('fields.cbmPct'),
              dataIndex: 'cbmPct',
              key: 'cbmPct',
              sorter: true,
              align: 'right',
              render: (pct: number, row) => (
                <span style={nowrap}>
                  {pct.toFixed(1)} % {band(row.cbmBand)}
                </span>
              ),
            },
            {
              title: t('fields.weight'),
              dataIndex: 'grossKg',
              align: 'right',
              render: (kg: number, row) => (
                <span style={nowrap}>
                  {formatLoadKg(kg)} / {formatLoadKg(row.payloadKg)}
                </span>
              ),
            },
            {
              title: t('fields.weightPct'),
              dataIndex: 'weightPct',
              key: 'weightPct',
              sorter: true,
              align: 'right',
              render: (pct: number, row) => (
                <span style={nowrap}>
                  {pct.toFixed(1)} % {band(row.weightBand)}
                </span>
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
