import type { ledgerOperations, WarehouseType } from '@lading/shared';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../common/FilterForm';
import type { ListFiltersOf, ListQueryOf } from '../../common/useListQuery';
import {
  StockFilterItems,
  stockFilterQuery,
  stockFilterValues,
  type StockFilterValues,
} from '../StockFilterItems';

type Values = StockFilterValues & { poNumber?: string | undefined; withEmpty?: boolean };
type Shown = Partial<Omit<ListQueryOf<typeof ledgerOperations.inventory>, 'pageNum' | 'pageSize'>>;

const PO_NUMBER_MAX = 40;

/**
 * The inventory filters: warehouses, warehouse type (unless the screen fixes it), product,
 * supplier, PO number, and whether rows now at 0 show.
 */
export function InventoryFilterForm(props: {
  /** The filters of the list shown (its URL's): the fields follow them. */
  values: Shown;
  onSearch(filters: ListFiltersOf<typeof ledgerOperations.inventory>): void;
  fixedType?: WarehouseType | undefined;
}) {
  const { t } = useTranslation('stock');
  const [form] = Form.useForm<Values>();
  return (
    <FilterForm<Values>
      form={form}
      name="inventory-filters"
      values={{
        ...stockFilterValues(props.values),
        poNumber: props.values.poNumber,
        withEmpty: props.values.withEmpty === 1,
      }}
      onSearch={(values) =>
        props.onSearch({
          ...stockFilterQuery(values),
          poNumber: values.poNumber?.trim() || undefined,
          withEmpty: values.withEmpty ? 1 : undefined,
        })
      }
    >
      <StockFilterItems
        fixedType={props.fixedType}
        labels={{
          warehouses: t('inventory.filters.warehouses'),
          warehouseType: t('inventory.warehouseType'),
          product: t('inventory.filters.product'),
          productPlaceholder: t('inventory.filters.productPlaceholder'),
          supplier: t('inventory.supplier'),
          any: t('inventory.filters.any'),
          tooLong: (max) => t('inventory.filters.maxLength', { max }),
        }}
      />
      <Form.Item
        name="poNumber"
        label={t('inventory.filters.poNumber')}
        rules={[
          { max: PO_NUMBER_MAX, message: t('inventory.filters.maxLength', { max: PO_NUMBER_MAX }) },
        ]}
      >
        <Input allowClear style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="withEmpty" valuePropName="checked">
        <Checkbox>{t('inventory.filters.withEmpty')}</Checkbox>
      </Form.Item>
    </FilterForm>
  );
}
