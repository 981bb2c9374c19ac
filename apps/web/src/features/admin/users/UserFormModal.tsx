import { isAnySupplierUser, type UserItem } from '@lading/shared';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBuiltInNames } from '../../../i18n/useBuiltInNames';
import { FormModal } from '../../common/FormModal';
import { useAllGroups } from '../groups/useGroups';
import type { UserFormValues } from './save-user';
import { SuppliersSelect } from './SuppliersSelect';
import { userFormRules } from './user-form-rules';
import { useUserMutations } from './useUsers';

const initialValues = (user: UserItem | undefined): Partial<UserFormValues> =>
  user
    ? {
        nickname: user.nickname,
        email: user.email,
        groupId: user.groupId,
        suppliers: user.supplierList.map((s) => ({ value: s.id, label: s.code })),
      }
    : { status: true, suppliers: [] };

/**
 * Add or edit a user. The user ID is set once, on add; the password is required on add
 * and on edit is an optional reset (which signs the user out everywhere). A supplier
 * group ('7-Supplier', '11-Supplier QRC') needs at least one supplier.
 */
export function UserFormModal(props: {
  open: boolean;
  /** undefined: add a new user */
  user?: UserItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<UserFormValues>();
  const groups = useAllGroups();
  const names = useBuiltInNames();
  const { save } = useUserMutations();
  const adding = !props.user;

  const isSupplierGroup = (id: number | undefined) => {
    const name = groups.data?.find((group) => group.id === id)?.name;
    return name !== undefined && isAnySupplierUser([name]);
  };
  const supplierGroup = isSupplierGroup(Form.useWatch('groupId', form));
  const rules = userFormRules(t, { adding, isSupplierGroup });

  return (
    <FormModal<UserFormValues>
      open={props.open}
      adding={adding}
      title={t(adding ? 'users.addTitle' : 'users.editTitle', { name: props.user?.username })}
      name="user-form"
      form={form}
      initialValues={initialValues(props.user)}
      firstField={adding ? 'username' : 'nickname'}
      conflictField="username"
      saving={save.isPending}
      onClose={props.onClose}
      onSave={(values) =>
        save.mutateAsync({
          user: props.user,
          values,
          supplierGroup: isSupplierGroup(values.groupId),
        })
      }
    >
      {adding ? (
        <Form.Item name="username" label={t('users.username')} rules={rules.username}>
          <Input autoComplete="off" />
        </Form.Item>
      ) : (
        <Form.Item label={t('users.username')} htmlFor="user-form_username">
          <Input id="user-form_username" value={props.user?.username} disabled />
        </Form.Item>
      )}
      <Form.Item
        name="password"
        label={t(adding ? 'users.password' : 'users.resetPassword')}
        rules={rules.password}
        {...(adding ? {} : { extra: t('users.resetPasswordHint') })}
      >
        <Input.Password
          autoComplete="new-password"
          {...(adding ? {} : { placeholder: t('users.resetPasswordPlaceholder') })}
        />
      </Form.Item>
      <Form.Item name="nickname" label={t('users.nickname')} rules={rules.nickname}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label={t('users.email')} rules={rules.email}>
        <Input type="email" />
      </Form.Item>
      <Form.Item name="groupId" label={t('users.group')} rules={rules.groupId}>
        <Select
          loading={groups.isLoading}
          placeholder={t('users.groupPlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
          options={(groups.data ?? []).map((group) => ({
            value: group.id,
            label: names.group(group.name),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="suppliers"
        label={t('users.suppliers')}
        rules={rules.suppliers}
        dependencies={['groupId']}
        required={supplierGroup}
        extra={supplierGroup ? t('users.supplierHint') : undefined}
      >
        <SuppliersSelect />
      </Form.Item>
      {adding && (
        <Form.Item name="status" label={t('users.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </FormModal>
  );
}
