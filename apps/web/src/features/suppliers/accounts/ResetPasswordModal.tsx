import { PASSWORD_MAX, NEW_PASSWORD_MIN, type SupplierAccountItem } from '@lading/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { FormModal } from '../../common/FormModal';
import { useAccountMutations } from './useAccounts';

/** A new password for a supplier account (it is signed out everywhere). */
export function ResetPasswordModal(props: {
  open: boolean;
  account?: SupplierAccountItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('supplierAccess');
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const { resetPassword } = useAccountMutations();

  const { account } = props;

  return (
    <FormModal<{ password: string; confirm: string }>
      open={props.open}
      title={t('accounts.resetTitle', { username: account?.username ?? '' })}
      savedText={t('accounts.passwordReset')}
      name="reset-password-form"
      form={form}
      firstField="password"
      saving={resetPassword.isPending}
      onClose={props.onClose}
      onSave={({ password }) =>
        account ? resetPassword.mutateAsync({ id: account.id, password }) : Promise.resolve()
      }
      onError={(error) => {
        if (error instanceof ApiError)
          form.setFields([{ name: 'password', errors: [error.message] }]);
      }}
    >
      <p>{t('accounts.resetHint')}</p>
      <Form.Item
        name="password"
        label={t('accounts.newPassword')}
        rules={[
          { required: true, message: t('accounts.rules.passwordRequired') },
          {
            min: NEW_PASSWORD_MIN,
            max: PASSWORD_MAX,
            message: t('accounts.rules.passwordLength', {
              min: NEW_PASSWORD_MIN,
              max: PASSWORD_MAX,
            }),
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
    </FormModal>
  );
}
