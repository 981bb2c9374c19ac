import { loadingPointOperations, MAX_PAGE_SIZE } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { call } from '../../api/call';
import type { Named } from './workbench-state';
import { fieldAria, type FieldAriaProps } from '../common/field-aria';

export interface PointOption {
  value: number;
  label: string;
}

/**
 * Picks a loading point, clearable (the orders' LoadingPointSelect is not): a filter may
 * leave it empty. There are few points; the list loads once.
 */
export function PointSelect(
  props: {
    id?: string;
    value?: PointOption | undefined;
    onChange?: (value: PointOption | undefined) => void;
    allowClear?: boolean;
    placeholder?: string;
    style?: React.CSSProperties;
  } & FieldAriaProps,
) {
  const points = useQuery({
    queryKey: [loadingPointOperations.list.path, 'options'],
    queryFn: () =>
      call(loadingPointOperations.list, { query: { pageNum: 1, pageSize: MAX_PAGE_SIZE } }),
  });
  const options = (points.data?.list ?? []).map((point) => ({
    value: point.id,
    label: point.name,
  }));
  // a filter from a link has the point's id only: its name is in the list
  const value =
    props.value && !props.value.label
      ? (options.find((option) => option.value === props.value?.value) ?? props.value)
      : props.value;
  return (
    <Select<PointOption>
      id={props.id}
      {...fieldAria(props)}
      labelInValue
      allowClear={props.allowClear ?? false}
      value={value}
      style={props.style}
      onChange={(value) => props.onChange?.(value ?? undefined)}
      showSearch={{ optionFilterProp: 'label' }}
      options={options.length ? options : props.value ? [props.value] : []}
      placeholder={props.placeholder}
      notFoundContent={points.isFetching ? <Spin size="small" /> : undefined}
    />
  );
}

export const namedOf = (option: PointOption): Named => ({ id: option.value, name: option.label });
