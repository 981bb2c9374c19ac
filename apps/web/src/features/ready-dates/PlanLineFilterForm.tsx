import {
  CONFIRM_READY_DATES,
  PLAN_LINE_CONTAINER_STATUSES,
  type ConfirmReadyDate,
  type PlanLineContainerStatus,
} from '@lading/shared';
import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import type { PlanLineQuery } from './ready-dates.api';
import { confirmName } from './ready-date-format';
import { FilterForm } from '../common/FilterForm';

interface Values {
  confirmReadyDate?: ConfirmReadyDate[];
  owner?: boolean;
  supplier?: SupplierOption;
  shipmentNo?: string;
  containerNo?: string;
  poNumber?: string;
  status?: PlanLineContainerStatus[];
  etd?: [Dayjs | null, Dayjs | null] | null;
  rdd?: [Dayjs | null, Dayjs | null] | null;
}

export type PlanLineSearch = Omit<PlanLineQuery, 'sortBy' | 'sortOrder'>;

/** What a link may set (spec §2 message targets): approval states and owner=1. */
export interface PlanLinePreset {
  confirmReadyDate?: ConfirmReadyDate[] | undefined;
  owner?: 0 | 1 | undefined;
}

const day = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

/**
 * The plan-line filters. `report` adds what the shipping-plan report filters on (container
 * no., status, ETD, "my suppliers only"); `preset` (from the URL) replaces the form's
 * values whenever it changes, as a message link opens the screen with new filters.
 */
export function PlanLineFilterForm(props: {
  onSearch(filters: PlanLineSearch): void;
  report?: boolean;
  supplier?: boolean;
  preset?: PlanLinePreset;
  presetKey?: string;
}) {
  const { t, i18n } = useTranslation('readyDates');
  const [form] = Form.useForm<Values>();
  const { preset, presetKey } = props;
  useEffect(() => {
    if (presetKey === undefined) return;
    form.resetFields();
    form.setFieldsValue({
      confirmReadyDate: preset?.confirmReadyDate,
      owner: preset?.owner === 1,
    });
    // the preset is read when its key (the URL's query) changes, not on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, presetKey]);

  const search = (values: Values) =>
    props.onSearch({
      confirmReadyDate: values.confirmReadyDate?.length ? values.confirmReadyDate : undefined,
      owner: values.owner ? 1 : undefined,
      supplierId: values.supplier?.value,
      shipmentNo: values.shipmentNo?.trim() || undefined,
      containerNo: values.containerNo?.trim() || undefined,
      poNumber: values.poNumber?.trim() || undefined,
      status: values.status?.length ? values.status : undefined,
      etdFrom: day(values.etd?.[0]),
      etdTo: day(values.etd?.[1]),
      rddFrom: day(values.rdd?.[0]),
      rddTo: day(values.rdd?.[1]),
    });
  const prefix = (name: keyof Values, label: string) => (
    <Form.Item
      name={name}
      label={label}
      rules={[{ max: 40, message: t('rules.maxLength', { max: 40 }) }]}
    >
      <Input allowClear placeholder={t('filters.prefix')} style={{ width: 140 }} />
    </Form.Item>
  );
  const range = (name: 'etd' | 'rdd', label: string) => (
    <Form.Item name={name} label={label}>
      <DatePicker.RangePicker
        format="YYYY-MM-DD"
        allowEmpty={[true, true]}
        style={{ width: 240 }}
      />
    </Form.Item>
  );

  return (
    <FilterForm<Values> form={form} name="plan-line-filters" onSearch={search}>
      <Form.Item name="confirmReadyDate" label={t('fields.confirmReadyDate')}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          style={{ width: 220 }}
          placeholder={t('filters.any')}
          options={CONFIRM_READY_DATES.map((value) => ({
            value,
            label: confirmName(value, i18n.language),
          }))}
        />
      </Form.Item>
      {prefix('shipmentNo', t('fields.shipmentNo'))}
      {props.report && prefix('containerNo', t('fields.containerNo'))}
      {prefix('poNumber', t('fields.poLine'))}
      {props.supplier !== false && (
        <Form.Item name="supplier" label={t('fields.supplier')}>
          <SupplierSelect allowClear style={{ width: 160 }} placeholder={t('filters.any')} />
        </Form.Item>
      )}
      {props.report && (
        <Form.Item name="status" label={t('fields.containerStatus')}>
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            style={{ width: 200 }}
            placeholder={t('filters.any')}
            options={PLAN_LINE_CONTAINER_STATUSES.map((value) => ({
              value,
              label: t(`statuses.${value}`),
            }))}
          />
        </Form.Item>
      )}
      {props.report && range('etd', t('fields.etd'))}
      {range('rdd', t('fields.rdd'))}
      {props.report && (
        <Form.Item name="owner" valuePropName="checked">
          <Checkbox>{t('filters.ownerOnly')}</Checkbox>
        </Form.Item>
      )}
    </FilterForm>
  );
}
