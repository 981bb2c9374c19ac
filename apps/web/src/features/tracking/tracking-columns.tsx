import type { ContainerItem } from '@lading/shared';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';

/** The shipping plan's milestone columns (after ETD): ETA, ATD, ATA, receiving date, vessel, POD. */
export function trackingColumns(t: TFunction<'tracking'>): ColumnsType<ContainerItem> {
  const day = (value: string | null) => value ?? '—';
  const text = (value: string) => value || '—';
  return [
    { title: t('fields.eta'), key: 'eta', render: (_, c) => day(c.eta) },
    { title: t('fields.atd'), key: 'atd', render: (_, c) => day(c.atd) },
    { title: t('fields.ata'), key: 'ata', render: (_, c) => day(c.ata) },
    {
      title: t('fields.receivingDate'),
      key: 'receivingDate',
      render: (_, c) => day(c.receivingDate),
    },
    {
      title: t('fields.vessel'),
      key: 'vessel',
      render: (_, c) => text([c.vessel, c.voyage].filter(Boolean).join(' / ')),
    },
    { title: t('fields.pod'), key: 'pod', render: (_, c) => text(c.pod) },
  ];
}

/** The columns with the milestones put right after the ETD column. */
export function withTrackingColumns(
  columns: ColumnsType<ContainerItem>,
  t: TFunction<'tracking'>,
): ColumnsType<ContainerItem> {
  const at = columns.findIndex((column) => column.key === 'etd');
  if (at < 0) return [...columns, ...trackingColumns(t)];
  return [...columns.slice(0, at + 1), ...trackingColumns(t), ...columns.slice(at + 1)];
}
