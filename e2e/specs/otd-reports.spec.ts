import { expect, test, type Page } from '@playwright/test';
import { audit, settle, summarize } from './axe-audit';
import { ADMIN, chooseLanguage, signIn } from './helpers';

/**
 * The OTD and utilization reports in a browser, on the demo data: figures, charts, a
 * drill-down, in English and Chinese, with an axe audit of each screen.
 */

/** Screenshot (looked at by hand) and an axe audit of the screen as it is. */
const shot = async (page: Page, name: string, language: 'en' | 'zh') => {
  await settle(page);
  await page.waitForTimeout(600); // the charts draw after their lazy chunk loads
  await page.screenshot({ path: `/tmp/w4-${name}-${language}.png`, fullPage: true });
  const { findings } = await audit(page, name, language);
  expect(findings, summarize(findings)).toEqual([]);
};

test('OTD: rates, trend, reasons and the late lines', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/reportForms/OTD');
  await expect(page.getByRole('region', { name: 'On-time delivery' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Line chart: OTD rate by month/ })).toBeVisible();
  await shot(page, 'OTD', 'en');
  await page.getByRole('switch').click();
  await expect(page).toHaveURL(/late=0/);

  await chooseLanguage(page, '中文');
  await page.goto('/reportForms/OTD');
  await expect(page.getByRole('region', { name: '准时交货率' })).toBeVisible();
  await shot(page, 'OTD', 'zh');
});

test('utilization: bands by month, and the containers of a band', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/reportForms/utilization');
  await expect(page.getByRole('region', { name: 'Container utilization' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Stacked bar chart/ })).toBeVisible();
  await shot(page, 'utilization', 'en');
  const band = page.getByRole('button', { name: /^\d{4}-\d{2} .+: \d+$/ }).first();
  if (await band.count()) {
    await band.click();
    await expect(page).toHaveURL(/band=/);
  }

  await chooseLanguage(page, '中文');
  await page.goto('/reportForms/utilization');
  await expect(page.getByRole('region', { name: '货柜利用率' })).toBeVisible();
  await shot(page, 'utilization', 'zh');
});
