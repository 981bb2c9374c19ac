import type { ContainerItem } from '@lading/shared';
import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDeltaDays, formatTransitDays } from './tracking-format';

/**
 * A container's tracking record, read only (the container drawer's tab): milestones, route,
 * BL and tracking numbers, actuals and transit times, and Δ1–Δ5 with their reasons.
 */
export function ContainerTrackingDetails(props: { container: ContainerItem }) {
  const { t, i18n } = useTranslation('tracking');
  const zh = i18n.language === 'zh';
  const c = props.container;
  const value = (text: string | number | null) => (text === null || text === '' ? '—' : text);
  const item = (
    key: keyof typeof c & string,
    label: string,
    children = value(c[key] as string),
  ) => ({
    key,
    label,
    children,
  });
  const vesselVoyage = [c.vessel, c.voyage].filter(Boolean).join(' / ');
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          item('etd', t('fields.etd')),
          item('eta', t('fields.eta')),
          item('loadingDate', t('fields.loadingDate')),
          item('atd', t('fields.atd')),
          item('ata', t('fields.ata')),
          item('receivingDate', t('fields.receivingDate')),
          item('firstEtd', t('fields.firstEtd')),
          item('firstEta', t('fields.firstEta')),
          item('blExpressDate', t('fields.blExpressDate')),
          item('pol', t('fields.pol')),
          item('pod', t('fields.pod')),
          item('transshipmentPort', t('fields.transshipmentPort')),
          item('vessel', t('fields.vesselVoyage'), value(vesselVoyage)),
          item('hblNo', t('fields.hblNo')),
          item('mblNo', t('fields.mblNo')),
          item('trackingNo', t('fields.trackingNo')),
          item('actualGrossKg', t('fields.actualGrossKg')),
          item('actualNetKg', t('fields.actualNetKg')),
          item('actualCbm', t('fields.actualCbm')),
          item(
            'standardTransitDays',
            t('fields.standardTransitDays'),
            formatTransitDays(t, c.standardTransitDays),
          ),
          item(
            'actualTransitDays',
            t('fields.actualTransitDays'),
            formatTransitDays(t, c.actualTransitDays),
          ),
        ]}
      />
      <Typography.Text strong style={{ display: 'block', margin: '12px 0 8px' }}>
        {t('sections.deltas')}
      </Typography.Text>
      <Table
        rowKey="no"
        size="small"
        pagination={false}
        dataSource={c.deltas}
        columns={[
          {
            title: t('deltas.no'),
            key: 'no',
            render: (_, d) => t(`deltas.names.${d.no}` as 'deltas.names.1'),
          },
          {
            title: t('deltas.days'),
            key: 'days',
            align: 'right',
            render: (_, d) => formatDeltaDays(t, d.days),
          },
          {
            title: t('deltas.reason'),
            key: 'reason',
            render: (_, d) =>
              d.reasonCode
                ? `${d.reasonCode} · ${(zh ? d.reasonNameZh : d.reasonNameEn) ?? ''}`
                : '—',
          },
          { title: t('deltas.note'), key: 'note', render: (_, d) => d.note || '—' },
        ]}
      />
    </>
  );
}
