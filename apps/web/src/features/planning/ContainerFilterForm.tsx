import { CONTAINER_STATUSES, type ContainerStatus, type DestinationCountry } from '@lading/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';

import type { ContainerQuery } from './planning.api';
import { PointSelect, type PointOption } from './PointSelect';
import { FilterForm } from '../common/FilterForm';
import { CountrySelect } from '../reference/loading-information/CountrySelect';

interface Values {
  status?: ContainerStatus[];
  shipmentNo?: string;
  containerNo?: string;
  loadingPoint?: PointOption;
  destinationCountry?: DestinationCountry;
  supplier?: SupplierOption;
}

export type ContainerSearch = Omit<ContainerQuery, 'sortBy' | 'sortOrder'>;

/** The shipping plan's filters (spec §2 shippingPlan). */
export function ContainerFilterForm(props: { onSearch(filters: ContainerSearch): void }) {
  const { t } = useTranslation('planning');
  const [form] = Form.useForm<Values>();
  const search = (values: Values) =>
    props.onSearch({
      status: values.status?.length ? values.status : undefined,
      shipmentNo: values.shipmentNo?.trim() || undefined,
      containerNo: values.containerNo?.trim() || undefined,
      loadingPointId: values.loadingPoint?.value,
      destinationCountry: values.destinationCountry,
      supplierId: values.supplier?.value,
    });
  const maxLength = { max: 40, message: t('rules.maxLength', { max: 40 }) };
  return (
    <FilterForm<Values> form={form} name="container-filters" onSearch={search}>
      <Form.Item name="status" label={t('fields.status')}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
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
    </FilterForm>
  );
}
