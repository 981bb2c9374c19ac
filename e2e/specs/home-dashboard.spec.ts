import { expect, test, type Page } from '@playwright/test';
import { audit, settle, summarize } from './axe-audit';
import { ADMIN, DEMO_PASSWORD, chooseLanguage, signIn } from './helpers';

/*
 * Issue 15: the home dashboard in a browser, as the three kinds of user it serves, in
 * English and Chinese: the sections their resources give, a card's link to its filtered
 * list, and an axe audit of each (the gate audits home as the administrator only).
 */

const USERS = [
  { name: 'admin', password: ADMIN.password, sections: ['Orders and plans', 'Logistics'] },
  { name: 'supplier', password: DEMO_PASSWORD, sections: ['Your ready dates'] },
  { name: 'logistic', password: DEMO_PASSWORD, sections: ['Logistics'] },
] as const;

const sectionHeadings = (page: Page) =>
  page.locator('main section h2').filter({ hasNotText: /^(Screens|功能入口)$/ });

for (const user of USERS) {
  test(`the home dashboard as ${user.name}, in English and Chinese`, async ({ page }) => {
    await signIn(page, user.name, user.password);
    await page.goto('/home');
    await settle(page);
    await expect(sectionHeadings(page)).toHaveText([...user.sections]);
    const findings = [(await audit(page, `home as ${user.name}`, 'en')).findings];
    await page.screenshot({ path: `/tmp/w8-home-${user.name}-en.png`, fullPage: true });

    await chooseLanguage(page, '中文');
    await settle(page);
    await expect(page.getByRole('heading', { level: 2, name: '功能入口' })).toBeVisible();
    findings.push((await audit(page, `home as ${user.name}`, 'zh')).findings);
    await page.screenshot({ path: `/tmp/w8-home-${user.name}-zh.png`, fullPage: true });
    expect(summarize(findings.flat())).toBe('');
    await chooseLanguage(page, 'English');
  });
}

test('a card opens the list it counts, with its filters', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/home');
  const card = page.getByRole('link', { name: /^Lines waiting for a ready date [\d,]+$/ });
  await card.click();
  await expect(page).toHaveURL(
    /\/reportForms\/shippingDetails\?confirmReadyDate=-1,3&status=Unshipped,Loading$/,
  );
  await settle(page);
});
