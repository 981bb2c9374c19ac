import type { ResourceCategoryItem, SaveResourceCategoryRequest } from '@lading/shared';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../common/FormModal';
import { useResourceMutations } from './useResources';

/** Add or edit a resource category: a unique name and a sort order. */
export function CategoryFormModal(props: {
  open: boolean;
  category?: ResourceCategoryItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<SaveResourceCategoryRequest>();
  const { saveCategory } = useResourceMutations();
  const { category } = props;

  return (
    <FormModal<SaveResourceCategoryRequest>
      open={props.open}
      adding={!category}
      title={t(category ? 'categories.editTitle' : 'categories.addTitle', { name: category?.name })}
      name="category-form"
      form={form}
      initialValues={category ? { name: category.name, sort: category.sort } : { sort: 0 }}
      firstField="name"
      conflictField="name"
      saving={saveCategory.isPending}
      onClose={props.onClose}
      onSave={(values) =>
        saveCategory.mutateAsync({
          category,
          body: { name: values.name.trim(), sort: values.sort ?? 0 },
        })
      }
    >
      <Form.Item
        name="name"
        label={t('categories.name')}
        rules={[
          { required: true, whitespace: true, message: t('categories.rules.nameRequired') },
          { max: 50, message: t('common.maxLength', { max: 50 }) },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="sort" label={t('categories.sort')} extra={t('categories.sortHint')}>
        <InputNumber min={0} max={100000} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}
