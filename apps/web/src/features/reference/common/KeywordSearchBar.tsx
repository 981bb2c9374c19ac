import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeywordFilters } from '../reference.api';
import { FilterButtons } from '../../common/FilterButtons';

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
      <Form.Item
        name="keyword"
        label={t('common.keyword')}
        rules={[{ max: 50, message: t('common.maxLength', { max: 50 }) }]}
      >
        <Input allowClear placeholder={props.placeholder} style={{ width: 260 }} />
      </Form.Item>
      <FilterButtons form={form} onReset={() => props.onSearch({})} />
    </Form>
  );
}
