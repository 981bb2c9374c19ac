import { MAX_PAGE_SIZE } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { loadingPointsApi } from '../reference/reference.api';
import type { Named } from './workbench-state';

export interface PointOption {
  value: number;
  label: string;
}

/**
 * Picks a loading point, clearable (the orders' LoadingPointSelect is not): a filter may
 * leave it empty. There are few points; the list loads once.
 */
export function PointSelect(props: {
  id?: string;
  value?: PointOption | undefined;
  onChange?: (value: PointOption | undefined) => void;
  allowClear?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
}) {
  const points = useQuery({
    queryKey: [loadingPointsApi.path, 'options'],
    queryFn: () => loadingPointsApi.list({ pageNum: 1, pageSize: MAX_PAGE_SIZE }),
  });
  const options = (points.data?.list ?? []).map((point) => ({
    value: point.id,
    label: point.name,
  }));
  return (
    <Select<PointOption>
      id={props.id}
      labelInValue
      allowClear={props.allowClear ?? false}
      value={props.value}
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
