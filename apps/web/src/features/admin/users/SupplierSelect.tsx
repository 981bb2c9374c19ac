import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupplierSearch } from './useUsers';

export interface SupplierOption {
  value: number;
  label: string;
}

/**
 * Supplier multi-select that searches the server as the admin types (debounced). Values
 * carry their labels, so chosen suppliers stay readable after the search changes.
 */
export function SupplierSelect(props: {
  id?: string;
  value?: SupplierOption[];
  onChange?: (value: SupplierOption[]) => void;
}) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useSupplierSearch(keyword, open);
  const options = (search.data?.list ?? []).map((supplier) => ({
    value: supplier.id,
    label: `${supplier.code} ${supplier.name}`,
  }));

  return (
    <Select<SupplierOption[], SupplierOption>
      id={props.id}
      mode="multiple"
      labelInValue
      allowClear
      value={props.value ?? []}
      onChange={(value) => props.onChange?.(value)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={setOpen}
      options={options}
      placeholder={t('users.supplierPlaceholder')}
      notFoundContent={search.isFetching ? <Spin size="small" /> : undefined}
      maxTagCount="responsive"
    />
  );
}
