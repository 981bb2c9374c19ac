import type { delayReasonOperations } from '@lading/shared';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../common/FilterForm';
import { KeywordFilterItem } from '../../common/FilterItems';
import type { ListFiltersOf } from '../../common/useListQuery';

type Filters = ListFiltersOf<typeof delayReasonOperations.list>;
type Values = { keyword?: string | undefined; active?: 0 | 1 | undefined };

/** The delay reason filters: a keyword (code or names) and active / inactive. */
export function DelayReasonSearchBar(props: {
  /** The filters of the list shown (its URL's). */
  values: { keyword?: string | undefined; active?: number | undefined };
  onSearch(filters: Filters): void;
}) {
  const { t } = useTranslation('tracking');
  const [form] = Form.useForm<Values>();
  return (
    <FilterForm<Values>
      form={form}
      name="delay-reason-filters"
      values={{
        keyword: props.values.keyword,
        active: props.values.active as Values['active'],
      }}
      onSearch={(values) =>
        props.onSearch({ keyword: values.keyword?.trim() || undefined, active: values.active })
      }
    >
      <KeywordFilterItem
        label={t('delayReasons.keyword')}
        placeholder={t('delayReasons.keywordPlaceholder')}
        width={220}
        tooLong={(max) => t('delayReasons.maxLength', { max })}
      />
      <Form.Item name="active" label={t('delayReasons.status')}>
        <Select
          allowClear
          placeholder={t('delayReasons.all')}
          style={{ width: 120 }}
          options={[
            { value: 1, label: t('delayReasons.active') },
            { value: 0, label: t('delayReasons.inactive') },
          ]}
        />
      </Form.Item>
    </FilterForm>
  );
}
