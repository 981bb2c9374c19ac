import { MAX_PAGE_SIZE, type Page } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';

export interface SupplierOption {
  value: number;
  label: string;
}

/** What this select reads of a supplier (the list answer carries more). */
interface SupplierRow {
  id: number;
  code: string;
  fullName?: string;
  name?: string;
}

/** Picks one supplier, searching /api/suppliers by code or name as the user types. */
export function SupplierSelect(props: {
  id?: string;
  value?: SupplierOption | undefined;
  onChange?: (value: SupplierOption | undefined) => void;
  allowClear?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation('leadTimes');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = { pageNum: 1, pageSize: MAX_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  const suppliers = useQuery({
    queryKey: ['suppliers', 'options', query],
    queryFn: () => http.get<Page<SupplierRow>>('/suppliers', query),
    enabled: open,
  });
  const options = (suppliers.data?.list ?? []).map((supplier) => ({
    value: supplier.id,
    label: supplier.code,
    fullName: supplier.fullName ?? supplier.name ?? '',
  }));

  return (
    <Select<SupplierOption, SupplierOption & { fullName: string }>
      id={props.id}
      labelInValue
      allowClear={props.allowClear ?? false}
      value={props.value}
      style={props.style}
      onChange={(value) => props.onChange?.(value)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={setOpen}
      options={options}
      optionRender={(option) => (
        <Flex justify="space-between" gap={8}>
          <span>{option.label}</span>
          <Typography.Text type="secondary" ellipsis>
            {option.data.fullName}
          </Typography.Text>
        </Flex>
      )}
      placeholder={props.placeholder ?? t('supplierPlaceholder')}
      notFoundContent={suppliers.isFetching ? <Spin size="small" /> : undefined}
    />
  );
}
