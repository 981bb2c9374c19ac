import type { GroupItem, SaveGroupRequest } from '@lading/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../common/FormModal';
import { useGroupMutations } from './useGroups';

/** Add or edit a group. A built-in group keeps its name (spec §6 role checks read it). */
export function GroupFormModal(props: {
  open: boolean;
  group?: GroupItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<SaveGroupRequest>();
  const { save } = useGroupMutations();
  const { group } = props;
  const builtin = Boolean(group?.builtin);

  return (
    <FormModal<SaveGroupRequest>
      open={props.open}
      adding={!group}
      title={t(group ? 'groups.editTitle' : 'groups.addTitle', { name: group?.name })}
      name="group-form"
      form={form}
      initialValues={group ? { name: group.name, description: group.description } : {}}
      firstField={builtin ? 'description' : 'name'}
      conflictField="name"
      saving={save.isPending}
      onClose={props.onClose}
      onSave={(values) =>
        save.mutateAsync({
          group,
          body: { name: values.name.trim(), description: (values.description ?? '').trim() },
        })
      }
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
    </FormModal>
  );
}
