import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupplierSearch } from '../../admin/users/useUsers';

export interface SupplierOption {
  value: number;
  label: string;
}

/** One supplier, searched on the server as one types (code or name). */
export function AccountSupplierSelect(props: {
  id?: string;
  value?: SupplierOption;
  onChange?: (value: SupplierOption | undefined) => void;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation('supplierAccess');
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
    <Select<SupplierOption, SupplierOption>
      id={props.id}
      labelInValue
      allowClear
      value={props.value}
      onChange={(value) => props.onChange?.(value)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={setOpen}
      options={options}
      placeholder={t('accounts.supplierPlaceholder')}
      notFoundContent={search.isFetching ? <Spin size="small" /> : undefined}
      {...(props.style ? { style: props.style } : {})}
    />
  );
}
