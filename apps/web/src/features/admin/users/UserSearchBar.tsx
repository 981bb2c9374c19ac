import { Form, Input, Select } from 'antd';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useBuiltInNames } from '../../../i18n/useBuiltInNames';
import { useAllGroups } from '../groups/useGroups';
import type { UserFilters } from './useUsers';
import { FilterForm } from '../../common/FilterForm';

/** Keyword (user ID, nickname, email), group, enabled and locked filters; Enter searches. */
export function UserSearchBar(props: {
  /** The filters of the list shown (its URL's). */
  values: UserFilters;
  onSearch(filters: UserFilters): void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<UserFilters>();
  const groups = useAllGroups();
  const names = useBuiltInNames();
  const flagOptions = (yes: ParseKeys<'admin'>, no: ParseKeys<'admin'>) => [
    { value: 1, label: t(yes) },
    { value: 0, label: t(no) },
  ];

  return (
    <FilterForm<UserFilters>
      form={form}
      name="user-search"
      values={{
        keyword: props.values.keyword,
        groupId: props.values.groupId,
        status: props.values.status,
        locked: props.values.locked,
      }}
      onSearch={(values) =>
        props.onSearch({ ...values, keyword: values.keyword?.trim() || undefined })
      }
      onReset={() => props.onSearch({})}
    >
      <Form.Item name="keyword" label={t('common.keyword')}>
        <Input allowClear placeholder={t('users.keywordPlaceholder')} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="groupId" label={t('users.group')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('common.all')}
          style={{ width: 180 }}
          options={(groups.data ?? []).map((group) => ({
            value: group.id,
            label: names.group(group.name),
          }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('users.status')}>
        <Select
          allowClear
          placeholder={t('common.all')}
          style={{ width: 120 }}
          options={flagOptions('users.enabled', 'users.disabled')}
        />
      </Form.Item>
      <Form.Item name="locked" label={t('users.locked')}>
        <Select
          allowClear
          placeholder={t('common.all')}
          style={{ width: 120 }}
          options={flagOptions('users.lockedYes', 'users.lockedNo')}
        />
      </Form.Item>
    </FilterForm>
  );
}
