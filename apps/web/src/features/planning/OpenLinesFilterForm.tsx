import type { DestinationCountry } from '@lading/shared';
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ProductSelect, type ProductOption } from '../kits/ProductSelect';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';

import type { OpenLinesFilter } from './usePlanning';
import { PointSelect, type PointOption } from './PointSelect';
import { FilterForm } from '../common/FilterForm';
import { CountrySelect } from '../reference/loading-information/CountrySelect';

interface Values {
  supplier?: SupplierOption;
  loadingPoint?: PointOption;
  destinationCountry?: DestinationCountry;
  rdd?: [Dayjs | null, Dayjs | null] | null;
  product?: ProductOption;
}

/** The open lines' filters (spec §2 preArrange): supplier, loading point, destination, RDD, product. */
export function OpenLinesFilterForm(props: { onSearch(filter: OpenLinesFilter): void }) {
  const { t } = useTranslation('planning');
  const [form] = Form.useForm<Values>();
  const search = (values: Values) =>
    props.onSearch({
      supplierId: values.supplier?.value,
      loadingPointId: values.loadingPoint?.value,
      destinationCountry: values.destinationCountry,
      rddFrom: values.rdd?.[0]?.format('YYYY-MM-DD'),
      rddTo: values.rdd?.[1]?.format('YYYY-MM-DD'),
      productId: values.product?.value,
    });

  return (
    <FilterForm<Values> form={form} name="open-line-filters" onSearch={search}>
      <Form.Item name="supplier" label={t('fields.supplier')}>
        <SupplierSelect allowClear style={{ width: 160 }} placeholder={t('filters.any')} />
      </Form.Item>
      <Form.Item name="loadingPoint" label={t('fields.loadingPoint')}>
        <PointSelect style={{ width: 170 }} allowClear placeholder={t('filters.any')} />
      </Form.Item>
      <Form.Item name="destinationCountry" label={t('fields.destination')}>
        <CountrySelect allowClear style={{ width: 170 }} placeholder={t('filters.any')} />
      </Form.Item>
      <Form.Item name="rdd" label={t('fields.rddRange')}>
        <DatePicker.RangePicker
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          style={{ width: 240 }}
        />
      </Form.Item>
      <Form.Item name="product" label={t('fields.product')}>
        <ProductSelect allowClear style={{ width: 220 }} placeholder={t('filters.any')} />
      </Form.Item>
    </FilterForm>
  );
}
