import { LockOutlined, UserOutlined } from '@ant-design/icons';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  type LoginRequest,
} from '@lading/shared';
import { App, Button, Card, Checkbox, Form, Input, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { sessionApi } from '../../api/session.api';
import { saveToken } from '../../auth/token';
import { LanguageSelect } from '../../app/shell/LanguageSelect';
import { REMEMBERED_USER_KEY } from '../../lib/constants';

interface LoginForm extends LoginRequest {
  remember: boolean;
}

/**
 * spec §4/§5 sign-in: user ID (trimmed, 3–24) and password (3–16, show/hide). "Remember"
 * keeps only the user ID; the browser's password manager may keep the password (the
 * fields carry autocomplete hints) — we never store a password ourselves.
 */
export default function LoginPage() {
  const { t } = useTranslation('login');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const remembered = localStorage.getItem(REMEMBERED_USER_KEY) ?? '';

  const signIn = async (form: LoginForm) => {
    const credentials = { username: form.username.trim(), password: form.password };
    setBusy(true);
    try {
      // spec §8: "The account is logged in elsewhere, do you want to continue"
      const elsewhere = await sessionApi.checkIsLogin(credentials);
      if (elsewhere) {
        const proceed = await modal.confirm({
          title: t('elsewhereTitle'),
          content: t('elsewhere'),
          okText: t('continue'),
          cancelText: t('actions.cancel', { ns: 'common' }),
        });
        if (!proceed) return;
      }
      const { token, tokenHead } = await sessionApi.login(credentials);
      saveToken(tokenHead, token);
      if (form.remember) localStorage.setItem(REMEMBERED_USER_KEY, credentials.username);
      else localStorage.removeItem(REMEMBERED_USER_KEY);
      queryClient.clear();
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from.startsWith('/') ? from : '/', { replace: true });
    } catch {
      // the HTTP client has shown the server's message (e.g. "Incorrect user ID or password")
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #0b2a4a 0%, #1677ff 100%)',
      }}
    >
      <Card style={{ width: 380 }}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('title')}
            </Typography.Title>
            <LanguageSelect />
          </div>
          <Form<LoginForm>
            layout="vertical"
            initialValues={{ username: remembered, password: '', remember: Boolean(remembered) }}
            onFinish={signIn}
            requiredMark={false}
          >
            <Form.Item
              name="username"
              label={t('username')}
              rules={[
                { required: true, whitespace: true, message: t('usernameRequired') },
                {
                  validator: (_, value: string | undefined) => {
                    const length = (value ?? '').trim().length;
                    return length === 0 || (length >= USERNAME_MIN && length <= USERNAME_MAX)
                      ? Promise.resolve()
                      : Promise.reject(
                          new Error(t('usernameLength', { min: USERNAME_MIN, max: USERNAME_MAX })),
                        );
                  },
                },
              ]}
            >
              <Input prefix={<UserOutlined />} autoComplete="username" autoFocus={!remembered} />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('password')}
              rules={[
                { required: true, message: t('passwordRequired') },
                {
                  min: PASSWORD_MIN,
                  max: PASSWORD_MAX,
                  message: t('passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
                },
              ]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                autoComplete="current-password"
                autoFocus={Boolean(remembered)}
              />
            </Form.Item>
            <Form.Item name="remember" valuePropName="checked">
              <Checkbox>{t('remember')}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('submit')}
            </Button>
          </Form>
          <Link to="/documentation">{t('help')}</Link>
        </Space>
      </Card>
    </div>
  );
}
