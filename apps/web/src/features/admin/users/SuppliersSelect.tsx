import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierOption } from '../../common/SupplierSelect';
import { SupplierOptionLabel } from '../../common/SupplierOptionLabel';
import { useSupplierOptions, type SupplierChoice } from '../../common/useSupplierOptions';
import { fieldAria, type FieldAriaProps } from '../../common/field-aria';

/**
 * The suppliers a supplier user works for: a multi-select searching as the admin types.
 * Values carry their labels, so chosen suppliers stay readable after the search changes.
 */
export function SuppliersSelect(
  props: {
    id?: string;
    value?: SupplierOption[];
    onChange?: (value: SupplierOption[]) => void;
  } & FieldAriaProps,
) {
  const { t } = useTranslation('admin');
  const suppliers = useSupplierOptions();
  return (
    <Select<SupplierOption[], SupplierChoice>
      id={props.id}
      {...fieldAria(props)}
      mode="multiple"
      labelInValue
      allowClear
      value={props.value ?? []}
      onChange={(value) => props.onChange?.(value)}
      showSearch={{ filterOption: false, onSearch: suppliers.onSearch }}
      onOpenChange={suppliers.onOpenChange}
      options={suppliers.options}
      optionRender={(option) => <SupplierOptionLabel option={option} />}
      placeholder={t('users.supplierPlaceholder')}
      notFoundContent={suppliers.fetching ? <Spin size="small" /> : undefined}
    />
  );
}
