import { WAREHOUSE_TYPE_NAMES, WAREHOUSE_TYPES, type WarehouseType } from '@lading/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import { optionOfId } from '../common/useNamedOption';
import { languageOf } from './stock-format';
import { WarehouseSelect } from './warehouses/WarehouseSelect';

/** The filter fields the inventory and the ledger share, as their forms hold them. */
export interface StockFilterValues {
  warehouseIds?: number[] | undefined;
  warehouseType?: WarehouseType | undefined;
  product?: string | undefined;
  supplier?: SupplierOption | undefined;
}

/** The shared filters of a list shown (its URL's). */
export interface StockFilterShown {
  warehouseIds?: number[] | undefined;
  warehouseType?: WarehouseType | undefined;
  product?: string | undefined;
  supplierId?: number | undefined;
}

const PRODUCT_MAX = 50;

/** The form's values of the shared filters a list shows. */
export const stockFilterValues = (shown: StockFilterShown): StockFilterValues => ({
  warehouseIds: shown.warehouseIds,
  warehouseType: shown.warehouseType,
  product: shown.product,
  supplier: optionOfId(shown.supplierId),
});

/** The list query's shared filters of the form's values (blank ones left out). */
export const stockFilterQuery = (values: StockFilterValues): StockFilterShown => ({
  warehouseIds: values.warehouseIds?.length ? values.warehouseIds : undefined,
  warehouseType: values.warehouseType,
  product: values.product?.trim() || undefined,
  supplierId: values.supplier?.value,
});

/**
 * The warehouses (several), the warehouse type, the product (ID, item no. or name) and the
 * supplier filters. `fixedType`: the screen shows one type only (the rework area): no type
 * filter, and only warehouses of that type are offered.
 */
export function StockFilterItems(props: {
  fixedType?: WarehouseType | undefined;
  labels: {
    warehouses: string;
    warehouseType: string;
    product: string;
    productPlaceholder: string;
    supplier: string;
    any: string;
    tooLong: (max: number) => string;
  };
}) {
  const { i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const { labels, fixedType } = props;
  return (
    <>
      <Form.Item name="warehouseIds" label={labels.warehouses}>
        <WarehouseSelect
          multiple
          allowClear
          placeholder={labels.any}
          style={{ width: 240 }}
          {...(fixedType && { offers: (warehouse) => warehouse.type === fixedType })}
        />
      </Form.Item>
      {!fixedType && (
        <Form.Item name="warehouseType" label={labels.warehouseType}>
          <Select
            allowClear
            placeholder={labels.any}
            style={{ width: 160 }}
            options={WAREHOUSE_TYPES.map((type) => ({
              value: type,
              label: WAREHOUSE_TYPE_NAMES[type][lang],
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="product"
        label={labels.product}
        rules={[{ max: PRODUCT_MAX, message: labels.tooLong(PRODUCT_MAX) }]}
      >
        <Input allowClear placeholder={labels.productPlaceholder} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="supplier" label={labels.supplier}>
        <SupplierSelect allowClear style={{ width: 180 }} placeholder={labels.any} />
      </Form.Item>
    </>
  );
}
