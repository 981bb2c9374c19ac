import type { UtilizationBand } from '@lading/planner';
import {
  type ContainerItem,
  type ContainerSortField,
  type ContainerStatus,
  type SortOrder,
  formatCbm,
  formatLoadKg,
  formatDateTime,
} from '@lading/shared';
import { Button, Tag, Tooltip, Typography, type GlobalToken } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { columnSort } from '../common/sorting';
import { countryName } from '../reference/common/format';
import { bandColor, formatPct } from './planning-format';

export const STATUS_COLOR: Record<ContainerStatus, string> = {
  Draft: 'default',
  Unshipped: 'processing',
  Loading: 'cyan',
  Shipped: 'geekblue',
  Arrived: 'purple',
  Received: 'success',
  Cancelled: 'error',
};

/** spec §9 bands read from the server's utilization percentage. */
export const bandOfPct = (pct: number): UtilizationBand =>
  pct > 95 ? 'high' : pct >= 90 ? 'mid' : 'low';

type Named = Pick<ContainerItem, 'id' | 'shipmentNo' | 'containerNo'> & {
  draftNo?: number | null | undefined;
};

/** Before its shipment no.: a Draft container by its number in the draft (as the workbench). */
const unshippedName = (t: TFunction<'planning'>, container: Named) =>
  container.draftNo != null
    ? t('shippingPlan.draftName', { n: container.draftNo })
    : t('shippingPlan.unnamed', { id: container.id });

export const containerName = (t: TFunction<'planning'>, container: Named) =>
  container.containerNo ?? container.shipmentNo ?? unshippedName(t, container);

/** The shipping plan's columns; the sortable ones sort on the server. */
export function containerColumns(props: {
  t: TFunction<'planning'>;
  language: string;
  token: GlobalToken;
  sort: { sortBy?: ContainerSortField | undefined; sortOrder?: SortOrder | undefined };
  onOpen(container: ContainerItem): void;
}): ColumnsType<ContainerItem> {
  const { t, language, token, sort } = props;
  const sorter = (key: ContainerSortField) => ({
    key,
    sorter: true,
    sortOrder: columnSort(sort, key) ?? null,
  });
  const day = (value: string | null) => value ?? '—';
  return [
    {
      title: t('fields.shipmentNo'),
      ...sorter('shipmentNo'),
      render: (_, c) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => props.onOpen(c)}>
          {c.shipmentNo ?? unshippedName(t, c)}
        </Button>
      ),
    },
    {
      title: t('fields.containerNo'),
      ...sorter('containerNo'),
      render: (_, c) => c.containerNo ?? '—',
    },
    { title: t('fields.containerType'), key: 'type', dataIndex: 'containerType' },
    {
      title: t('fields.status'),
      ...sorter('status'),
      render: (_, c) => <Tag color={STATUS_COLOR[c.status]}>{t(`statuses.${c.status}`)}</Tag>,
    },
    {
      title: t('fields.group'),
      key: 'group',
      render: (_, c) => (
        <Tooltip title={countryName(c.destinationCountry, language)}>
          <span style={{ whiteSpace: 'nowrap' }}>
            {c.loadingPointName} → {c.destinationCountry}
          </span>
        </Tooltip>
      ),
    },
    {
      title: t('fields.suppliers'),
      key: 'suppliers',
      ellipsis: true,
      render: (_, c) => c.suppliers.join(', ') || '—',
    },
    { title: t('fields.lines'), key: 'lines', align: 'right', dataIndex: 'lineCount' },
    {
      title: t('fields.cbm'),
      key: 'cbm',
      align: 'right',
      render: (_, c) => `${formatCbm(c.cbm)} / ${formatCbm(c.usableCbm)}`,
    },
    {
      title: t('fields.kg'),
      key: 'kg',
      align: 'right',
      render: (_, c) => formatLoadKg(c.grossKg),
    },
    {
      title: t('fields.utilization'),
      key: 'utilization',
      align: 'right',
      render: (_, c) =>
        c.overloaded ? (
          <Tag color="error">
            {t('shippingPlan.overloaded', {
              reasons: c.overloadReasons.map((r) => t(`shippingPlan.reasons.${r}`)).join(', '),
            })}
          </Tag>
        ) : (
          <Typography.Text strong style={{ color: bandColor(token, bandOfPct(c.utilizationPct)) }}>
            {formatPct(c.utilizationPct / 100, language)}
          </Typography.Text>
        ),
    },
    { title: t('fields.etd'), ...sorter('etd'), render: (_, c) => day(c.etd) },
    { title: t('fields.readyDate'), ...sorter('readyDate'), render: (_, c) => day(c.readyDate) },
    {
      title: t('fields.promisedDeliveryDate'),
      ...sorter('promisedDeliveryDate'),
      render: (_, c) => day(c.promisedDeliveryDate),
    },
    { title: t('fields.createdBy'), key: 'createdBy', render: (_, c) => c.createdByName ?? '—' },
    {
      title: t('fields.createdAt'),
      ...sorter('createdAt'),
      render: (_, c) => formatDateTime(c.createdAt),
    },
  ];
}
