import { expect, test, type Page } from '@playwright/test';
import { ADMIN, chooseLanguage, signIn } from './helpers';

/**
 * The capacity-and-value reports in a browser, on the demo data, in English and Chinese:
 * the shipping amount (chart, figures, totals, the lines behind a row) and the spare
 * capacity (containers not yet shipped, the open lines that would top one up, the link into
 * the workbench with those lines selected).
 */

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(600); // the chart draws after its lazy chunk loads
  await page.screenshot({ path: `/tmp/w5-${name}.png`, fullPage: true });
};

test('the shipping amount: chart, totals and the lines behind a row', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/reportForms/shippingAmountReport');
  await expect(
    page.getByRole('heading', { name: 'Amounts by month, destination, supplier and category' }),
  ).toBeVisible();
  const chart = page.getByRole('img', { name: /^Stacked bars: shipped amount/ });
  const rows = page.getByRole('button', { name: /^Show lines: \d{4}-\d{2} / });
  if (await rows.count()) {
    await expect(chart).toBeVisible();
    await expect(page.getByTestId('amount-total')).toHaveText(/^\$/);
  }
  await shot(page, 'shippingAmountReport-en');
  if (await rows.count()) {
    await rows.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'shippingAmountReport-lines-en');
    await page.keyboard.press('Escape');
  }

  await chooseLanguage(page, '中文');
  await page.goto('/reportForms/shippingAmountReport');
  await expect(
    page.getByRole('heading', { name: '按月份、目的国、供应商和类别的金额' }),
  ).toBeVisible();
  await page.locator('.ant-segmented').getByText('供应商', { exact: true }).click();
  await expect(page.getByRole('img', { name: /按供应商拆分/ })).toBeVisible();
  await shot(page, 'shippingAmountReport-zh');
});

test('the spare capacity: room left, and the open lines that would top a container up', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/reportForms/spareReport');
  await expect(page.getByRole('heading', { name: 'Containers not yet shipped' })).toBeVisible();
  await expect(page.getByTestId('spare-totals')).toBeVisible();
  await shot(page, 'spareReport-en');
  const topUp = page.getByRole('button', { name: /^Open lines that fit: / });
  if (await topUp.count()) {
    await topUp.first().click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Select what fits (by RDD)' }).click();
    await shot(page, 'spareReport-candidates-en');
    const open = drawer.getByRole('button', { name: /^Top up in the workbench \((\d+)\)$/ });
    if (await open.isEnabled()) {
      await open.click();
      await expect(page).toHaveURL(/\/arrange\/preArrange\?lines=\d+/);
      await expect(page.getByTestId('open-lines-summary')).toContainText(/selected/i, {
        timeout: 30_000,
      });
    }
  }

  await chooseLanguage(page, '中文');
  await page.goto('/reportForms/spareReport');
  await expect(page.getByRole('heading', { name: '尚未发货的柜子' })).toBeVisible();
  await shot(page, 'spareReport-zh');
});
