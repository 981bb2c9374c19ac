import {
  CONTAINER_STATUSES,
  type ContainerStatus,
  type DestinationCountry,
  type planningOperations,
} from '@lading/shared';
import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';

import type { ContainerQuery } from './usePlanning';
import { PointSelect, type PointOption } from './PointSelect';
import { FilterForm } from '../common/FilterForm';
import { CountrySelect } from '../reference/loading-information/CountrySelect';
import type { ListQueryOf } from '../common/useListQuery';
import { optionOfId } from '../common/useNamedOption';

interface Values {
  status?: ContainerStatus[];
  shipmentNo?: string;
  containerNo?: string;
  loadingPoint?: PointOption;
  destinationCountry?: DestinationCountry;
  supplier?: SupplierOption;
  arrivedLate?: boolean;
}

export type ContainerSearch = Omit<ContainerQuery, 'sortBy' | 'sortOrder'>;
/** The container list shown (its URL's filters), paging aside. */
type ContainerShown = Omit<
  ListQueryOf<typeof planningOperations.listContainers>,
  'pageNum' | 'pageSize'
>;

/** The shipping plan's filters (spec §2 shippingPlan). */
export function ContainerFilterForm(props: {
  /** The filters of the list shown (its URL's): the fields follow them. */
  values: ContainerShown;
  onSearch(filters: ContainerSearch): void;
}) {
  const { t } = useTranslation('planning');
  const [form] = Form.useForm<Values>();
  const shown = props.values;
  const search = (values: Values) =>
    props.onSearch({
      status: values.status?.length ? values.status : undefined,
      shipmentNo: values.shipmentNo?.trim() || undefined,
      containerNo: values.containerNo?.trim() || undefined,
      loadingPointId: values.loadingPoint?.value,
      destinationCountry: values.destinationCountry,
      supplierId: values.supplier?.value,
      arrivedLate: values.arrivedLate ? 1 : undefined,
    });
  const maxLength = { max: 40, message: t('rules.maxLength', { max: 40 }) };
  return (
    <FilterForm<Values>
      form={form}
      name="container-filters"
      values={{
        status: shown.status,
        shipmentNo: shown.shipmentNo,
        containerNo: shown.containerNo,
        loadingPoint: optionOfId(shown.loadingPointId),
        destinationCountry: shown.destinationCountry,
        supplier: optionOfId(shown.supplierId),
        arrivedLate: Number(shown.arrivedLate) === 1,
      }}
      onSearch={search}
    >
      <Form.Item name="status" label={t('fields.status')}>
        <Select
          mode="multiple"
          allowClear
          style={{ width: 220 }}
          placeholder={t('filters.any')}
          options={CONTAINER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="shipmentNo" label={t('fields.shipmentNo')} rules={[maxLength]}>
        <Input allowClear placeholder={t('filters.prefix')} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="containerNo" label={t('fields.containerNo')} rules={[maxLength]}>
        <Input allowClear placeholder={t('filters.prefix')} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="loadingPoint" label={t('fields.loadingPoint')}>
        <PointSelect allowClear style={{ width: 170 }} placeholder={t('filters.any')} />
      </Form.Item>
      <Form.Item name="destinationCountry" label={t('fields.destination')}>
        <CountrySelect allowClear style={{ width: 170 }} placeholder={t('filters.any')} />
      </Form.Item>
      <Form.Item name="supplier" label={t('fields.supplier')}>
        <SupplierSelect allowClear style={{ width: 160 }} placeholder={t('filters.any')} />
      </Form.Item>
      {/* ATA after the first ETA: the home dashboard's "arrived later than first ETA" */}
      <Form.Item name="arrivedLate" valuePropName="checked">
        <Checkbox>{t('filters.arrivedLate')}</Checkbox>
      </Form.Item>
    </FilterForm>
  );
}
