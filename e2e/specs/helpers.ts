import { expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin123' };
export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the form, as a person would, and waits for the shell. */
export async function signIn(
  page: Page,
  username: string,
  password: string,
  options: { from?: string } = {},
) {
  // Coming from a redirect, the form is already open and remembers where to go back to.
  if (!options.from) await page.goto('/login');
  await page.getByRole('textbox', { name: /^(User ID|用户名)$/ }).fill(username);
  await page.getByLabel(/^(Password|密码)$/).fill(password);
  await page.getByRole('button', { name: /Sign in|登录/ }).click();
  // spec §8: an account signed in elsewhere is asked whether to continue.
  const elsewhere = page.getByRole('button', { name: /^(Continue|继续)$/ });
  const shell = page.getByTestId('user-menu');
  await expect(shell.or(elsewhere)).toBeVisible();
  if (await elsewhere.isVisible()) await elsewhere.click();
  await expect(shell).toBeVisible();
}

/** Chooses a language with the header (or sign-in page) switch. */
export async function chooseLanguage(page: Page, label: '中文' | 'English') {
  await page.getByTestId('language-switch').getByText(label, { exact: true }).click();
}

export async function screenshot(page: Page, name: string) {
  await page.waitForTimeout(400); // let antd's open/close animations settle
  await page.screenshot({ path: `e2e/artifacts/screens/${name}.png`, fullPage: true });
}

/** Signs out with the user menu and waits for the sign-in form. */
export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /(Log out|退出登录)$/ }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The signed-in page's token, as the web app sends it (for a spec's own API calls). */
export async function authorization(page: Page) {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((c) => c.name === 'lading_token')?.value ?? '');
}

/** GET through the page's session; the answer's data. */
export async function api<T>(page: Page, url: string): Promise<T> {
  const answer = await page.request.get(url, {
    headers: { Authorization: await authorization(page) },
  });
  expect(answer.ok(), url).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** POST through the page's session; the answer's data. */
export const post = <T>(page: Page, url: string, body: unknown) => send<T>(page, 'post', url, body);

/** PUT through the page's session; the answer's data. */
export const put = <T>(page: Page, url: string, body: unknown) => send<T>(page, 'put', url, body);

async function send<T>(page: Page, method: 'post' | 'put', url: string, body: unknown) {
  const answer = await page.request[method](url, {
    headers: { Authorization: await authorization(page) },
    data: body,
  });
  expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** The server's answer for the signed-in page's user (same cookie token as the page). */
export async function userInfo(page: Page) {
  const answer = await page.request.get('/api/admin/info', {
    headers: { Authorization: await authorization(page) },
  });
  return (await answer.json()).data as {
    menus: { name: string; title: string; entitle: string; hidden: number; children: unknown[] }[];
  };
}

/**
 * Opens a select by its input id, types `search` when given, and picks the option with
 * `text`, until the select shows it: on a loaded machine a click during the list's opening
 * motion can miss (CI saw the Purpose select left empty). An option already shown is not
 * clicked again (in a multiple select that would take it off).
 */
export async function pick(page: Page, inputId: string, text: string, search?: string) {
  const input = page.locator(`#${inputId}`);
  const shown = page.locator('.ant-select').filter({ has: input }).first();
  const option = page
    .locator('.ant-select-item-option')
    .filter({ hasText: text, visible: true })
    .first();
  await expect(async () => {
    if (!((await shown.textContent()) ?? '').includes(text)) {
      // a list left open by an earlier try is used as it is: a second click would close it
      if (!(await option.isVisible())) {
        await input.click({ timeout: 5_000 });
        if (search) await input.fill(search, { timeout: 5_000 });
      }
      await option.click({ timeout: 5_000 });
    }
    await expect(shown).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}
