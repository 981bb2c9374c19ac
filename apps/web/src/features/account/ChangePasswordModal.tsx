import {
  NEW_PASSWORD_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  sessionOperations,
  type ChangePasswordRequest,
} from '@lading/shared';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { ApiError } from '../../api/http';
import { useEndSession } from '../../auth/session';
import { clearToken } from '../../auth/token';
import { focusFirstField } from '../common/focus-first-field';

/**
 * spec §5 change password: three masked fields with show/hide, all required, checked on
 * blur (issue 12: a new password 8–64 characters, the old one as it may be stored, 3–64);
 * the retype must equal the new password. Success ends every session of the user (server
 * side): a dialog says so, then the sign-in page, which keeps the message (issue 14).
 */
export function ChangePasswordModal(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('account');
  const { modal } = App.useApp();
  const [form] = Form.useForm<ChangePasswordRequest>();
  const [saving, setSaving] = useState(false);
  const endSession = useEndSession();
  // The old password as it may be stored (set under older, shorter rules); a new one at the new minimum.
  const lengthRules = (min: number) => [
    { required: true, message: t('required') },
    { min, max: PASSWORD_MAX, message: t('length', { min, max: PASSWORD_MAX }) },
  ];

  const submit = async (values: ChangePasswordRequest) => {
    setSaving(true);
    try {
      // quiet: a refusal shows next to the field it is about, not as a toast
      await call(sessionOperations.changePassword, { body: values }, { quiet: true });
      // this session has ended with the others: a closed tab leaves no dead token behind
      clearToken();
      props.onClose();
      modal.success({
        title: t('changedTitle'),
        content: t('changed'),
        okText: t('actions.ok', { ns: 'common' }),
        afterClose: () => endSession('passwordChanged'),
      });
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = error.fieldErrors;
        if (Object.keys(fields).length) {
          form.setFields(
            Object.entries(fields).map(([name, text]) => ({
              name: name as keyof ChangePasswordRequest,
              errors: [text],
            })),
          );
        } else {
          form.setFields([{ name: 'oldPassword', errors: [error.message] }]);
        }
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      afterOpenChange={focusFirstField}
      open={props.open}
      title={t('title')}
      okText={t('actions.save', { ns: 'common' })}
      cancelText={t('actions.cancel', { ns: 'common' })}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        props.onClose();
      }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        validateTrigger="onBlur"
        preserve={false}
      >
        <Form.Item name="oldPassword" label={t('oldPassword')} rules={lengthRules(PASSWORD_MIN)}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('newPassword')}
          rules={lengthRules(NEW_PASSWORD_MIN)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="retypeNewPassword"
          label={t('retypeNewPassword')}
          dependencies={['newPassword']}
          rules={[
            ...lengthRules(NEW_PASSWORD_MIN),
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
