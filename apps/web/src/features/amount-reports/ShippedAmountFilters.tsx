import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_NAMES,
  type DestinationCountry,
  type ProductCategory,
} from '@lading/shared';
import { DatePicker, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../common/FilterForm';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import { daysOfRange, rangeOfDays, type DayRange } from '../common/day-range';
import { optionOfId } from '../common/useNamedOption';
import { CountrySelect } from '../reference/loading-information/CountrySelect';

/** The report's filters as its URL holds them. */
export interface ShippedAmountSearch {
  atdFrom?: string | undefined;
  atdTo?: string | undefined;
  supplierId?: number | undefined;
  destinationCountry?: DestinationCountry[] | undefined;
  category?: ProductCategory[] | undefined;
}

interface Values {
  atd?: DayRange;
  supplier?: SupplierOption;
  destinationCountry?: DestinationCountry[];
  category?: ProductCategory[];
}

/** shippingAmountReport's filters: ATD range, supplier (not for supplier users), destination, category. */
export function ShippedAmountFilters(props: {
  values: ShippedAmountSearch;
  onSearch: (search: ShippedAmountSearch) => void;
  supplierFilter: boolean;
}) {
  const { t, i18n } = useTranslation('amountReports');
  const [form] = Form.useForm<Values>();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const { values } = props;
  const search = (chosen: Values) => {
    const [atdFrom, atdTo] = daysOfRange(chosen.atd);
    props.onSearch({
      atdFrom,
      atdTo,
      supplierId: chosen.supplier?.value,
      destinationCountry: chosen.destinationCountry?.length ? chosen.destinationCountry : undefined,
      category: chosen.category?.length ? chosen.category : undefined,
    });
  };
  return (
    <FilterForm<Values>
      form={form}
      name="shipping-amount-filters"
      values={{
        atd: rangeOfDays(values.atdFrom, values.atdTo),
        supplier: optionOfId(values.supplierId),
        destinationCountry: values.destinationCountry,
        category: values.category,
      }}
      onSearch={search}
    >
      <Form.Item name="atd" label={t('fields.atdRange')}>
        <DatePicker.RangePicker
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          style={{ width: 240 }}
        />
      </Form.Item>
      {props.supplierFilter && (
        <Form.Item name="supplier" label={t('fields.supplier')}>
          <SupplierSelect allowClear style={{ width: 180 }} placeholder={t('filters.any')} />
        </Form.Item>
      )}
      <Form.Item name="destinationCountry" label={t('fields.destination')}>
        <CountrySelect
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          style={{ width: 200 }}
          placeholder={t('filters.any')}
        />
      </Form.Item>
      <Form.Item name="category" label={t('fields.category')}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          style={{ width: 200 }}
          placeholder={t('filters.any')}
          options={PRODUCT_CATEGORIES.map((value) => ({
            value,
            label: PRODUCT_CATEGORY_NAMES[value][lang],
          }))}
        />
      </Form.Item>
    </FilterForm>
  );
}
