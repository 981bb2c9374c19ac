import {
  PASSWORD_MAX,
  NEW_PASSWORD_MIN,
  SUPPLIER_ACCOUNT_GROUPS,
  USERNAME_MAX,
  USERNAME_MIN,
  type SupplierAccountGroup,
  type SupplierAccountItem,
} from '@lading/shared';
import { App, Form, Input, Radio, Switch, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { FormModal } from '../../common/FormModal';
import { SupplierSelect, type SupplierOption } from '../../common/SupplierSelect';
import { useAccountMutations } from './useAccounts';

interface AccountFormValues {
  username?: string;
  password?: string;
  nickname: string;
  email?: string;
  group?: SupplierAccountGroup;
  supplier?: SupplierOption;
  status: boolean;
}

/** Server field names → this form's fields. */
const FORM_FIELD: Record<string, keyof AccountFormValues> = {
  username: 'username',
  password: 'password',
  nickname: 'nickname',
  email: 'email',
  group: 'group',
  supplierId: 'supplier',
  status: 'status',
};

/**
 * Add or edit a supplier account. Add: user ID, password, nickname, email, group (the two
 * supplier groups), one supplier. Edit: nickname, email, supplier, enabled — switching an
 * enabled account off asks first (it signs the account out everywhere).
 */
export function AccountFormModal(props: {
  open: boolean;
  account?: SupplierAccountItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('supplierAccess');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<AccountFormValues>();
  const { save } = useAccountMutations();
  const account = props.account;
  const adding = !account;

  const rules = {
    username: [
      { required: true, whitespace: true, message: t('accounts.rules.usernameRequired') },
      {
        // the server trims the user ID: count what it will keep
        validator: (_: unknown, value: string | undefined) => {
          const length = (value ?? '').trim().length;
          return length === 0 || (length >= USERNAME_MIN && length <= USERNAME_MAX)
            ? Promise.resolve()
            : Promise.reject(
                new Error(
                  t('accounts.rules.usernameLength', { min: USERNAME_MIN, max: USERNAME_MAX }),
                ),
              );
        },
      },
    ],
    password: [
      { required: true, message: t('accounts.rules.passwordRequired') },
      {
        min: NEW_PASSWORD_MIN,
        max: PASSWORD_MAX,
        message: t('accounts.rules.passwordLength', { min: NEW_PASSWORD_MIN, max: PASSWORD_MAX }),
      },
    ],
    nickname: [
      { required: true, whitespace: true, message: t('accounts.rules.nicknameRequired') },
      { max: 50, message: t('accounts.rules.nicknameLength', { max: 50 }) },
    ],
    email: [
      { type: 'email', message: t('accounts.rules.email') },
      { max: 100, message: t('accounts.rules.emailLength', { max: 100 }) },
    ],
    group: [{ required: true, message: t('accounts.rules.groupRequired') }],
    supplier: [{ required: true, message: t('accounts.rules.supplierRequired') }],
  } satisfies Record<string, FormRule[]>;

  const showError = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const fields = Object.entries(error.fieldErrors).filter(([field]) => FORM_FIELD[field]);
    if (fields.length) {
      form.setFields(fields.map(([field, text]) => ({ name: FORM_FIELD[field]!, errors: [text] })));
    } else if (error.code === 409) {
      form.setFields([{ name: 'username', errors: [error.message] }]);
    } else if (error.code === 422) {
      form.setFields([{ name: 'supplier', errors: [error.message] }]);
    } else {
      void message.error(error.message);
    }
  };

  const send = (values: AccountFormValues) => {
    const common = {
      nickname: values.nickname.trim(),
      email: (values.email ?? '').trim(),
      supplierId: values.supplier!.value,
      status: values.status ? 1 : 0,
    };
    const input = account
      ? { id: account.id, body: common }
      : {
          body: {
            ...common,
            username: (values.username ?? '').trim(),
            password: values.password ?? '',
            group: values.group!,
          },
        };
    return save.mutateAsync(input);
  };

  // Switching an enabled account off asks first; a cancel rejects, which showError passes over.
  const confirmDisable = (username: string) =>
    new Promise<void>((resolve, reject) =>
      modal.confirm({
        title: t('accounts.disableTitle', { username }),
        content: t('accounts.disableContent'),
        okText: t('accounts.disable'),
        okButtonProps: { danger: true },
        cancelText: t('actions.cancel', { ns: 'common' }),
        onOk: () => resolve(),
        onCancel: () => reject(new Error('cancelled')),
      }),
    );

  const supplier = account?.suppliers[0];
  return (
    <FormModal<AccountFormValues>
      open={props.open}
      adding={adding}
      title={adding ? t('accounts.addTitle') : t('accounts.editTitle', { name: account.username })}
      name="account-form"
      form={form}
      initialValues={
        account
          ? {
              nickname: account.nickname,
              email: account.email,
              group: account.group,
              status: account.status === 1,
              ...(supplier ? { supplier: { value: supplier.id, label: supplier.code } } : {}),
            }
          : { group: '7-Supplier', status: true }
      }
      firstField={adding ? 'username' : 'nickname'}
      saving={save.isPending}
      onClose={props.onClose}
      onSave={(values) =>
        account && account.status === 1 && !values.status
          ? confirmDisable(account.username).then(() => send(values))
          : send(values)
      }
      onError={showError}
    >
      {adding ? (
        <Form.Item name="username" label={t('accounts.username')} rules={rules.username}>
          <Input autoComplete="off" />
        </Form.Item>
      ) : (
        <Form.Item label={t('accounts.username')} htmlFor="account-form_username">
          <Input id="account-form_username" value={account.username} disabled />
        </Form.Item>
      )}
      {adding && (
        <Form.Item name="password" label={t('accounts.password')} rules={rules.password}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
      <Form.Item name="nickname" label={t('accounts.nickname')} rules={rules.nickname}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label={t('accounts.email')} rules={rules.email}>
        <Input type="email" />
      </Form.Item>
      <Form.Item name="group" label={t('accounts.group')} rules={rules.group}>
        <Radio.Group
          disabled={!adding}
          options={SUPPLIER_ACCOUNT_GROUPS.map((group) => ({
            value: group,
            label: t(`accounts.groups.${group}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="supplier"
        label={t('accounts.supplier')}
        rules={rules.supplier}
        extra={t('accounts.supplierHint')}
      >
        <SupplierSelect allowClear placeholder={t('accounts.supplierPlaceholder')} />
      </Form.Item>
      <Form.Item name="status" label={t('accounts.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
