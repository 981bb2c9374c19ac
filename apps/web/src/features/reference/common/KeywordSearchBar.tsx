import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeywordFilters } from '../reference.api';
import { FilterForm } from '../../common/FilterForm';
import { KeywordFilterItem } from '../../common/FilterItems';

/** One keyword filter; Enter searches, Reset clears it and searches again. */
export function KeywordSearchBar(props: {
  placeholder: string;
  onSearch(filters: KeywordFilters): void;
}) {
  const { t } = useTranslation('reference');
  const [form] = Form.useForm<KeywordFilters>();

  return (
    <FilterForm<KeywordFilters>
      form={form}
      onSearch={(values) => props.onSearch({ keyword: values.keyword?.trim() || undefined })}
      onReset={() => props.onSearch({})}
    >
      <KeywordFilterItem
        label={t('common.keyword')}
        placeholder={props.placeholder}
        width={260}
        tooLong={(max) => t('common.maxLength', { max })}
      />
    </FilterForm>
  );
}
