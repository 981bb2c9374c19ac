import {
  type DestinationCountry,
  type LoadingLimitItem,
  formatDateTime,
  formatKg,
} from '@lading/shared';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryName } from '../common/format';

/** The loading-limit table's data columns (the list page adds the actions). */
export function useLoadingLimitColumns(): TableColumnsType<LoadingLimitItem> {
  const { t, i18n } = useTranslation('reference');
  return [
    {
      title: t('loadingLimits.country'),
      dataIndex: 'country',
      width: 200,
      render: (country: DestinationCountry) => (
        <>
          {countryName(country, i18n.language)}{' '}
          <Typography.Text type="secondary">{country}</Typography.Text>
        </>
      ),
    },
    { title: t('loadingLimits.containerType'), dataIndex: 'containerType', width: 130 },
    {
      title: t('loadingLimits.maxPayloadKg'),
      dataIndex: 'maxPayloadKg',
      width: 170,
      align: 'right',
      render: (kg: number) => formatKg(kg),
    },
    { title: t('common.note'), dataIndex: 'note', width: 280 },
    {
      title: t('common.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
  ];
}
