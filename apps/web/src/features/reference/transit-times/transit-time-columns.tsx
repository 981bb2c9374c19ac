import { type TransitTimeItem, formatDateTime } from '@lading/shared';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** The transit-time table's data columns (the list page adds the actions). */
export function useTransitTimeColumns(): TableColumnsType<TransitTimeItem> {
  const { t } = useTranslation('reference');
  return [
    { title: t('transitTimes.polColumn'), dataIndex: 'pol', width: 200 },
    { title: t('transitTimes.podColumn'), dataIndex: 'pod', width: 180 },
    {
      title: t('transitTimes.shippingLine'),
      dataIndex: 'shippingLineName',
      width: 160,
      render: (name: string | null) =>
        name ?? <Typography.Text type="secondary">{t('transitTimes.anyLine')}</Typography.Text>,
    },
    { title: t('transitTimes.daysColumn'), dataIndex: 'days', width: 90, align: 'right' },
    { title: t('common.note'), dataIndex: 'note', width: 220 },
    {
      title: t('common.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
  ];
}
