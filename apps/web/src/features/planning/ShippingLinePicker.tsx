import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { shippingLinesApi } from '../reference/reference.api';
import { shippingLineOptionsQuery } from '../reference/transit-times/ShippingLineSelect';
import { referenceListKey } from '../reference/useReference';

export interface ShippingLineOption {
  value: number;
  label: string;
}

/**
 * Picks a container's shipping line, searching as one types. (The transit times' select
 * reads an empty choice as "any line"; here empty means "leave as it is".)
 */
export function ShippingLinePicker(props: {
  id?: string;
  value?: ShippingLineOption | undefined;
  onChange?: (value: ShippingLineOption | undefined) => void;
  placeholder?: string;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = shippingLineOptionsQuery(keyword);
  const lines = useQuery({
    queryKey: referenceListKey(shippingLinesApi.path, query),
    queryFn: () => shippingLinesApi.list(query),
    enabled: open,
  });
  return (
    <Select<ShippingLineOption>
      id={props.id}
      labelInValue
      allowClear
      value={props.value}
      onChange={(value) => props.onChange?.(value ?? undefined)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={setOpen}
      options={(lines.data?.list ?? []).map((line) => ({ value: line.id, label: line.name }))}
      placeholder={props.placeholder}
      notFoundContent={lines.isFetching ? <Spin size="small" /> : undefined}
    />
  );
}
