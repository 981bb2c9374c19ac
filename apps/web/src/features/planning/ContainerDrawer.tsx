import {
  type ContainerChangeItem,
  type ContainerLineItem,
  formatCbm,
  formatLoadKg,
  formatDateTime,
  formatQty,
} from '@lading/shared';
import { Descriptions, Drawer, Empty, Spin, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryName } from '../reference/common/format';
import { containerName, STATUS_COLOR } from './container-columns';
import { formatPct } from './planning-format';
import { useContainer, useContainerChanges } from './usePlanning';
import { ContainerTrackingDetails } from '../tracking/ContainerTrackingDetails';

/** One container: its fields, its lines and its change history (oldest first). */
export function ContainerDrawer(props: { id: number | undefined; onClose(): void }) {
  const { t, i18n } = useTranslation('planning');
  const language = i18n.language;
  const detail = useContainer(props.id);
  const changes = useContainerChanges(props.id);
  const c = detail.data;
  const day = (value: string | null) => value ?? '—';
  // a status is shown in the user's language; other values as recorded
  const changeValue = (field: string, value: string | null) =>
    value === null
      ? '—'
      : field === 'status'
        ? t(`statuses.${value}`, { defaultValue: value })
        : value;
  return (
    <Drawer
      open={props.id !== undefined}
      onClose={props.onClose}
      size="large"
      title={c ? t('shippingPlan.detail', { name: containerName(t, c) }) : ''}
      destroyOnHidden
    >
      {!c ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            size="small"
            bordered
            column={2}
            items={[
              { key: 'shipmentNo', label: t('fields.shipmentNo'), children: c.shipmentNo ?? '—' },
              {
                key: 'containerNo',
                label: t('fields.containerNo'),
                children: c.containerNo ?? '—',
              },
              { key: 'type', label: t('fields.containerType'), children: c.containerType },
              {
                key: 'status',
                label: t('fields.status'),
                children: <Tag color={STATUS_COLOR[c.status]}>{t(`statuses.${c.status}`)}</Tag>,
              },
              { key: 'point', label: t('fields.loadingPoint'), children: c.loadingPointName },
              {
                key: 'destination',
                label: t('fields.destination'),
                children: `${countryName(c.destinationCountry, language)} (${c.destinationCountry})`,
              },
              {
                key: 'cbm',
                label: t('fields.cbm'),
                children: `${formatCbm(c.cbm)} / ${formatCbm(c.usableCbm)}`,
              },
              {
                key: 'kg',
                label: t('fields.kg'),
                children: `${formatLoadKg(c.grossKg)} / ${formatLoadKg(c.maxPayloadKg)}`,
              },
              {
                key: 'utilization',
                label: t('fields.utilization'),
                children: formatPct(c.utilizationPct / 100, language),
              },
              { key: 'etd', label: t('fields.etd'), children: day(c.etd) },
              { key: 'eta', label: t('fields.eta'), children: day(c.eta) },
              { key: 'ready', label: t('fields.readyDate'), children: day(c.readyDate) },
              {
                key: 'promised',
                label: t('fields.promisedDeliveryDate'),
                children: day(c.promisedDeliveryDate),
              },
              { key: 'line', label: t('fields.shippingLine'), children: c.shippingLineName ?? '—' },
              { key: 'owner', label: t('fields.owner'), children: c.ownerName ?? '—' },
              { key: 'by', label: t('fields.createdBy'), children: c.createdByName ?? '—' },
              { key: 'notes', label: t('fields.notes'), children: c.notes || '—', span: 2 },
            ]}
          />
          <Tabs
            style={{ marginTop: 12 }}
            items={[
              {
                key: 'lines',
                label: t('shippingPlan.linesTab', { count: c.lines.length }),
                children: (
                  <Table<ContainerLineItem>
                    rowKey="id"
                    size="small"
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                    dataSource={c.lines}
                    columns={[
                      {
                        title: t('fields.poLine'),
                        key: 'poLine',
                        render: (_, l) => `${l.poNumber} / ${l.lineNo}`,
                      },
                      { title: t('fields.supplier'), key: 'supplier', dataIndex: 'supplierCode' },
                      { title: t('fields.product'), key: 'product', dataIndex: 'productCode' },
                      { title: t('fields.rdd'), key: 'rdd', dataIndex: 'rdd' },
                      {
                        title: t('fields.qty'),
                        key: 'qty',
                        align: 'right',
                        render: (_, l) => formatQty(l.qty),
                      },
                      {
                        title: t('fields.cbm'),
                        key: 'cbm',
                        align: 'right',
                        render: (_, l) => formatCbm(l.cbm),
                      },
                      {
                        title: t('fields.kg'),
                        key: 'kg',
                        align: 'right',
                        render: (_, l) => formatLoadKg(l.grossKg),
                      },
                      {
                        title: t('fields.readyDate'),
                        key: 'ready',
                        render: (_, l) => day(l.readyDate),
                      },
                      {
                        title: t('fields.confirmReadyDate'),
                        key: 'confirm',
                        render: (_, l) => t(`readyDate.${l.confirmReadyDate}`),
                      },
                    ]}
                  />
                ),
              },
              {
                key: 'tracking',
                label: t('readOnlyTab', { ns: 'tracking' }),
                children: <ContainerTrackingDetails container={c} />,
              },
              {
                key: 'history',
                label: t('shippingPlan.historyTab'),
                children: (
                  <Table<ContainerChangeItem>
                    rowKey="id"
                    size="small"
                    pagination={false}
                    loading={changes.isLoading}
                    dataSource={changes.data ?? []}
                    locale={{ emptyText: <Empty description={t('shippingPlan.noHistory')} /> }}
                    columns={[
                      {
                        title: t('shippingPlan.at'),
                        key: 'at',
                        render: (_, r) => formatDateTime(r.at),
                      },
                      { title: t('shippingPlan.by'), key: 'by', dataIndex: 'actorName' },
                      {
                        title: t('shippingPlan.field'),
                        key: 'field',
                        render: (_, r) => t(`fields.${r.field}`, { defaultValue: r.field }),
                      },
                      {
                        title: t('shippingPlan.before'),
                        key: 'before',
                        render: (_, r) => changeValue(r.field, r.before),
                      },
                      {
                        title: t('shippingPlan.after'),
                        key: 'after',
                        render: (_, r) => changeValue(r.field, r.after),
                      },
                      {
                        title: t('shippingPlan.reason'),
                        key: 'reason',
                        render: (_, r) => r.reason || '—',
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
