import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, DEMO_PASSWORD, screenshot, signIn } from './helpers';

/**
 * issue 14: /apiReference draws the OpenAPI document inside the app, for signed-in users,
 * with every file from our own server and no Content Security Policy violation.
 */
async function watchPage(page: Page) {
  const problems: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1:') && !request.url().startsWith('blob:'))
      foreign.push(request.url());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return { problems, foreign };
}

test('a signed-out visitor opening the API reference gets the sign-in', async ({ page }) => {
  const documents: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/docs')) documents.push(String(response.status()));
  });
  await page.goto('/apiReference');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(documents).toEqual([]); // the page never asked for the document
});

test('a signed-in user reads the API reference: modules, operations, schemas', async ({ page }) => {
  const { problems, foreign } = await watchPage(page);
  await signIn(page, 'viewer', DEMO_PASSWORD);
  const sidebar = page.locator('.ant-layout-sider .ant-menu');
  await sidebar.getByText('API Reference', { exact: true }).click();
  await expect(page).toHaveURL(/\/apiReference$/);

  const reference = page.getByTestId('api-reference');
  await expect(reference.getByText('Lading API 0.1.0 · OpenAPI 3.1.0')).toBeVisible();
  await expect(reference.getByText('session', { exact: true })).toBeVisible();
  const login = reference.getByRole('button', { name: /POST \/api\/admin\/login Sign in/ });
  await expect(login).toBeVisible();
  await expect(
    reference.getByText('The supplier list as Excel (same filters and scope)'),
  ).toBeVisible();
  await reference.getByRole('searchbox').fill('/admin/login');
  await expect(reference.getByText('The supplier list as Excel')).toHaveCount(0);
  await login.click();
  await expect(reference.getByText('username: string (3–24 chars)')).toBeVisible();
  await expect(reference.getByText('tokenHead: "Bearer "')).toBeVisible();
  await screenshot(page, 'api-reference-en');

  await chooseLanguage(page, '中文');
  // the screen's title is the shell's h1, above the page
  await expect(page.getByRole('heading', { level: 1, name: '接口文档' })).toBeVisible();
  await expect(reference.getByText('任何人，无需登录')).toBeVisible();
  await screenshot(page, 'api-reference-zh');

  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});
