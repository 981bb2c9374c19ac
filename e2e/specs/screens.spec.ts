import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, signIn } from './helpers';

/*
 * Issue 13 "screens once": the menus are the shared screen tree's; a screen that exists
 * but is not in the user's menus answers the 401 page, and every screen of a menu loads.
 */

test('a supplier opening a screen that is not in its menus gets the 401 page', async ({ page }) => {
  await signIn(page, 'supplier', DEMO_PASSWORD);
  const sidebar = page.locator('.ant-layout-sider .ant-menu');
  await expect(sidebar.getByText('My Orders')).toBeVisible();
  // of /stock a supplier has its delivery notes only (issue 16)
  await sidebar.getByText('Stock', { exact: true }).click();
  await expect(sidebar.getByText('Delivery Notes')).toBeVisible();
  await expect(sidebar.getByText('Inventory')).toHaveCount(0);
  await expect(sidebar.getByText('Risk Buy PO')).toHaveCount(0);

  await page.goto('/stock/riskbuyPo');
  await expect(page).toHaveURL(/\/401$/);
  await expect(
    page.getByText('Access denied: you lack the access rights for this page.'),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await screenshot(page, 'supplier-riskbuy-401-en');

  // its own screens still open
  await page.goto('/myOrder/orderList');
  await expect(page).toHaveURL(/\/myOrder\/orderList$/);
  await expect(page.getByRole('table').first()).toBeVisible();
});

test('3-Logistic opens the revision history of its menu without a refusal', async ({ page }) => {
  await signIn(page, 'logistic', DEMO_PASSWORD);
  const refused = page.getByText(/Access denied/);
  await page.goto('/production/modificationRecord');
  await expect(page).toHaveURL(/\/production\/modificationRecord$/);
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(refused).toHaveCount(0);
});
