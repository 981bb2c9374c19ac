import type { ResourceCategoryItem, SaveResourceCategoryRequest } from '@lading/shared';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../common/form-errors';
import { useResourceMutations } from './useResources';

/** Add or edit a resource category: a unique name and a sort order. */
export function CategoryFormModal(props: {
  open: boolean;
  category?: ResourceCategoryItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<SaveResourceCategoryRequest>();
  const { saveCategory } = useResourceMutations();
  const { category } = props;

  const submit = (values: SaveResourceCategoryRequest) =>
    saveCategory.mutate(
      { category, body: { name: values.name.trim(), sort: values.sort ?? 0 } },
      {
        onSuccess: () => {
          void message.success(t(category ? 'status.saved' : 'status.added', { ns: 'common' }));
          props.onClose();
        },
        onError: (error) => showServerErrors(form, error, 'name'),
      },
    );

  return (
    <Modal
      open={props.open}
      title={t(category ? 'categories.editTitle' : 'categories.addTitle', { name: category?.name })}
      okText={t('actions.save', { ns: 'common' })}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ htmlType: 'submit', loading: saveCategory.isPending }}
      onCancel={props.onClose}
      destroyOnHidden
      afterOpenChange={(open) => open && form.getFieldInstance('name')?.focus()}
      modalRender={(dom) => (
        <Form<SaveResourceCategoryRequest>
          form={form}
          layout="vertical"
          name="category-form"
          initialValues={category ? { name: category.name, sort: category.sort } : { sort: 0 }}
          onFinish={submit}
        >
          {dom}
        </Form>
      )}
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
    </Modal>
  );
}
