import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The loading screens' search: part of a shipment no. or a container no. */
export function ContainerSearchItem() {
  const { t } = useTranslation('stock');
  return (
    <Form.Item name="search" label={t('loading.filters.search')}>
      <Input
        allowClear
        maxLength={40}
        placeholder={t('loading.filters.searchPlaceholder')}
        style={{ width: 180 }}
      />
    </Form.Item>
  );
}
