import { type ShippingLineItem, formatDateTime } from '@lading/shared';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** The shipping-line table's data columns (the list page adds the actions). */
export function useShippingLineColumns(): TableColumnsType<ShippingLineItem> {
  const { t } = useTranslation('reference');
  return [
    { title: t('shippingLines.name'), dataIndex: 'name', width: 240 },
    { title: t('shippingLines.code'), dataIndex: 'code', width: 120 },
    { title: t('common.note'), dataIndex: 'note', width: 320 },
    {
      title: t('common.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
  ];
}
