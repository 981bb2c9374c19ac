import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, signIn } from './helpers';

test('change password refuses mismatched new passwords', async ({ page }) => {
  await signIn(page, 'viewer', DEMO_PASSWORD);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Old password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill('new-pass-1');
  await dialog.getByLabel('Retype new password').fill('new-pass-2');
  await dialog.getByLabel('Old password').click(); // leave the field: rules run on blur
  await expect(dialog.getByText('Two new passwords do not match')).toBeVisible();
  await dialog.getByRole('button', { name: /Save/ }).click();
  await expect(dialog).toBeVisible();
  await screenshot(page, 'change-password-mismatch-en');
  // still signed in with the old password: nothing changed
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('a supplier does not see /user and gets the 401 page when typing its address', async ({
  page,
}) => {
  await signIn(page, 'supplier', DEMO_PASSWORD);
  const sidebar = page.locator('.ant-layout-sider .ant-menu');
  await expect(sidebar.getByText('Homepage')).toBeVisible();
  await expect(sidebar.getByText('Permissions')).toHaveCount(0);
  await page.goto('/user/admin');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByText('Access denied')).toBeVisible();
  await screenshot(page, 'supplier-401-en');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});
