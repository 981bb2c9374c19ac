import { PASSWORD_MAX, PASSWORD_MIN, type SupplierAccountItem } from '@lading/shared';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { useAccountMutations } from './useAccounts';

/** A new password for a supplier account (it is signed out everywhere). */
export function ResetPasswordModal(props: {
  open: boolean;
  account?: SupplierAccountItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('supplierAccess');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const { resetPassword } = useAccountMutations();

  const submit = ({ password }: { password: string }) => {
    if (!props.account) return;
    resetPassword.mutate(
      { id: props.account.id, password },
      {
        onSuccess: () => {
          void message.success(t('accounts.passwordReset'));
          props.onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError)
            form.setFields([{ name: 'password', errors: [error.message] }]);
        },
      },
    );
  };

  return (
    <Modal
      open={props.open}
      title={t('accounts.resetTitle', { username: props.account?.username ?? '' })}
      okText={t('actions.save', { ns: 'common' })}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ htmlType: 'submit', loading: resetPassword.isPending }}
      onCancel={props.onClose}
      destroyOnHidden
      afterOpenChange={(open) => open && form.getFieldInstance('password')?.focus()}
      modalRender={(dom) => (
        <Form form={form} layout="vertical" name="reset-password-form" onFinish={submit}>
          {dom}
        </Form>
      )}
    >
      <p>{t('accounts.resetHint')}</p>
      <Form.Item
        name="password"
        label={t('accounts.newPassword')}
        rules={[
          { required: true, message: t('accounts.rules.passwordRequired') },
          {
            min: PASSWORD_MIN,
            max: PASSWORD_MAX,
            message: t('accounts.rules.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('accounts.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('accounts.rules.passwordRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('accounts.rules.passwordsDiffer'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </Modal>
  );
}
