import { MAX_PAGE_SIZE } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shippingLinesApi } from '../reference.api';
import { referenceListKey } from '../useReference';

export interface ShippingLineOption {
  value: number;
  label: string;
}

/** The first page of shipping lines matching `keyword`, loaded once the select opens. */
export const shippingLineOptionsQuery = (keyword: string) => ({
  pageNum: 1,
  pageSize: MAX_PAGE_SIZE,
  ...(keyword ? { keyword } : {}),
});

/**
 * Picks one shipping line, searching the server as the user types (debounced). Empty
 * means the transit time holds for any line. The value carries its label, so the chosen
 * line stays readable while the search shows others.
 */
export function ShippingLineSelect(props: {
  id?: string;
  value?: ShippingLineOption | undefined;
  onChange?: (value: ShippingLineOption | undefined) => void;
}) {
  const { t } = useTranslation('reference');
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
  // The label is the name alone, as a transit time names its line; the code shows beside it.
  const options = (lines.data?.list ?? []).map((line) => ({
    value: line.id,
    label: line.name,
    code: line.code,
  }));

  return (
    <Select<ShippingLineOption, ShippingLineOption & { code: string }>
      id={props.id}
      labelInValue
      allowClear
      value={props.value}
      onChange={(value) => props.onChange?.(value)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={setOpen}
      options={options}
      optionRender={(option) => (
        <Flex justify="space-between" gap={8}>
          <span>{option.label}</span>
          <Typography.Text type="secondary">{option.data.code}</Typography.Text>
        </Flex>
      )}
      placeholder={t('transitTimes.anyLine')}
      notFoundContent={lines.isFetching ? <Spin size="small" /> : undefined}
    />
  );
}
