import { expect, test, type Page } from '@playwright/test';
import { audit, settle, summarize } from './axe-audit';
import { ADMIN, chooseLanguage, signIn } from './helpers';

/**
 * The transit reports in a browser: the sea report (chart, figures, drill-down) and the
 * loading plan (week-by-week view, drill-down), in English and Chinese, on the demo data.
 */

/** Screenshot (looked at by hand) and an axe audit of the screen as it is. */
const shot = async (page: Page, name: string, language: 'en' | 'zh') => {
  await settle(page);
  await page.waitForTimeout(600); // the charts draw after their lazy chunk loads
  await page.screenshot({ path: `/tmp/w3-${name}-${language}.png`, fullPage: true });
  const { findings } = await audit(page, name, language);
  expect(findings, summarize(findings)).toEqual([]);
};

test('the sea report: totals, charts, and a figure that filters the table', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/reportForms/seaReport');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toBeVisible();
  await expect(page.getByRole('table').last()).toBeVisible();
  const charts = page.getByRole('img', { name: /^Containers at sea by POD/ });
  if (await charts.count()) {
    await expect(
      page.getByRole('img', { name: /^Containers at sea by shipping line/ }),
    ).toBeVisible();
  }
  await shot(page, 'seaReport', 'en');
  // a POD's name in the figures table filters the table on it
  const pod = page.getByRole('button', { name: /^\d+ Show the containers of .+$/ }).first();
  if (await pod.count()) {
    await pod.click();
    await expect(page).toHaveURL(/pod=/);
    await page.getByRole('button', { name: 'Reset' }).click();
  }
  const late = page.getByRole('button', { name: /^Show the late containers: \d+$/ });
  await late.click();
  await expect(page).toHaveURL(/late=1/);

  await chooseLanguage(page, '中文');
  await page.goto('/reportForms/seaReport');
  await expect(page.getByRole('region', { name: '合计' })).toBeVisible();
  await shot(page, 'seaReport', 'zh');
});

test('the loading plan: week by week, and a week cell that opens its containers', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/reportForms/loadingPlan');
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  await shot(page, 'loadingPlan', 'en');
  const cell = page.getByRole('button', { name: /Show the containers of .+, \d{4}-W\d{2}$/ });
  if (await cell.count()) {
    await cell.first().click();
    await expect(page).toHaveURL(/weekFrom=\d{4}-W\d{2}/);
  }

  await chooseLanguage(page, '中文');
  await page.goto('/reportForms/loadingPlan');
  await expect(page.getByRole('region', { name: '合计' })).toBeVisible();
  await shot(page, 'loadingPlan', 'zh');
});
