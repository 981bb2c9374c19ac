import {
  NEW_PASSWORD_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type ChangePasswordRequest,
} from '@lading/shared';
import { App, Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/http';
import { sessionApi } from '../../api/session.api';
import { clearToken } from '../../auth/token';

/**
 * spec §5 change password: three masked fields with show/hide, all required, checked on
 * blur (issue 12: a new password 8–64 characters, the old one as it may be stored, 3–64); the retype must equal the new password. Success ends every
 * session (server side), so the user signs in again with the new password.
 */
export function ChangePasswordModal(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePasswordRequest>();
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The old password as it may be stored (set under older, shorter rules); a new one at the new minimum.
  const lengthRules = (min: number) => [
    { required: true, message: t('required') },
    { min, max: PASSWORD_MAX, message: t('length', { min, max: PASSWORD_MAX }) },
  ];

  const submit = async (values: ChangePasswordRequest) => {
    setSaving(true);
    try {
      await sessionApi.changePassword(values);
      void message.success(t('changed'), 3);
      clearToken();
      queryClient.clear();
      props.onClose();
      navigate('/login', { replace: true });
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
          <Input.Password autoComplete="current-password" autoFocus />
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
