import { expect, test } from '@playwright/test';
import { ADMIN, chooseLanguage, screenshot, signIn } from './helpers';

test('switching language turns titles and antd texts Chinese, survives reload, and back', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/user/admin');
  const sidebar = page.locator('.ant-layout-sider .ant-menu');
  await expect(sidebar.getByText('Permissions')).toBeVisible();
  await expect(page.locator('.ant-pagination')).toContainText('/ page');

  await chooseLanguage(page, '中文');
  await expect(sidebar.getByText('权限管理')).toBeVisible();
  await expect(page.locator('.ant-breadcrumb')).toContainText('用户列表');
  await expect(page.locator('.ant-pagination')).toContainText('条/页'); // antd's own zh_CN text
  await screenshot(page, 'users-zh');

  await page.reload();
  await expect(sidebar.getByText('权限管理')).toBeVisible();
  await expect(page.locator('.ant-pagination')).toContainText('条/页');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /好，Administrator/ })).toBeVisible();
  await screenshot(page, 'home-zh');

  await chooseLanguage(page, 'English');
  await expect(sidebar.getByText('Permissions')).toBeVisible();
  await page.goto('/user/admin');
  await expect(page.locator('.ant-pagination')).toContainText('/ page');
  await screenshot(page, 'users-en');
});

test('the sign-in page switches language too', async ({ page }) => {
  await page.goto('/login');
  await chooseLanguage(page, '中文');
  await expect(
    page.getByRole('button', { name: '登 录' }).or(page.getByRole('button', { name: '登录' })),
  ).toBeVisible();
  await screenshot(page, 'login-zh');
  await chooseLanguage(page, 'English');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
