import {
  CONFIRM_READY_DATES,
  PLAN_LINE_CONTAINER_STATUSES,
  type ConfirmReadyDate,
  type PlanLineContainerStatus,
  type readyDateOperations,
} from '@lading/shared';
import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import type { PlanLineQuery } from './useReadyDates';
import { confirmName, containerStatusName } from './ready-date-format';
import { FilterForm } from '../common/FilterForm';
import { daysOfRange, rangeOfDays, type DayRange } from '../common/day-range';
import type { ListQueryOf } from '../common/useListQuery';
import { optionOfId } from '../common/useNamedOption';

interface Values {
  confirmReadyDate?: ConfirmReadyDate[];
  owner?: boolean;
  supplier?: SupplierOption;
  shipmentNo?: string;
  containerNo?: string;
  poNumber?: string;
  status?: PlanLineContainerStatus[];
  etd?: DayRange;
  rdd?: DayRange;
}

export type PlanLineSearch = Omit<PlanLineQuery, 'sortBy' | 'sortOrder'>;

/** The plan lines shown (their URL's filters, a message link's too), paging aside. */
type PlanLineShown = Omit<
  ListQueryOf<typeof readyDateOperations.shippingDetails>,
  'pageNum' | 'pageSize'
>;

/**
 * The plan-line filters. `report` adds what the shipping-plan report filters on (container
 * no., status, ETD, "my suppliers only"); the fields follow `values`, the filters of the
 * lines shown (a message link opens the screen with its own, spec §2 message targets).
 */
export function PlanLineFilterForm(props: {
  values: PlanLineShown;
  onSearch(filters: PlanLineSearch): void;
  report?: boolean;
  supplier?: boolean;
}) {
  const { t, i18n } = useTranslation('readyDates');
  const [form] = Form.useForm<Values>();
  const shown = props.values;

  const search = (values: Values) => {
    const [etdFrom, etdTo] = daysOfRange(values.etd);
    const [rddFrom, rddTo] = daysOfRange(values.rdd);
    props.onSearch({
      confirmReadyDate: values.confirmReadyDate?.length ? values.confirmReadyDate : undefined,
      owner: values.owner ? 1 : undefined,
      supplierId: values.supplier?.value,
      shipmentNo: values.shipmentNo?.trim() || undefined,
      containerNo: values.containerNo?.trim() || undefined,
      poNumber: values.poNumber?.trim() || undefined,
      status: values.status?.length ? values.status : undefined,
      etdFrom,
      etdTo,
      rddFrom,
      rddTo,
    });
  };
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
    <FilterForm<Values>
      form={form}
      name="plan-line-filters"
      values={{
        confirmReadyDate: shown.confirmReadyDate as ConfirmReadyDate[] | undefined,
        owner: shown.owner === 1,
        supplier: optionOfId(shown.supplierId),
        shipmentNo: shown.shipmentNo,
        containerNo: shown.containerNo,
        poNumber: shown.poNumber,
        status: shown.status,
        etd: rangeOfDays(shown.etdFrom, shown.etdTo),
        rdd: rangeOfDays(shown.rddFrom, shown.rddTo),
      }}
      onSearch={search}
    >
      <Form.Item name="confirmReadyDate" label={t('fields.confirmReadyDate')}>
        <Select
          mode="multiple"
          allowClear
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
            style={{ width: 200 }}
            placeholder={t('filters.any')}
            options={PLAN_LINE_CONTAINER_STATUSES.map((value) => ({
              value,
              label: containerStatusName(value, i18n.language),
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
