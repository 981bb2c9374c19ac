import { loadingPointOperations, MAX_PAGE_SIZE } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { fieldAria, type FieldAriaProps } from '../common/field-aria';

export interface LoadingPointOption {
  value: number;
  label: string;
}

/** Picks a loading point (there are few: the list loads, up to 100, when opened). */
export function LoadingPointSelect(
  props: {
    id?: string;
    value?: LoadingPointOption | undefined;
    onChange?: (value: LoadingPointOption | undefined) => void;
    style?: React.CSSProperties;
    disabled?: boolean;
    placeholder?: string;
  } & FieldAriaProps,
) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const points = useQuery({
    queryKey: [loadingPointOperations.list.path, 'options'],
    queryFn: () =>
      call(loadingPointOperations.list, { query: { pageNum: 1, pageSize: MAX_PAGE_SIZE } }),
    enabled: open,
  });
  const options = (points.data?.list ?? []).map((point) => ({
    value: point.id,
    label: point.name,
  }));
  return (
    <Select<LoadingPointOption>
      id={props.id}
      {...fieldAria(props)}
      labelInValue
      value={props.value}
      style={props.style}
      disabled={props.disabled}
      onChange={(value) => props.onChange?.(value)}
      onOpenChange={setOpen}
      showSearch={{ optionFilterProp: 'label' }}
      options={options.length ? options : props.value ? [props.value] : []}
      placeholder={props.placeholder ?? t('placeholders.loadingPoint')}
      notFoundContent={points.isFetching ? <Spin size="small" /> : undefined}
    />
  );
}
