import { PO_LINE_STATUSES, type PoLineStatus, type purchaseOrderOperations } from '@lading/shared';
import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductSelect, type ProductOption } from '../kits/ProductSelect';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';

import type { PoLineQuery } from './useOrders';
import { statusName } from './order-format';
import { FilterForm } from '../common/FilterForm';
import { CountrySelect } from '../reference/loading-information/CountrySelect';
import { daysOfRange, rangeOfDays, type DayRange } from '../common/day-range';
import type { ListQueryOf } from '../common/useListQuery';
import { optionOfId } from '../common/useNamedOption';

interface Values {
  poNumber?: string;
  supplier?: SupplierOption;
  product?: ProductOption;
  status?: PoLineStatus[];
  rdd?: DayRange;
  destinationCountry?: PoLineQuery['destinationCountry'];
  originator?: string;
  riskBuy?: boolean;
}

export type PoLineSearch = Omit<PoLineQuery, 'sortBy' | 'sortOrder'>;
/** The PO-line list shown (its URL's filters), paging aside. */
type PoLineShown = Partial<
  Omit<ListQueryOf<typeof purchaseOrderOperations.listLines>, 'pageNum' | 'pageSize'>
>;

/** The form's values for the filters a list shows. */
const valuesOf = (shown: PoLineShown): Values => ({
  poNumber: shown.poNumber,
  supplier: optionOfId(shown.supplierId),
  product: optionOfId(shown.productId),
  status: shown.status,
  rdd: rangeOfDays(shown.rddFrom, shown.rddTo),
  destinationCountry: shown.destinationCountry,
  originator: shown.originator,
  riskBuy: shown.riskBuy === 1,
});

/**
 * The PO-line filters (PO report, supplier order list, risk-buy). `supplier` and `product`
 * need the suppliers/products lists; a screen leaves them out for users who cannot read them.
 */
export function PoLineFilterForm(props: {
  /** The filters of the list shown (its URL's): the fields follow them. */
  values: PoLineShown;
  onSearch(filters: PoLineSearch): void;
  supplier?: boolean;
  product?: boolean;
  riskBuy?: boolean;
  statuses?: readonly PoLineStatus[];
}) {
  const { t, i18n } = useTranslation('orders');
  const [form] = Form.useForm<Values>();
  const statuses = props.statuses ?? PO_LINE_STATUSES;
  const search = (values: Values) => {
    const [rddFrom, rddTo] = daysOfRange(values.rdd);
    props.onSearch({
      poNumber: values.poNumber?.trim() || undefined,
      supplierId: values.supplier?.value,
      productId: values.product?.value,
      status: values.status?.length ? values.status : undefined,
      rddFrom,
      rddTo,
      destinationCountry: values.destinationCountry,
      originator: values.originator?.trim() || undefined,
      riskBuy: values.riskBuy ? 1 : undefined,
    });
  };

  return (
    <FilterForm<Values>
      form={form}
      name="po-line-filters"
      values={valuesOf(props.values)}
      onSearch={search}
    >
      <Form.Item
        name="poNumber"
        label={t('fields.poNumber')}
        rules={[{ max: 40, message: t('rules.maxLength', { max: 40 }) }]}
      >
        <Input allowClear placeholder={t('filters.prefix')} style={{ width: 150 }} />
      </Form.Item>
      {props.supplier !== false && (
        <Form.Item name="supplier" label={t('fields.supplier')}>
          <SupplierSelect allowClear style={{ width: 170 }} placeholder={t('filters.any')} />
        </Form.Item>
      )}
      {props.product !== false && (
        <Form.Item name="product" label={t('fields.product')}>
          <ProductSelect allowClear style={{ width: 220 }} placeholder={t('filters.any')} />
        </Form.Item>
      )}
      <Form.Item name="status" label={t('fields.status')}>
        <Select
          mode="multiple"
          allowClear
          style={{ width: 200 }}
          placeholder={t('filters.any')}
          options={statuses.map((value) => ({ value, label: statusName(value, i18n.language) }))}
        />
      </Form.Item>
      <Form.Item name="rdd" label={t('fields.rdd')}>
        <DatePicker.RangePicker
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          style={{ width: 240 }}
        />
      </Form.Item>
      <Form.Item name="destinationCountry" label={t('fields.destination')}>
        <CountrySelect allowClear style={{ width: 170 }} placeholder={t('filters.any')} />
      </Form.Item>
      <Form.Item
        name="originator"
        label={t('fields.originator')}
        rules={[{ max: 60, message: t('rules.maxLength', { max: 60 }) }]}
      >
        <Input allowClear style={{ width: 130 }} />
      </Form.Item>
      {props.riskBuy && (
        <Form.Item name="riskBuy" valuePropName="checked">
          <Checkbox>{t('filters.riskBuyOnly')}</Checkbox>
        </Form.Item>
      )}
    </FilterForm>
  );
}
