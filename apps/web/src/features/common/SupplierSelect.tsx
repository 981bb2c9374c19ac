import { supplierOperations } from '@lading/shared';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { SUPPLIERS_KEY } from '../admin/common/query-keys';
import { SupplierOptionLabel } from './SupplierOptionLabel';
import { useNamedOption } from './useNamedOption';
import { useSupplierOptions, type SupplierChoice } from './useSupplierOptions';
import { fieldAria, type FieldAriaProps } from './field-aria';

/** A chosen supplier: its id and what the select shows for it (the code). */
export interface SupplierOption {
  value: number;
  label: string;
}

/**
 * Picks one supplier, searching by code or name as the user types. A value without its
 * label (a filter from a link, `optionOfId`) shows the supplier's code once read.
 */
export function SupplierSelect(
  props: {
    id?: string;
    value?: SupplierOption | undefined;
    onChange?: (value: SupplierOption | undefined) => void;
    allowClear?: boolean;
    placeholder?: string;
    style?: React.CSSProperties;
  } & FieldAriaProps,
) {
  const { t } = useTranslation('leadTimes');
  const suppliers = useSupplierOptions();
  const value = useNamedOption(props.value, SUPPLIERS_KEY, (id) =>
    call(supplierOperations.get, { params: { id } }, { quiet: true }).then((s) => s.code),
  );
  return (
    <Select<SupplierOption, SupplierChoice>
      id={props.id}
      {...fieldAria(props)}
      labelInValue
      allowClear={props.allowClear ?? false}
      value={value}
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
