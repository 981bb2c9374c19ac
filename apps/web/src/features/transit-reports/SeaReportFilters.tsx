import { type DestinationCountry, type SeaReportRequest } from '@lading/shared';
import { Checkbox, DatePicker, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../common/FilterForm';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import { daysOfRange, rangeOfDays, type DayRange } from '../common/day-range';
import { optionOfId } from '../common/useNamedOption';
import { PointSelect, type PointOption } from '../planning/PointSelect';
import { CountrySelect } from '../reference/loading-information/CountrySelect';

interface Values {
  supplier?: SupplierOption;
  loadingPoint?: PointOption;
  destinationCountry?: DestinationCountry;
  pod?: string;
  shippingLineId?: number;
  late?: boolean;
  eta?: DayRange;
}

export type SeaReportSearch = Omit<
  SeaReportRequest,
  'pageNum' | 'pageSize' | 'sortBy' | 'sortOrder'
>;

/** The sea report's filters; POD and shipping line offer those seen at sea. */
export function SeaReportFilters(props: {
  values: SeaReportSearch;
  onSearch: (filters: SeaReportSearch) => void;
  pods: { value: string; label: string }[];
  shippingLines: { value: number; label: string }[];
  supplierFilter: boolean;
  loadingPointFilter: boolean;
}) {
  const { t } = useTranslation('transitReports');
  const [form] = Form.useForm<Values>();
  const shown = props.values;
  const search = (values: Values) => {
    const [etaFrom, etaTo] = daysOfRange(values.eta);
    props.onSearch({
      supplierId: values.supplier?.value,
      loadingPointId: values.loadingPoint?.value,
      destinationCountry: values.destinationCountry,
      pod: values.pod,
      shippingLineId: values.shippingLineId,
      late: values.late ? 1 : undefined,
      etaFrom,
      etaTo,
    });
  };
  return (
    <FilterForm<Values>
      form={form}
      name="sea-report-filters"
      values={{
        supplier: optionOfId(shown.supplierId as number | undefined),
        loadingPoint: optionOfId(shown.loadingPointId as number | undefined),
        destinationCountry: shown.destinationCountry,
        pod: shown.pod,
        shippingLineId: shown.shippingLineId as number | undefined,
        late: Number(shown.late) === 1,
        eta: rangeOfDays(shown.etaFrom, shown.etaTo),
      }}
      onSearch={search}
    >
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
      <Form.Item name="pod" label={t('fields.pod')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 170 }}
          placeholder={t('filters.any')}
          options={props.pods}
        />
      </Form.Item>
      <Form.Item name="shippingLineId" label={t('fields.shippingLine')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 170 }}
          placeholder={t('filters.any')}
          options={props.shippingLines}
        />
      </Form.Item>
      <Form.Item name="eta" label={t('filters.etaRange')}>
        <DatePicker.RangePicker
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          style={{ width: 240 }}
        />
      </Form.Item>
      <Form.Item name="late" valuePropName="checked">
        <Checkbox>{t('filters.lateOnly')}</Checkbox>
      </Form.Item>
    </FilterForm>
  );
}
