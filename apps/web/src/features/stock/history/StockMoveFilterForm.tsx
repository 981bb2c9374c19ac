import {
  STOCK_MOVE_KIND_NAMES,
  STOCK_MOVE_KINDS,
  type ledgerOperations,
  type StockMoveKind,
  type WarehouseType,
} from '@lading/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { daysOfRange, rangeOfDays, type DayRange } from '../../common/day-range';
import { FilterForm } from '../../common/FilterForm';
import type { ListFiltersOf, ListQueryOf } from '../../common/useListQuery';
import { languageOf } from '../stock-format';
import {
  StockFilterItems,
  stockFilterQuery,
  stockFilterValues,
  type StockFilterValues,
} from '../StockFilterItems';

type Values = StockFilterValues & {
  days?: DayRange | undefined;
  kinds?: StockMoveKind[] | undefined;
  docNo?: string | undefined;
};
type Shown = Partial<Omit<ListQueryOf<typeof ledgerOperations.moves>, 'pageNum' | 'pageSize'>>;
export type StockMoveFilters = ListFiltersOf<typeof ledgerOperations.moves>;

const DOC_NO_MAX = 30;

/** The form's values → the ledger query's filters (blank ones left out). */
export const moveFiltersOf = (values: Values, fixedKinds: boolean): StockMoveFilters => {
  const [from, to] = daysOfRange(values.days);
  return {
    from,
    to,
    ...stockFilterQuery(values),
    ...(!fixedKinds && { kinds: values.kinds?.length ? values.kinds : undefined }),
    docNo: values.docNo?.trim() || undefined,
  };
};

/**
 * The ledger filters: the day range, warehouses, warehouse type, product, supplier, kinds
 * (unless the screen fixes them: the back list is rework stock-in only) and the document no.
 */
export function StockMoveFilterForm(props: {
  /** The filters of the list shown (its URL's): the fields follow them. */
  values: Shown;
  onSearch(filters: StockMoveFilters): void;
  fixedKinds?: boolean;
  /** The one warehouse type the screen shows (the scrap warehouse's records). */
  fixedType?: WarehouseType | undefined;
}) {
  const { t, i18n } = useTranslation('stock');
  const lang = languageOf(i18n.language);
  const [form] = Form.useForm<Values>();
  const fixedKinds = props.fixedKinds ?? false;
  return (
    <FilterForm<Values>
      form={form}
      name="stock-move-filters"
      values={{
        days: rangeOfDays(props.values.from, props.values.to),
        ...stockFilterValues(props.values),
        kinds: props.values.kinds,
        docNo: props.values.docNo,
      }}
      onSearch={(values) => props.onSearch(moveFiltersOf(values, fixedKinds))}
    >
      <Form.Item name="days" label={t('history.filters.days')}>
        <DatePicker.RangePicker
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          style={{ width: 240 }}
        />
      </Form.Item>
      <StockFilterItems
        fixedType={props.fixedType}
        labels={{
          warehouses: t('history.filters.warehouses'),
          warehouseType: t('history.filters.warehouseType'),
          product: t('history.filters.product'),
          productPlaceholder: t('history.filters.productPlaceholder'),
          supplier: t('history.filters.supplier'),
          any: t('history.filters.any'),
          tooLong: (max) => t('history.filters.maxLength', { max }),
        }}
      />
      {!fixedKinds && (
        <Form.Item name="kinds" label={t('history.filters.kinds')}>
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder={t('history.filters.any')}
            style={{ width: 220 }}
            options={STOCK_MOVE_KINDS.map((kind) => ({
              value: kind,
              label: STOCK_MOVE_KIND_NAMES[kind][lang],
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="docNo"
        label={t('history.filters.docNo')}
        rules={[{ max: DOC_NO_MAX, message: t('history.filters.maxLength', { max: DOC_NO_MAX }) }]}
      >
        <Input
          allowClear
          placeholder={t('history.filters.docNoPlaceholder')}
          style={{ width: 170 }}
        />
      </Form.Item>
    </FilterForm>
  );
}
