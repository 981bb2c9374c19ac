import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, screenshot, signIn, userInfo } from './helpers';

test('a wrong password shows the message and stays on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'User ID' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect user ID or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await screenshot(page, 'login-wrong-password-en');
});

test('a signed-out visitor goes to /login and back to where they were going', async ({ page }) => {
  await page.goto('/user/role');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, ADMIN.username, ADMIN.password, { from: '/user/role' });
  await expect(page).toHaveURL(/\/user\/role$/);
});

test('an account signed in elsewhere is asked whether to continue', async ({ page, browser }) => {
  const other = await browser.newPage();
  await signIn(other, 'logistic', DEMO_PASSWORD);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'User ID' }).fill('logistic');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('The account is logged in elsewhere, do you want to continue'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await other.close();
});

test('the admin signs in, sees the menus the server sends, and logs out', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Homepage · Lading');
  const info = await userInfo(page);
  // Sections with screens today: home and the permission screens, both granted to admin.
  const sidebar = page.locator('.ant-layout-sider .ant-menu');
  for (const name of ['home', 'user']) {
    const entitle = info.menus.find((m) => m.name === name)!.entitle;
    await expect(sidebar.getByText(entitle, { exact: true })).toBeVisible();
  }
  await sidebar.getByText(info.menus.find((m) => m.name === 'user')!.entitle).click();
  await expect(sidebar.getByText('Users', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Groups', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Add Menu')).toHaveCount(0); // hidden routes stay out of the menu
  await screenshot(page, 'home-en');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user opening /login goes to the app', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});

test('visiting /login makes no failed request and logs no console error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // a second visit, with a remembered user ID, and one in Chinese
  await page.evaluate(() => localStorage.setItem('lading_remembered_username', 'admin'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
