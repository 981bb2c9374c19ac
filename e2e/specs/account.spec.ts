import { expect, test } from '@playwright/test';
import { chooseLanguage, DEMO_PASSWORD, screenshot, signIn } from './helpers';

test('change password refuses mismatched new passwords', async ({ page }) => {
  await signIn(page, 'viewer', DEMO_PASSWORD);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Old password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill('new-pass-1');
  await dialog.getByLabel('Retype new password').fill('new-pass-2');
  // Save runs every rule (on a loaded machine a rule run on blur came too late for the check)
  await dialog.getByRole('button', { name: /Save/ }).click();
  await expect(dialog.getByText('Two new passwords do not match')).toBeVisible();
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
  await expect(page.getByRole('heading', { level: 1, name: '401 · Access denied' })).toBeVisible();
  await screenshot(page, 'supplier-401-en');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});

// issue 14: `quality` is used by no other spec (its password changes here)
test('a changed password is confirmed, ends the session and is the only one that signs in', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const NEW_PASSWORD = 'quality-new-1';
  const signedOutText =
    'Password changed. You have been signed out on every device; sign in with the new password.';

  await signIn(page, 'quality', DEMO_PASSWORD);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Old password').fill(DEMO_PASSWORD);
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Retype new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: /Save/ }).click();

  const confirmation = page.getByRole('dialog').filter({ hasText: signedOutText });
  await expect(confirmation).toBeVisible();
  await screenshot(page, 'change-password-done-en');
  await confirmation.getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(signedOutText);
  await screenshot(page, 'login-password-changed-en');
  await chooseLanguage(page, '中文');
  await expect(page.getByRole('status')).toHaveText(
    '密码已修改。您已在所有设备上退出登录，请使用新密码登录。',
  );
  await screenshot(page, 'login-password-changed-zh');
  await chooseLanguage(page, 'English');
  expect(errors).toEqual([]);

  // the old password is refused (the browser logs that refusal's 400, nothing else)
  await page.getByRole('textbox', { name: 'User ID' }).fill('quality');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect user ID or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([expect.stringContaining('status of 400')]);
  errors.length = 0;

  await signIn(page, 'quality', NEW_PASSWORD, { from: '/login' });
  await expect(page).toHaveURL(/\/home$/);
  expect(errors).toEqual([]);
});
