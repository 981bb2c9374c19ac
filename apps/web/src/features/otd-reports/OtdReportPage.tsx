import {
  isAnySupplierUser,
  otdReportOperations,
  type OtdLineItem,
  type OtdFilters as OtdFilterValues,
} from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Space, Statistic, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, downloadFile } from '../../api/call';
import { usePermissions } from '../../auth/session';
import { EChart } from '../charts/EChart';
import { ExportButton } from '../common/ExportButton';
import { PagedTable } from '../common/PagedTable';
import { useListQuery } from '../common/useListQuery';
import { ReportPackButtons } from '../report-packs/ReportPackButtons';
import { OtdFilters, type OtdSearch } from './OtdFilters';
import { OtdGroupTables, OtdReasonTable } from './OtdGroupTables';
import { OtdToleranceSetting, useReportSettings } from './OtdToleranceSetting';
import { supplierOption, trendOption } from './otd-charts';
import { OTD_REPORTS_KEY, rateText, reasonName } from './report-format';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * /reportForms/OTD — on-time delivery of received PO lines (receiving date ≤ RDD +
 * tolerance, the company's setting unless the filter names one): the rate by count and by
 * pieces, by month (trend), supplier, destination and category, the top delay reasons, and
 * the late lines behind them. Kept alive; the view (filters, lines page) lives in the URL.
 */
export default function OtdReportPage() {
  const { t, i18n } = useTranslation('otdReports');
  const { roles } = usePermissions();
  const lines = useListQuery(otdReportOperations.otdLines, {
    key: [...OTD_REPORTS_KEY, 'otd-lines'],
    defaults: { late: 1 },
  });
  const { query } = lines;
  const filters: OtdFilterValues = {
    receivedFrom: query.receivedFrom,
    receivedTo: query.receivedTo,
    supplierId: query.supplierId,
    destination: query.destination,
    category: query.category,
    toleranceDays: query.toleranceDays,
  };
  const report = useQuery({
    queryKey: [...OTD_REPORTS_KEY, 'otd', filters],
    queryFn: () => call(otdReportOperations.otd, { query: filters }),
  });
  const data = report.data;
  const companyTolerance = useReportSettings().data?.otdToleranceDays;
  const noData = t('noData');
  const search = (change: OtdSearch & { month?: string | undefined; late?: number }) =>
    lines.setFilters({ ...filters, late: query.late, month: query.month, ...change });
  const late = query.late === 1;

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <OtdFilters
          values={filters}
          onSearch={(values) => lines.setFilters({ ...values, late: query.late })}
          supplierFilter={!isAnySupplierUser(roles)}
          companyTolerance={companyTolerance}
        />
      </Card>
      <Card size="small">
        <Flex role="region" aria-label={t('otd.headline')} gap={32} wrap align="end">
          <Statistic
            title={t('fields.rate')}
            value={rateText(data?.totals.rate, noData)}
            loading={!data}
          />
          <Statistic
            title={t('fields.qtyRate')}
            value={rateText(data?.totals.qtyRate, noData)}
            loading={!data}
          />
          <Statistic
            title={t('fields.delivered')}
            value={data?.totals.delivered ?? 0}
            loading={!data}
          />
          <Statistic
            title={t('fields.late')}
            value={data ? data.totals.delivered - data.totals.onTime : 0}
            loading={!data}
          />
          <Statistic
            title={t('fields.avgDaysLate')}
            value={data?.totals.avgDaysLate ?? '—'}
            loading={!data}
          />
          {data && (
            <Typography.Text type="secondary">
              {t('otd.range', {
                from: data.receivedFrom,
                to: data.receivedTo,
                days: data.toleranceDays,
              })}
            </Typography.Text>
          )}
          <OtdToleranceSetting current={companyTolerance} />
        </Flex>
      </Card>
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card
              size="small"
              title={
                <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                  {t('otd.trendTitle')}
                </Typography.Title>
              }
            >
              <EChart
                label={t('otd.trendChart')}
                option={trendOption(data, { lines: t('fields.rate'), pieces: t('fields.qtyRate') })}
                onItemClick={({ dataIndex }) => search({ month: data.byMonth[dataIndex]?.month })}
              />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card
              size="small"
              title={
                <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                  {t('otd.bySupplier')}
                </Typography.Title>
              }
            >
              <EChart
                label={t('otd.supplierChart')}
                option={supplierOption(data, t('fields.rate'))}
                onItemClick={({ dataIndex }) =>
                  search({ supplierId: data.bySupplier[dataIndex]?.supplierId })
                }
              />
            </Card>
          </Col>
          <Col xs={24} xl={16}>
            <Card size="small">
              <OtdGroupTables report={data} onPick={(pick) => search(pick)} />
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <Card
              size="small"
              title={
                <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                  {t('otd.reasonsTitle')}
                </Typography.Title>
              }
            >
              <OtdReasonTable report={data} />
            </Card>
          </Col>
        </Row>
      )}
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {late ? t('otd.lateTitle') : t('otd.allTitle')}
            {query.month ? ` · ${query.month}` : ''}
          </Typography.Title>
        }
        extra={
          <Space>
            <Space size={4}>
              <Switch
                id="otd-late-only"
                size="small"
                checked={late}
                onChange={(checked) => search({ late: checked ? 1 : 0 })}
              />
              <label htmlFor="otd-late-only">{t('otd.showLate')}</label>
            </Space>
            <ExportButton
              run={() => downloadFile(otdReportOperations.exportOtdLines, { query: lines.unpaged })}
            />
            <ReportPackButtons report="otd" filters={filters} />
          </Space>
        }
      >
        <PagedTable<OtdLineItem>
          list={lines}
          locale={{ emptyText: t('otd.linesEmpty') }}
          columns={[
            {
              title: t('fields.poLine'),
              dataIndex: 'poNumber',
              key: 'poNumber',
              sorter: true,
              render: (po: string, row) => <span style={nowrap}>{`${po} / ${row.lineNo}`}</span>,
            },
            {
              title: t('fields.supplier'),
              dataIndex: 'supplierCode',
              key: 'supplierCode',
              sorter: true,
              render: (code: string, row) => `${code} ${row.supplierName}`,
            },
            {
              title: t('fields.product'),
              dataIndex: 'productCode',
              render: (code: string, row) => `${code} ${row.productName}`,
            },
            { title: t('fields.qty'), dataIndex: 'qty', align: 'right' },
            {
              title: t('fields.rdd'),
              dataIndex: 'rdd',
              key: 'rdd',
              sorter: true,
              render: (d: string) => <span style={nowrap}>{d}</span>,
            },
            {
              title: t('fields.receivingDate'),
              dataIndex: 'receivingDate',
              key: 'receivingDate',
              sorter: true,
              render: (d: string) => <span style={nowrap}>{d}</span>,
            },
            {
              title: t('fields.daysLate'),
              dataIndex: 'daysLate',
              key: 'daysLate',
              sorter: true,
              align: 'right',
            },
            {
              title: t('fields.reasons'),
              dataIndex: 'reasons',
              // the code per delta; its name and note on hover (the reasons table names the codes)
              render: (reasons: OtdLineItem['reasons']) =>
                reasons.length ? (
                  <Flex vertical style={nowrap}>
                    {reasons.map((r) => (
                      <span
                        key={r.delta}
                        title={`${reasonName(r, i18n.language)}${r.note ? ` (${r.note})` : ''}`}
                      >
                        {`${t(`deltas.${r.delta}` as 'deltas.1')} · ${r.code}`}
                      </span>
                    ))}
                  </Flex>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
