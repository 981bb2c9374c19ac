import type { WarehouseItem } from '@lading/shared';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldAria, type FieldAriaProps } from '../../common/field-aria';
import { useWarehouseOptions, warehouseLabel } from './useWarehouses';

type Common = {
  id?: string;
  /** Which warehouses it offers (all when left out). */
  offers?: (warehouse: WarehouseItem) => boolean;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
} & FieldAriaProps;

/**
 * Picks warehouses by id among every warehouse (`warehouseOperations.options`), each shown by
 * code and name, an inactive one marked so; `multiple` picks several (a list filter).
 */
export function WarehouseSelect(
  props: Common &
    (
      | { multiple?: false; value?: number; onChange?: (value: number | undefined) => void }
      | { multiple: true; value?: number[]; onChange?: (value: number[]) => void }
    ),
) {
  const { t } = useTranslation('stock');
  const warehouses = useWarehouseOptions();
  const options = (warehouses.data ?? []).filter(props.offers ?? (() => true)).map((warehouse) => ({
    value: warehouse.id,
    label: warehouse.active
      ? warehouseLabel(warehouse)
      : `${warehouseLabel(warehouse)} (${t('warehouses.page.inactiveTag')})`,
  }));
  return (
    <Select<number | number[]>
      id={props.id}
      {...fieldAria(props)}
      mode={props.multiple ? 'multiple' : undefined}
      allowClear={props.allowClear ?? false}
      value={props.value}
      onChange={(value) => (props.onChange as ((value: unknown) => void) | undefined)?.(value)}
      style={props.style}
      placeholder={props.placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      options={options}
      notFoundContent={warehouses.isFetching ? <Spin size="small" /> : undefined}
    />
  );
}
