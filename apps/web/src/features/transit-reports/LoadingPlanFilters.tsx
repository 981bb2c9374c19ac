import {
  LOADING_PLAN_BASES,
  READINESS,
  addDays,
  isoWeeksBetween,
  type DestinationCountry,
  type LoadingPlanBasis,
  type LoadingPlanRequest,
  type Readiness,
} from '@lading/shared';
import dayjs from 'dayjs';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../common/FilterForm';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import { optionOfId } from '../common/useNamedOption';
import { PointSelect, type PointOption } from '../planning/PointSelect';
import { CountrySelect } from '../reference/loading-information/CountrySelect';

interface Values {
  basis?: LoadingPlanBasis;
  supplier?: SupplierOption;
  loadingPoint?: PointOption;
  destinationCountry?: DestinationCountry;
  weekFrom?: string;
  weekTo?: string;
  readiness?: Readiness;
}

export type LoadingPlanSearch = Omit<
  LoadingPlanRequest,
  'pageNum' | 'pageSize' | 'sortBy' | 'sortOrder'
>;

/** The weeks offered: 12 back and 26 ahead of this one, and any the view names. */
function weekOptions(named: readonly (string | undefined)[]) {
  const today = dayjs().format('YYYY-MM-DD');
  const weeks = new Set(isoWeeksBetween(addDays(today, -84), addDays(today, 182)));
  for (const week of named) if (week) weeks.add(week);
  return [...weeks].sort().map((week) => ({ value: week, label: week }));
}

/** The loading plan's filters. */
export function LoadingPlanFilters(props: {
  values: LoadingPlanSearch;
  onSearch: (filters: LoadingPlanSearch) => void;
  supplierFilter: boolean;
  loadingPointFilter: boolean;
}) {
  const { t } = useTranslation('transitReports');
  const [form] = Form.useForm<Values>();
  const shown = props.values;
  const weeks = weekOptions([shown.weekFrom, shown.weekTo]);
  const search = (values: Values) =>
    props.onSearch({
      basis: values.basis,
      supplierId: values.supplier?.value,
      loadingPointId: values.loadingPoint?.value,
      destinationCountry: values.destinationCountry,
      weekFrom: values.weekFrom,
      weekTo: values.weekTo,
      readiness: values.readiness,
    });
  const weekSelect = (
    <Select
      allowClear
      showSearch
      style={{ width: 130 }}
      placeholder={t('filters.any')}
      options={weeks}
    />
  );
  return (
    <FilterForm<Values>
      form={form}
      name="loading-plan-filters"
      values={{
        basis: shown.basis ?? 'readyDate',
        supplier: optionOfId(shown.supplierId as number | undefined),
        loadingPoint: optionOfId(shown.loadingPointId as number | undefined),
        destinationCountry: shown.destinationCountry,
        weekFrom: shown.weekFrom,
        weekTo: shown.weekTo,
        readiness: shown.readiness,
      }}
      onSearch={search}
    >
      <Form.Item name="basis" label={t('fields.basis')}>
        <Select
          style={{ width: 130 }}
          options={LOADING_PLAN_BASES.map((value) => ({ value, label: t(`basis.${value}`) }))}
        />
      </Form.Item>
      {props.supplierFilter && (
        <Form.Item name="supplier" label={t('fields.supplier')}>
          <SupplierSelect allowClear style={{ width: 160 }} placeholder={t('filters.any')} />
        </Form.Item>
      )}
      {props.loadingPointFilter && (
        <Form.Item name="loadingPoint" label={t('fields.loadingPoint')}>
          <PointSelect allowClear style={{ width: 170 }} placeholder={t('filters.any')} />
        </Form.Item>
      )}
      <Form.Item name="destinationCountry" label={t('fields.destination')}>
        <CountrySelect allowClear style={{ width: 150 }} placeholder={t('filters.any')} />
      </Form.Item>
      <Form.Item name="weekFrom" label={t('filters.weekFrom')}>
        {weekSelect}
      </Form.Item>
      <Form.Item name="weekTo" label={t('filters.weekTo')}>
        {weekSelect}
      </Form.Item>
      <Form.Item name="readiness" label={t('fields.readiness')}>
        <Select
          allowClear
          style={{ width: 190 }}
          placeholder={t('filters.any')}
          options={READINESS.map((value) => ({ value, label: t(`readiness.${value}`) }))}
        />
      </Form.Item>
    </FilterForm>
  );
}
