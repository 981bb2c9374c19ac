import { MAX_PAGE_SIZE, shippingLineOperations } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Spin, Typography } from 'antd';
import { call } from '../../../api/call';
import { referenceListKey } from '../useReference';
import { useSearchAsTyped } from '../../common/useSearchAsTyped';
import { fieldAria, type FieldAriaProps } from '../../common/field-aria';

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
 * Picks one shipping line, searching the server as the user types (debounced). What empty
 * means is the caller's: any line for a transit time, "leave as it is" in the workbench's
 * batch modify. The value carries its label, so the chosen line stays readable while the
 * search shows others.
 */
export function ShippingLineSelect(
  props: {
    id?: string;
    value?: ShippingLineOption | undefined;
    onChange?: (value: ShippingLineOption | undefined) => void;
    placeholder?: string;
  } & FieldAriaProps,
) {
  const { keyword, open, onSearch, onOpenChange } = useSearchAsTyped();
  const query = shippingLineOptionsQuery(keyword);
  const lines = useQuery({
    queryKey: referenceListKey(shippingLineOperations.list, query),
    queryFn: () => call(shippingLineOperations.list, { query }),
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
      {...fieldAria(props)}
      labelInValue
      allowClear
      value={props.value}
      onChange={(value) => props.onChange?.(value ?? undefined)}
      showSearch={{ filterOption: false, onSearch }}
      onOpenChange={onOpenChange}
      options={options}
      optionRender={(option) => (
        <Flex justify="space-between" gap={8}>
          <span>{option.label}</span>
          <Typography.Text type="secondary">{option.data.code}</Typography.Text>
        </Flex>
      )}
      placeholder={props.placeholder}
      notFoundContent={lines.isFetching ? <Spin size="small" /> : undefined}
    />
  );
}
