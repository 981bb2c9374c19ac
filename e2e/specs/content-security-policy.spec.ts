import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn, userInfo } from './helpers';

/**
 * Issue 12 §6: the built web app runs under the server's Content Security Policy with no
 * violation on any screen — the sign-in page, every screen of the administrator's menu, the
 * user guide, and a station message (HTML rendered through the browser-side sanitizer).
 */
interface MenuEntry {
  name: string;
  hidden: number;
  children: MenuEntry[];
}

/** Every screen of the menu tree, as the web app's routes name them (`/parent/child`). */
const screensOf = (menus: readonly MenuEntry[], parent = ''): string[] =>
  menus
    .filter((menu) => menu.hidden === 0)
    .flatMap((menu) =>
      menu.children.length
        ? screensOf(menu.children, `${parent}/${menu.name}`)
        : [`${parent}/${menu.name}`],
    );

/** Collects CSP violations: the DOM event, and the console line Chromium writes for each. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) {
      violations.push(`${page.url()} console: ${message.text()}`);
    }
  });
  await page.exposeFunction('reportCspViolation', (text: string) =>
    violations.push(`${page.url()} event: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  return violations;
}

test('no screen breaks the Content Security Policy', async ({ page }) => {
  test.setTimeout(600_000);
  const violations = await watchViolations(page);

  const login = await page.goto('/login');
  const policy = login?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");

  await signIn(page, ADMIN.username, ADMIN.password, { from: '/login' });
  const screens = screensOf((await userInfo(page)).menus as MenuEntry[]);
  // menus of screens not built yet lead to the 404 page: visited too, not counted
  const shell = page.getByTestId('user-menu');
  const notFound = page.getByText('Sorry, the page you visited does not exist.');
  let shown = 0;
  for (const screen of screens) {
    await page.goto(screen);
    await expect(shell.or(notFound).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (await shell.isVisible()) shown++;
    expect(violations, screen).toEqual([]);
  }
  expect(shown).toBeGreaterThan(25);
  await page.goto('/documentation');
  await expect(page.locator('h1, h2, h3').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations, '/documentation').toEqual([]);

  // a station message's HTML, shown through the sanitizer (the demo seed sends the admin a
  // "Container changed" one; the supplier's is left unread for messages.spec)
  await page.goto('/home');
  await page.getByTestId('unread-badge').getByRole('button').click();
  await page.getByText('Container changed').click();
  await expect(page.getByTestId('message-content')).toContainText('The ETD of a container');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
