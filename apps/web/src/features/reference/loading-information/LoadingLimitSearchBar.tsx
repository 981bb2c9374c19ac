import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoadingLimitFilters } from '../reference.api';
import { containerTypeOptions } from './country-options';
import { FilterButtons } from '../../common/FilterButtons';
import { CountrySelect } from './CountrySelect';

/** Destination country and container type filters; Search applies them, Reset clears them. */
export function LoadingLimitSearchBar(props: { onSearch(filters: LoadingLimitFilters): void }) {
  const { t } = useTranslation('reference');
  const [form] = Form.useForm<LoadingLimitFilters>();

  return (
    <Form<LoadingLimitFilters>
      form={form}
      layout="inline"
      style={{ rowGap: 12 }}
      onFinish={(values) => props.onSearch(values)}
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
      <FilterButtons form={form} onReset={() => props.onSearch({})} />
    </Form>
  );
}
