import {
  DESTINATION_COUNTRIES,
  MAX_OTD_TOLERANCE_DAYS,
  PRODUCT_CATEGORIES,
  type DestinationCountry,
  type ProductCategory,
} from '@lading/shared';
import { DatePicker, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../common/FilterForm';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import { daysOfRange, rangeOfDays, type DayRange } from '../common/day-range';
import { optionOfId } from '../common/useNamedOption';
import { categoryName, destinationName } from './report-format';

export interface OtdSearch {
  receivedFrom?: string | undefined;
  receivedTo?: string | undefined;
  supplierId?: number | undefined;
  destination?: DestinationCountry | undefined;
  category?: ProductCategory | undefined;
  toleranceDays?: number | undefined;
}

interface Values {
  received?: DayRange;
  supplier?: SupplierOption;
  destination?: DestinationCountry;
  category?: ProductCategory;
  toleranceDays?: number | null;
}

/**
 * The OTD report's filters: receiving dates, supplier, destination, category, tolerance. The
 * tolerance starts at the company's setting and goes into the URL only when it differs (a
 * link without one follows the setting).
 */
export function OtdFilters(props: {
  values: OtdSearch;
  onSearch: (search: OtdSearch) => void;
  supplierFilter: boolean;
  /** the company's OTD tolerance (undefined while it loads) */
  companyTolerance: number | undefined;
}) {
  const { t, i18n } = useTranslation('otdReports');
  const [form] = Form.useForm<Values>();
  const { values, companyTolerance } = props;
  return (
    <FilterForm<Values>
      form={form}
      name="otd-filters"
      values={{
        received: rangeOfDays(values.receivedFrom, values.receivedTo),
        supplier: optionOfId(values.supplierId),
        destination: values.destination,
        category: values.category,
        toleranceDays: values.toleranceDays ?? companyTolerance ?? null,
      }}
      onSearch={(v) => {
        const [receivedFrom, receivedTo] = daysOfRange(v.received);
        props.onSearch({
          receivedFrom,
          receivedTo,
          supplierId: v.supplier?.value,
          destination: v.destination,
          category: v.category,
          toleranceDays:
            v.toleranceDays === null ||
            v.toleranceDays === undefined ||
            v.toleranceDays === companyTolerance
              ? undefined
              : v.toleranceDays,
        });
      }}
    >
      <Form.Item name="received" label={t('fields.receivedOn')}>
        <DatePicker.RangePicker
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          style={{ width: 240 }}
        />
      </Form.Item>
      {props.supplierFilter && (
        <Form.Item name="supplier" label={t('fields.supplier')}>
          <SupplierSelect allowClear style={{ width: 160 }} placeholder={t('filters.any')} />
        </Form.Item>
      )}
      <Form.Item name="destination" label={t('fields.destination')}>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('filters.any')}
          options={DESTINATION_COUNTRIES.map((value) => ({
            value,
            label: destinationName(value, i18n.language),
          }))}
        />
      </Form.Item>
      <Form.Item name="category" label={t('fields.category')}>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('filters.any')}
          options={PRODUCT_CATEGORIES.map((value) => ({
            value,
            label: categoryName(value, i18n.language),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="toleranceDays"
        label={t('fields.tolerance')}
        tooltip={t('filters.toleranceHelp')}
      >
        <InputNumber min={0} max={MAX_OTD_TOLERANCE_DAYS} precision={0} style={{ width: 90 }} />
      </Form.Item>
    </FilterForm>
  );
}
