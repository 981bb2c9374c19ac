import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ProductSelect, type ProductOption } from '../kits/ProductSelect';

import type { SoLineQuery } from './orders.api';
import { FilterForm } from '../common/FilterForm';
import { CountrySelect } from '../reference/loading-information/CountrySelect';

type Range = [Dayjs | null, Dayjs | null] | null;
interface Values {
  soNumber?: string;
  country?: SoLineQuery['country'];
  product?: ProductOption;
  rdd?: Range;
  posting?: Range;
}

export type SoLineSearch = Omit<SoLineQuery, 'sortBy' | 'sortOrder'>;

const day = (range: Range | undefined, end: 0 | 1) => range?.[end]?.format('YYYY-MM-DD');

/** The SO report's filters: SO number, country, product, RDD and posting date ranges. */
export function SoLineFilterForm(props: { onSearch(filters: SoLineSearch): void }) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<Values>();
  const search = (values: Values) =>
    props.onSearch({
      soNumber: values.soNumber?.trim() || undefined,
      country: values.country,
      productId: values.product?.value,
      rddFrom: day(values.rdd, 0),
      rddTo: day(values.rdd, 1),
      postingFrom: day(values.posting, 0),
      postingTo: day(values.posting, 1),
    });
  return (
    <FilterForm<Values> form={form} name="so-line-filters" onSearch={search}>
      <Form.Item
        name="soNumber"
        label={t('fields.soNumber')}
        rules={[{ max: 40, message: t('rules.maxLength', { max: 40 }) }]}
      >
        <Input allowClear placeholder={t('filters.prefix')} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="country" label={t('fields.country')}>
        <CountrySelect allowClear style={{ width: 170 }} placeholder={t('filters.any')} />
      </Form.Item>
      <Form.Item name="product" label={t('fields.product')}>
        <ProductSelect allowClear style={{ width: 220 }} placeholder={t('filters.any')} />
      </Form.Item>
      <Form.Item name="rdd" label={t('fields.rdd')}>
        <DatePicker.RangePicker
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          style={{ width: 240 }}
        />
      </Form.Item>
      <Form.Item name="posting" label={t('fields.postingDate')}>
        <DatePicker.RangePicker
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          style={{ width: 240 }}
        />
      </Form.Item>
    </FilterForm>
  );
}
