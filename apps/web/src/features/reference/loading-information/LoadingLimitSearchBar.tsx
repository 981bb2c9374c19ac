import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoadingLimitFilters } from '../reference.api';
import { containerTypeOptions } from './country-options';
import { FilterForm } from '../../common/FilterForm';
import { CountrySelect } from './CountrySelect';

/** Destination country and container type filters; Search applies them, Reset clears them. */
export function LoadingLimitSearchBar(props: { onSearch(filters: LoadingLimitFilters): void }) {
  const { t } = useTranslation('reference');
  const [form] = Form.useForm<LoadingLimitFilters>();

  return (
    <FilterForm<LoadingLimitFilters> form={form} onSearch={(values) => props.onSearch(values)}>
      <Form.Item name="country" label={t('loadingLimits.country')}>
        <CountrySelect
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('common.all')}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="containerType" label={t('loadingLimits.containerType')}>
        <Select
          allowClear
          placeholder={t('common.all')}
          style={{ width: 120 }}
          options={containerTypeOptions}
        />
      </Form.Item>
    </FilterForm>
  );
}
