import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeywordFilters } from '../reference.api';
import { FilterButtons } from '../../common/FilterButtons';
import { KeywordFilterItem } from '../../common/FilterItems';

/** One keyword filter; Enter searches, Reset clears it and searches again. */
export function KeywordSearchBar(props: {
  placeholder: string;
  onSearch(filters: KeywordFilters): void;
}) {
  const { t } = useTranslation('reference');
  const [form] = Form.useForm<KeywordFilters>();

  return (
    <Form<KeywordFilters>
      form={form}
      layout="inline"
      style={{ rowGap: 12 }}
      onFinish={(values) => props.onSearch({ keyword: values.keyword?.trim() || undefined })}
    >
      <KeywordFilterItem
        label={t('common.keyword')}
        placeholder={props.placeholder}
        width={260}
        tooLong={(max) => t('common.maxLength', { max })}
      />
      <FilterButtons form={form} onReset={() => props.onSearch({})} />
    </Form>
  );
}
