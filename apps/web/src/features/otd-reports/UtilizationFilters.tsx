import {
  CONTAINER_TYPES,
  DESTINATION_COUNTRIES,
  type ContainerTypeCode,
  type DestinationCountry,
} from '@lading/shared';
import { DatePicker, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../common/FilterForm';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import { daysOfRange, rangeOfDays, type DayRange } from '../common/day-range';
import { optionOfId } from '../common/useNamedOption';
import { PointSelect, type PointOption } from '../planning/PointSelect';
import { destinationName } from './report-format';

export interface UtilizationSearch {
  etdFrom?: string | undefined;
  etdTo?: string | undefined;
  loadingPointId?: number | undefined;
  destination?: DestinationCountry | undefined;
  containerType?: ContainerTypeCode | undefined;
  supplierId?: number | undefined;
}

interface Values {
  etd?: DayRange;
  loadingPoint?: PointOption;
  destination?: DestinationCountry;
  containerType?: ContainerTypeCode;
  supplier?: SupplierOption;
}

/** The utilization report's filters: ETD range, loading point, destination, type, supplier. */
export function UtilizationFilters(props: {
  values: UtilizationSearch;
  onSearch: (search: UtilizationSearch) => void;
  supplierFilter: boolean;
  loadingPointFilter: boolean;
}) {
  const { t, i18n } = useTranslation('otdReports');
  const [form] = Form.useForm<Values>();
  const { values } = props;
  return (
    <FilterForm<Values>
      form={form}
      name="utilization-filters"
      values={{
        etd: rangeOfDays(values.etdFrom, values.etdTo),
        loadingPoint: values.loadingPointId
          ? { value: values.loadingPointId, label: '' }
          : undefined,
        destination: values.destination,
        containerType: values.containerType,
        supplier: optionOfId(values.supplierId),
      }}
      onSearch={(v) => {
        const [etdFrom, etdTo] = daysOfRange(v.etd);
        props.onSearch({
          etdFrom,
          etdTo,
          loadingPointId: v.loadingPoint?.value,
          destination: v.destination,
          containerType: v.containerType,
          supplierId: v.supplier?.value,
        });
      }}
    >
      <Form.Item name="etd" label={t('fields.etdOn')}>
        <DatePicker.RangePicker
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          style={{ width: 240 }}
        />
      </Form.Item>
      {props.loadingPointFilter && (
        <Form.Item name="loadingPoint" label={t('fields.loadingPoint')}>
          <PointSelect allowClear style={{ width: 180 }} placeholder={t('filters.any')} />
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
      <Form.Item name="containerType" label={t('fields.containerType')}>
        <Select
          allowClear
          style={{ width: 100 }}
          placeholder={t('filters.any')}
          options={CONTAINER_TYPES.map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      {props.supplierFilter && (
        <Form.Item name="supplier" label={t('fields.supplier')}>
          <SupplierSelect allowClear style={{ width: 160 }} placeholder={t('filters.any')} />
        </Form.Item>
      )}
    </FilterForm>
  );
}
