import {
  BOUND_STATES,
  CODE_LEVELS,
  MAX_CODE_LENGTH,
  type BoundState,
  type CodeLevel,
  type codeDataOperations,
} from '@lading/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { daysOfRange, rangeOfDays, type DayRange } from '../../common/day-range';
import { FilterForm } from '../../common/FilterForm';
import { SupplierSelect } from '../../common/SupplierSelect';
import type { ListFiltersOf, ListQueryOf } from '../../common/useListQuery';
import { optionOfId, type NamedOption } from '../../common/useNamedOption';
import { ProductSelect } from '../../kits/ProductSelect';

type CodeDataQuery = ListQueryOf<typeof codeDataOperations.list>;
export type CodeDataFilters = ListFiltersOf<typeof codeDataOperations.list>;

interface Values {
  level?: CodeLevel | undefined;
  code?: string | undefined;
  product?: NamedOption | undefined;
  supplier?: NamedOption | undefined;
  poNumber?: string | undefined;
  containerNo?: string | undefined;
  bound?: BoundState | undefined;
  days?: DayRange | undefined;
}

const PO_NUMBER_MAX = 40;
const CONTAINER_NO_MAX = 20;

/** The form's values → the list's filters (blanks left out; the screen's level kept). */
export const codeDataFiltersOf = (values: Values, fixedLevel?: CodeLevel): CodeDataFilters => {
  const [from, to] = daysOfRange(values.days);
  return {
    level: fixedLevel ?? values.level,
    code: values.code?.trim() || undefined,
    productId: values.product?.value,
    supplierId: values.supplier?.value,
    poNumber: values.poNumber?.trim() || undefined,
    containerNo: values.containerNo?.trim() || undefined,
    bound: values.bound,
    from,
    to,
  };
};

/**
 * The code lists' filters: level (dataList only; the other screens fix it), code prefix,
 * product and supplier (for users who may read them), PO number, container no., bound or
 * loose, the scan day range.
 */
export function CodeDataFilterForm(props: {
  values: Partial<CodeDataQuery>;
  /** The screen's level; none on dataList, which offers a level filter. */
  fixedLevel?: CodeLevel | undefined;
  scoped: { products: boolean; suppliers: boolean };
  onSearch(filters: CodeDataFilters): void;
}) {
  const { t } = useTranslation('serialData');
  const [form] = Form.useForm<Values>();
  const shown = props.values;
  const { fixedLevel } = props;
  const tooLong = (max: number) => ({ max, message: t('rules.maxLength', { ns: 'common', max }) });

  return (
    <FilterForm<Values>
      form={form}
      name={`code-data-filters-${fixedLevel ?? 'all'}`}
      values={{
        level: fixedLevel ? undefined : shown.level,
        code: shown.code,
        product: optionOfId(shown.productId),
        supplier: optionOfId(shown.supplierId),
        poNumber: shown.poNumber,
        containerNo: shown.containerNo,
        bound: shown.bound,
        days: rangeOfDays(shown.from, shown.to),
      }}
      onSearch={(values) => props.onSearch(codeDataFiltersOf(values, fixedLevel))}
      onReset={() => props.onSearch({ level: fixedLevel })}
    >
      {!fixedLevel && (
        <Form.Item name="level" label={t('filters.level')}>
          <Select<CodeLevel>
            allowClear
            style={{ width: 130 }}
            placeholder={t('filters.anyLevel')}
            options={CODE_LEVELS.map((level) => ({
              value: level,
              label: t(`levels.${level}`, { ns: 'serials' }),
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="code" label={t('filters.code')} rules={[tooLong(MAX_CODE_LENGTH)]}>
        <Input allowClear placeholder={t('filters.codePlaceholder')} style={{ width: 200 }} />
      </Form.Item>
      {props.scoped.products && (
        <Form.Item name="product" label={t('filters.product')}>
          <ProductSelect allowClear style={{ width: 220 }} placeholder={t('filters.anyProduct')} />
        </Form.Item>
      )}
      {props.scoped.suppliers && (
        <Form.Item name="supplier" label={t('filters.supplier')}>
          <SupplierSelect
            allowClear
            style={{ width: 170 }}
            placeholder={t('filters.anySupplier')}
          />
        </Form.Item>
      )}
      <Form.Item name="poNumber" label={t('filters.poNumber')} rules={[tooLong(PO_NUMBER_MAX)]}>
        <Input allowClear placeholder={t('filters.poNumberPlaceholder')} style={{ width: 170 }} />
      </Form.Item>
      <Form.Item
        name="containerNo"
        label={t('filters.containerNo')}
        rules={[tooLong(CONTAINER_NO_MAX)]}
      >
        <Input
          allowClear
          placeholder={t('filters.containerNoPlaceholder')}
          style={{ width: 170 }}
        />
      </Form.Item>
      <Form.Item name="bound" label={t('filters.bound')}>
        <Select<BoundState>
          allowClear
          style={{ width: 120 }}
          placeholder={t('filters.any')}
          options={BOUND_STATES.map((state) => ({ value: state, label: t(`bound.${state}`) }))}
        />
      </Form.Item>
      <Form.Item name="days" label={t('filters.days')}>
        <DatePicker.RangePicker
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          style={{ width: 240 }}
        />
      </Form.Item>
    </FilterForm>
  );
}
