import {
  DownOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser, useSignOut } from '../../auth/session';
import { ChangePasswordModal } from '../../features/account/ChangePasswordModal';

/**
 * spec §2: user name and avatar; home, change password, log out. The trigger is a button
 * (issue 22: reachable by Tab, opened by Enter or Space); the password dialog gives the focus
 * back to it, as the menu item that opened the dialog is gone by then.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [changing, setChanging] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'home', icon: <HomeOutlined />, label: t('shell.home') },
            { key: 'password', icon: <KeyOutlined />, label: t('shell.changePassword') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout') },
          ],
          onClick: ({ key }) => {
            if (key === 'home') navigate('/home');
            if (key === 'password') {
              trigger.current?.focus(); // what the dialog returns the focus to
              setChanging(true);
            }
            if (key === 'logout') void signOut();
          },
        }}
      >
        <Button type="text" ref={trigger} data-testid="user-menu">
          <Space>
            <Avatar size="small" src={user.icon || undefined} icon={<UserOutlined />} />
            <span>{user.nickname || user.username}</span>
            <DownOutlined />
          </Space>
        </Button>
      </Dropdown>
      <ChangePasswordModal open={changing} onClose={() => setChanging(false)} />
    </>
  );
}
