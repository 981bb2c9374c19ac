import { saveResourceRequest, type ResourceItem, type SaveResourceRequest } from '@lading/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBuiltInNames } from '../../../i18n/useBuiltInNames';
import { FormModal } from '../../common/FormModal';
import { useResourceCategories, useResourceMutations } from './useResources';

/**
 * Add or edit a permission resource. A built-in one is checked by the server: its key and
 * routes stay as they are (only its name, category and description change).
 */
export function ResourceFormModal(props: {
  open: boolean;
  resource?: ResourceItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<SaveResourceRequest>();
  const categories = useResourceCategories();
  const names = useBuiltInNames();
  const { save } = useResourceMutations();
  const { resource } = props;
  const builtin = Boolean(resource?.builtin);
  const max = (limit: number) => ({ max: limit, message: t('common.maxLength', { max: limit }) });

  return (
    <FormModal<SaveResourceRequest>
      open={props.open}
      adding={!resource}
      width={640}
      title={t(resource ? 'resources.editTitle' : 'resources.addTitle', { name: resource?.name })}
      name="resource-form"
      form={form}
      initialValues={resource ?? {}}
      firstField="categoryId"
      conflictField="key"
      saving={save.isPending}
      onClose={props.onClose}
      onSave={(values) =>
        save.mutateAsync({
          resource,
          body: {
            categoryId: values.categoryId,
            key: values.key.trim(),
            name: values.name.trim(),
            url: (values.url ?? '').trim(),
            description: (values.description ?? '').trim(),
          },
        })
      }
    >
      <Form.Item
        name="categoryId"
        label={t('resources.category')}
        rules={[{ required: true, message: t('resources.rules.categoryRequired') }]}
      >
        <Select
          loading={categories.isLoading}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: names.text(c.name) }))}
        />
      </Form.Item>
      <Form.Item
        name="key"
        label={t('resources.key')}
        extra={t(builtin ? 'resources.builtinKeyFixed' : 'resources.keyHint')}
        rules={[
          { required: true, whitespace: true, message: t('resources.rules.keyRequired') },
          max(100),
          {
            // The contract's own pattern: dot-separated words, e.g. admin.user.read.
            validator: (_, value: string | undefined) =>
              !value?.trim() || saveResourceRequest.shape.key.safeParse(value).success
                ? Promise.resolve()
                : Promise.reject(new Error(t('resources.rules.keyPattern'))),
          },
        ]}
      >
        <Input disabled={builtin} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('resources.name')}
        rules={[
          { required: true, whitespace: true, message: t('resources.rules.nameRequired') },
          max(100),
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="url"
        label={t('resources.url')}
        extra={t(builtin ? 'resources.builtinUrlFixed' : 'resources.urlHint')}
        rules={[max(1000)]}
      >
        <Input.TextArea rows={4} disabled={builtin} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Form.Item name="description" label={t('resources.description')} rules={[max(500)]}>
        <Input.TextArea rows={3} showCount maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
