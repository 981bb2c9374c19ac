import type { salesOrderOperations } from '@lading/shared';
import { DatePicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductSelect, type ProductOption } from '../kits/ProductSelect';

import type { SoLineQuery } from './useOrders';
import { FilterForm } from '../common/FilterForm';
import { CountrySelect } from '../reference/loading-information/CountrySelect';
import { daysOfRange, rangeOfDays, type DayRange } from '../common/day-range';
import type { ListQueryOf } from '../common/useListQuery';
import { optionOfId } from '../common/useNamedOption';

interface Values {
  soNumber?: string;
  country?: SoLineQuery['country'];
  product?: ProductOption;
  rdd?: DayRange;
  posting?: DayRange;
}

export type SoLineSearch = Omit<SoLineQuery, 'sortBy' | 'sortOrder'>;
/** The SO-line list shown (its URL's filters), paging aside. */
type SoLineShown = Omit<ListQueryOf<typeof salesOrderOperations.listLines>, 'pageNum' | 'pageSize'>;

/** The SO report's filters: SO number, country, product, RDD and posting date ranges. */
export function SoLineFilterForm(props: {
  /** The filters of the list shown (its URL's): the fields follow them. */
  values: SoLineShown;
  onSearch(filters: SoLineSearch): void;
}) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<Values>();
  const shown = props.values;
  const search = (values: Values) => {
    const [rddFrom, rddTo] = daysOfRange(values.rdd);
    const [postingFrom, postingTo] = daysOfRange(values.posting);
    props.onSearch({
      soNumber: values.soNumber?.trim() || undefined,
      country: values.country,
      productId: values.product?.value,
      rddFrom,
      rddTo,
      postingFrom,
      postingTo,
    });
  };
  return (
    <FilterForm<Values>
      form={form}
      name="so-line-filters"
      values={{
        soNumber: shown.soNumber,
        country: shown.country,
        product: optionOfId(shown.productId),
        rdd: rangeOfDays(shown.rddFrom, shown.rddTo),
        posting: rangeOfDays(shown.postingFrom, shown.postingTo),
      }}
      onSearch={search}
    >
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
