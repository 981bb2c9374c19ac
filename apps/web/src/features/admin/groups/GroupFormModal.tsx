import type { GroupItem, SaveGroupRequest } from '@lading/shared';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../common/form-errors';
import { useGroupMutations } from './useGroups';

/** Add or edit a group. A built-in group keeps its name (spec §6 role checks read it). */
export function GroupFormModal(props: {
  open: boolean;
  group?: GroupItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<SaveGroupRequest>();
  const { save } = useGroupMutations();
  const { group } = props;
  const builtin = Boolean(group?.builtin);

  const submit = (values: SaveGroupRequest) =>
    save.mutate(
      {
        group,
        body: { name: values.name.trim(), description: (values.description ?? '').trim() },
      },
      {
        onSuccess: () => {
          void message.success(t(group ? 'status.saved' : 'status.added', { ns: 'common' }));
          props.onClose();
        },
        onError: (error) => showServerErrors(form, error, 'name'),
      },
    );

  return (
    <Modal
      open={props.open}
      title={t(group ? 'groups.editTitle' : 'groups.addTitle', { name: group?.name })}
      okText={t('actions.save', { ns: 'common' })}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ htmlType: 'submit', loading: save.isPending }}
      onCancel={props.onClose}
      destroyOnHidden
      afterOpenChange={(open) =>
        open && form.getFieldInstance(builtin ? 'description' : 'name')?.focus()
      }
      modalRender={(dom) => (
        <Form<SaveGroupRequest>
          form={form}
          layout="vertical"
          name="group-form"
          initialValues={group ? { name: group.name, description: group.description } : {}}
          onFinish={submit}
        >
          {dom}
        </Form>
      )}
    >
      <Form.Item
        name="name"
        label={t('groups.name')}
        rules={[
          { required: true, whitespace: true, message: t('groups.rules.nameRequired') },
          { max: 50, message: t('common.maxLength', { max: 50 }) },
        ]}
        {...(builtin ? { extra: t('groups.builtinNameFixed') } : {})}
      >
        <Input disabled={builtin} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('groups.description')}
        rules={[{ max: 200, message: t('common.maxLength', { max: 200 }) }]}
      >
        <Input.TextArea rows={3} showCount maxLength={200} />
      </Form.Item>
    </Modal>
  );
}
