import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOwnerCandidates } from './useOwners';
import { useSearchAsTyped } from '../../common/useSearchAsTyped';

export interface OwnerOption {
  value: number;
  label: string;
}

/**
 * Internal users, searched on the server as one types (debounced). Values keep their
 * labels so chosen owners stay readable whatever the search shows. `multiple` for the
 * owner editor, single for the list filter.
 */
export function OwnerSelect(props: {
  id?: string;
  multiple?: boolean;
  value?: OwnerOption[] | OwnerOption;
  onChange?: (value: OwnerOption[] | OwnerOption | undefined) => void;
  placeholder?: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation('supplierAccess');
  const { keyword, open, onSearch, onOpenChange } = useSearchAsTyped();
  const candidates = useOwnerCandidates(keyword, open);
  const options = (candidates.data ?? []).map((user) => ({
    value: user.id,
    label: `${user.username} · ${user.nickname} (${user.groupName})`,
  }));

  return (
    <Select<OwnerOption[] | OwnerOption, OwnerOption>
      id={props.id}
      {...(props.multiple ? { mode: 'multiple' as const } : {})}
      labelInValue
      allowClear
      value={props.value ?? (props.multiple ? [] : undefined)}
      onChange={(value) => props.onChange?.(value)}
      showSearch={{ filterOption: false, onSearch }}
      onOpenChange={onOpenChange}
      options={options}
      placeholder={props.placeholder ?? t('owners.ownerPlaceholder')}
      notFoundContent={candidates.isFetching ? <Spin size="small" /> : undefined}
      {...(props.style ? { style: props.style } : {})}
    />
  );
}
