import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { SupplierOptionLabel } from './SupplierOptionLabel';
import { useSupplierOptions, type SupplierChoice } from './useSupplierOptions';

/** A chosen supplier: its id and what the select shows for it (the code). */
export interface SupplierOption {
  value: number;
  label: string;
}

/** Picks one supplier, searching by code or name as the user types. */
export function SupplierSelect(props: {
  id?: string;
  value?: SupplierOption | undefined;
  onChange?: (value: SupplierOption | undefined) => void;
  allowClear?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation('leadTimes');
  const suppliers = useSupplierOptions();
  return (
    <Select<SupplierOption, SupplierChoice>
      id={props.id}
      labelInValue
      allowClear={props.allowClear ?? false}
      value={props.value}
      style={props.style}
      onChange={(value) => props.onChange?.(value)}
      showSearch={{ filterOption: false, onSearch: suppliers.onSearch }}
      onOpenChange={suppliers.onOpenChange}
      options={suppliers.options}
      optionRender={(option) => <SupplierOptionLabel option={option} />}
      placeholder={props.placeholder ?? t('supplierPlaceholder')}
      notFoundContent={suppliers.fetching ? <Spin size="small" /> : undefined}
    />
  );
}
