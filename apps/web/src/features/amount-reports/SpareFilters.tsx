import {
  CONTAINER_TYPES,
  SPARE_CONTAINER_STATUSES,
  type ContainerTypeCode,
  type DestinationCountry,
} from '@lading/shared';
import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../common/FilterForm';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import { optionOfId } from '../common/useNamedOption';
import { PointSelect, type PointOption } from '../planning/PointSelect';
import { containerStatusName } from '../ready-dates/ready-date-format';
import { CountrySelect } from '../reference/loading-information/CountrySelect';

type SpareStatus = (typeof SPARE_CONTAINER_STATUSES)[number];

/** spareReport's filters as its URL holds them. */
export interface SpareSearch {
  status?: SpareStatus[] | undefined;
  loadingPointId?: number | undefined;
  destinationCountry?: DestinationCountry | undefined;
  containerType?: ContainerTypeCode | undefined;
  supplierId?: number | undefined;
  minFreeCbm?: number | undefined;
}

interface Values {
  status?: SpareStatus[];
  loadingPoint?: PointOption;
  destinationCountry?: DestinationCountry;
  containerType?: ContainerTypeCode;
  supplier?: SupplierOption;
  minFreeCbm?: number | null;
}

/** Status, loading point, destination, type, supplier (not for supplier users), free CBM. */
export function SpareFilters(props: {
  values: SpareSearch;
  onSearch: (search: SpareSearch) => void;
  supplierFilter: boolean;
  /** for who reads the references (the loading points' list) */
  loadingPointFilter: boolean;
}) {
  const { t, i18n } = useTranslation('amountReports');
  const [form] = Form.useForm<Values>();
  const { values } = props;
  const search = (chosen: Values) =>
    props.onSearch({
      status: chosen.status?.length ? chosen.status : undefined,
      loadingPointId: chosen.loadingPoint?.value,
      destinationCountry: chosen.destinationCountry,
      containerType: chosen.containerType,
      supplierId: chosen.supplier?.value,
      minFreeCbm: chosen.minFreeCbm ?? undefined,
    });
  return (
    <FilterForm<Values>
      form={form}
      name="spare-filters"
      values={{
        status: values.status,
        loadingPoint: values.loadingPointId
          ? { value: values.loadingPointId, label: '' }
          : undefined,
        destinationCountry: values.destinationCountry,
        containerType: values.containerType,
        supplier: optionOfId(values.supplierId),
        minFreeCbm: values.minFreeCbm ?? null,
      }}
      onSearch={search}
    >
      <Form.Item name="status" label={t('fields.status')}>
        <Select
          mode="multiple"
          allowClear
          style={{ width: 200 }}
          placeholder={t('filters.any')}
          options={SPARE_CONTAINER_STATUSES.map((value) => ({
            value,
            label: containerStatusName(value, i18n.language),
          }))}
        />
      </Form.Item>
      {props.loadingPointFilter && (
        <Form.Item name="loadingPoint" label={t('fields.loadingPoint')}>
          <PointSelect style={{ width: 170 }} allowClear placeholder={t('filters.any')} />
        </Form.Item>
      )}
      <Form.Item name="destinationCountry" label={t('fields.destination')}>
        <CountrySelect allowClear style={{ width: 170 }} placeholder={t('filters.any')} />
      </Form.Item>
      <Form.Item name="containerType" label={t('fields.containerType')}>
        <Select
          allowClear
          style={{ width: 110 }}
          placeholder={t('filters.any')}
          options={CONTAINER_TYPES.map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      {props.supplierFilter && (
        <Form.Item name="supplier" label={t('fields.supplier')}>
          <SupplierSelect allowClear style={{ width: 170 }} placeholder={t('filters.any')} />
        </Form.Item>
      )}
      <Form.Item name="minFreeCbm" label={t('fields.minFreeCbm')}>
        <InputNumber min={0} max={1000} step={1} style={{ width: 110 }} suffix="m³" />
      </Form.Item>
    </FilterForm>
  );
}
