import { type LoadingPointItem, formatDateTime } from '@lading/shared';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** The loading-location table's data columns (the list page adds the actions). */
export function usePointColumns(): TableColumnsType<LoadingPointItem> {
  const { t } = useTranslation('reference');
  return [
    { title: t('points.name'), dataIndex: 'name', width: 220 },
    { title: t('points.shortName'), dataIndex: 'shortName', width: 140 },
    { title: t('points.address'), dataIndex: 'address', width: 360 },
    {
      title: t('common.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
  ];
}
