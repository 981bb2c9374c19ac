import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { shippingLineOperations } from '@lading/shared';
import type { ReferenceFilters } from '../useReference';
import { FilterForm } from '../../common/FilterForm';
import { KeywordFilterItem } from '../../common/FilterItems';

/** The filters of the lists searched by one keyword (the shared `referenceListQuery`). */
type KeywordFilters = ReferenceFilters<typeof shippingLineOperations>;

/** One keyword filter; Enter searches, Reset clears it and searches again. */
export function KeywordSearchBar(props: {
  placeholder: string;
  /** The keyword of the list shown (its URL's). */
  values: KeywordFilters;
  onSearch(filters: KeywordFilters): void;
}) {
  const { t } = useTranslation('reference');
  const [form] = Form.useForm<KeywordFilters>();

  return (
    <FilterForm<KeywordFilters>
      form={form}
      values={{ keyword: props.values.keyword }}
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
