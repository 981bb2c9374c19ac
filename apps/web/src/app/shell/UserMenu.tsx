import {
  DownOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser, useSignOut } from '../../auth/session';
import { ChangePasswordModal } from '../../features/account/ChangePasswordModal';

/** spec §2: user name and avatar; home, change password, log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [changing, setChanging] = useState(false);
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
            if (key === 'password') setChanging(true);
            if (key === 'logout') void signOut();
          },
        }}
      >
        <a role="button" data-testid="user-menu" onClick={(e) => e.preventDefault()}>
          <Space>
            <Avatar size="small" src={user.icon || undefined} icon={<UserOutlined />} />
            <span>{user.nickname || user.username}</span>
            <DownOutlined />
          </Space>
        </a>
      </Dropdown>
      <ChangePasswordModal open={changing} onClose={() => setChanging(false)} />
    </>
  );
}
