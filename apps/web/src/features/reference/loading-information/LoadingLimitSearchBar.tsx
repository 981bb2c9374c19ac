import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { loadingLimitOperations } from '@lading/shared';
import type { ReferenceFilters } from '../useReference';
import { containerTypeOptions } from './country-options';
import { FilterForm } from '../../common/FilterForm';
import { CountrySelect } from './CountrySelect';

type LoadingLimitFilters = ReferenceFilters<typeof loadingLimitOperations>;

/** Destination country and container type filters; Search applies them, Reset clears them. */
export function LoadingLimitSearchBar(props: {
  /** The filters of the list shown (its URL's). */
  values: LoadingLimitFilters;
  onSearch(filters: LoadingLimitFilters): void;
}) {
  const { t } = useTranslation('reference');
  const [form] = Form.useForm<LoadingLimitFilters>();

  return (
    <FilterForm<LoadingLimitFilters>
      form={form}
      values={{ country: props.values.country, containerType: props.values.containerType }}
      onSearch={(values) => props.onSearch(values)}
    >
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
