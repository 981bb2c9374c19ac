import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBuiltInNames } from '../../../i18n/useBuiltInNames';
import type { ResourceFilters } from './useResources';
import { useResourceCategories } from './useResources';
import { FilterForm } from '../../common/FilterForm';

/** Category, name keyword and URL keyword filters; Enter searches. */
export function ResourceSearchBar(props: {
  /** The filters of the list shown (its URL's). */
  values: ResourceFilters;
  onSearch(filters: ResourceFilters): void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<ResourceFilters>();
  const categories = useResourceCategories();
  const names = useBuiltInNames();

  return (
    <FilterForm<ResourceFilters>
      form={form}
      name="resource-search"
      values={{
        categoryId: props.values.categoryId,
        nameKeyword: props.values.nameKeyword,
        urlKeyword: props.values.urlKeyword,
      }}
      onSearch={(values) =>
        props.onSearch({
          categoryId: values.categoryId,
          nameKeyword: values.nameKeyword?.trim() || undefined,
          urlKeyword: values.urlKeyword?.trim() || undefined,
        })
      }
      onReset={() => props.onSearch({})}
    >
      <Form.Item name="categoryId" label={t('resources.category')}>
        <Select
          allowClear
          placeholder={t('common.all')}
          style={{ width: 180 }}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: names.text(c.name) }))}
        />
      </Form.Item>
      <Form.Item name="nameKeyword" label={t('resources.name')}>
        <Input allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="urlKeyword" label={t('resources.url')}>
        <Input allowClear placeholder={t('resources.urlPlaceholder')} style={{ width: 220 }} />
      </Form.Item>
    </FilterForm>
  );
}
