import { supplierOwnerOperations } from '@lading/shared';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { useNamedOption } from '../../common/useNamedOption';
import { useBuiltInNames } from '../../../i18n/useBuiltInNames';
import { OWNERS_KEY, useOwnerCandidates } from './useOwners';
import { useSearchAsTyped } from '../../common/useSearchAsTyped';
import { fieldAria, type FieldAriaProps } from '../../common/field-aria';

export interface OwnerOption {
  value: number;
  label: string;
}

/**
 * Internal users, searched on the server as one types (debounced). Values keep their
 * labels so chosen owners stay readable whatever the search shows. `multiple` for the
 * owner editor, single for the list filter.
 */
export function OwnerSelect(
  props: {
    id?: string;
    multiple?: boolean;
    value?: OwnerOption[] | OwnerOption;
    onChange?: (value: OwnerOption[] | OwnerOption | undefined) => void;
    placeholder?: string;
    style?: React.CSSProperties;
  } & FieldAriaProps,
) {
  const { t } = useTranslation('supplierAccess');
  const names = useBuiltInNames();
  const { keyword, open, onSearch, onOpenChange } = useSearchAsTyped();
  const candidates = useOwnerCandidates(keyword, open);
  const label = (user: { username: string; nickname: string; groupName: string }) =>
    `${user.username} · ${user.nickname} (${names.group(user.groupName)})`;
  const options = (candidates.data ?? []).map((user) => ({ value: user.id, label: label(user) }));
  // the list filter's owner from a link: its id only, named from the candidates
  const single = useNamedOption(
    Array.isArray(props.value) ? undefined : props.value,
    OWNERS_KEY,
    async (id) => {
      const users = await call(supplierOwnerOperations.candidates, { query: {} }, { quiet: true });
      const user = users.find((candidate) => candidate.id === id);
      return user && label(user);
    },
  );

  return (
    <Select<OwnerOption[] | OwnerOption, OwnerOption>
      id={props.id}
      {...fieldAria(props)}
      {...(props.multiple ? { mode: 'multiple' as const } : {})}
      labelInValue
      allowClear
      value={
        (Array.isArray(props.value) ? props.value : single) ?? (props.multiple ? [] : undefined)
      }
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
