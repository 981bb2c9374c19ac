import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, chooseLanguage, pick, screenshot, signIn } from './helpers';

// The demo seed's first PO belongs to SUP001; every demo RDD lies within six months.
const PO = 'PO04500000';
const NEW_RDD = '2027-06-30';
const REASON = 'E2E: the market asks for a later delivery';

test('PO report: find a line by filters, change its RDD with a reason, see the revision', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/production/order');
  await expect(page.getByTestId('order-totals')).toContainText('Lines');
  await expect(page.getByRole('button', { name: 'New PO' })).toBeVisible();
  await screenshot(page, 'orders-po-report-en');

  // filters: PO number and supplier
  await page.getByRole('textbox', { name: 'PO number' }).fill(PO);
  await pick(page, 'po-line-filters_supplier', 'SUP001', 'SUP001');
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText(PO);
  for (const row of await rows.all()) {
    await expect(row).toContainText(PO);
    await expect(row.getByTestId('supplier-cell')).toHaveText('SUP001');
  }

  // change line 10's RDD: purpose and reason are asked for, then it saves
  const line = rows.filter({ hasText: new RegExp(`${PO}\\s*/\\s*10(?!\\d)`) }).first();
  await line.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Change PO ${PO} line 10`);
  const rdd = dialog.getByLabel('RDD');
  await rdd.click();
  await rdd.fill(NEW_RDD);
  await rdd.press('Enter');
  await expect(dialog.getByLabel('Modification reason')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please choose the purpose')).toBeVisible();
  await expect(dialog.getByText('Please enter the modification reason')).toBeVisible();
  await screenshot(page, 'orders-line-change-en');
  await pick(page, 'po-line-change_modificationPurpose', 'Customer request');
  const purpose = dialog
    .locator('.ant-form-item')
    .filter({ has: page.locator('#po-line-change_modificationPurpose') });
  await expect(purpose).toContainText('Customer request');
  await dialog.getByLabel('Modification reason').fill(REASON);
  // the server's answer, so a refusal or a slow save says which it was
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/po-lines\/\d+$/.test(r.url()),
    { timeout: 30_000 },
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  const answer = await saved;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(line).toContainText(NEW_RDD);

  // the PO's detail: the line, and the change in its revision history
  await line.getByRole('button', { name: PO }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(`PO ${PO}`);
  await expect(drawer).toContainText('SUP001');
  await screenshot(page, 'orders-po-detail-en');
  await drawer.getByRole('tab', { name: 'Revision history' }).click();
  const revision = drawer.getByRole('row').filter({ hasText: REASON });
  await expect(revision).toContainText(NEW_RDD);
  await expect(revision).toContainText('Customer request');
  await expect(revision).toContainText('Line changed');
  await screenshot(page, 'orders-po-revisions-en');
  await page.keyboard.press('Escape');

  await page.goto('/production/SOorder');
  await expect(page.getByTestId('order-totals')).toContainText('Lines');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('SO');
  await screenshot(page, 'orders-so-report-en');
  await page
    .locator('.ant-table-tbody tr.ant-table-row')
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText('Covered by PO qty');
  await screenshot(page, 'orders-so-detail-en');
  await page.keyboard.press('Escape');

  await page.goto('/stock/riskbuyPo');
  await expect(page.getByRole('columnheader', { name: 'Plannable' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('PO');
  await screenshot(page, 'orders-riskbuy-en');
});

test('the order screens in Chinese', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/stock/riskbuyPo');
  await chooseLanguage(page, '中文');
  await expect(page.getByRole('columnheader', { name: '可计划' })).toBeVisible();
  await screenshot(page, 'orders-riskbuy-zh');
  await page.goto('/production/SOorder');
  await expect(page.getByRole('columnheader', { name: '过账日期' })).toBeVisible();
  await screenshot(page, 'orders-so-report-zh');
  await page.goto('/production/order');
  await expect(page.getByRole('columnheader', { name: '采购订单 / 行' })).toBeVisible();
  await screenshot(page, 'orders-po-report-zh');
  await page.getByRole('textbox', { name: '采购订单号' }).fill(PO);
  await page.locator('#po-line-filters button[type="submit"]').click();
  await page
    .locator('.ant-table-tbody tr.ant-table-row')
    .first()
    .getByRole('button', { name: PO })
    .click();
  await expect(page.getByRole('dialog')).toContainText(`采购订单 ${PO}`);
  await screenshot(page, 'orders-po-detail-zh');
  await page.getByRole('dialog').getByRole('tab', { name: '修订记录' }).click();
  await expect(page.getByRole('columnheader', { name: '修改前' })).toBeVisible();
  await screenshot(page, 'orders-po-revisions-zh');
  await page.keyboard.press('Escape');
  await chooseLanguage(page, 'English');
});

test('supplier order list: the supplier sees only its own PO lines', async ({ page }) => {
  await signIn(page, 'supplier', DEMO_PASSWORD);
  await page.goto('/myOrder/orderList');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // the biggest page: every supplier cell on it is SUP001
  await page.locator('.ant-pagination-options .ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '100' }).click();
  await expect(rows).not.toHaveCount(10);
  const cells = page.getByTestId('supplier-cell');
  const count = await cells.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++) await expect(cells.nth(i)).toHaveText('SUP001');
  // read-only: no write buttons
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New PO' })).toHaveCount(0);
  await screenshot(page, 'orders-order-list-en');

  // another supplier's PO does not open
  const other = await page.request.get('/api/po-lines?supplierId=2&pageSize=5', {
    headers: {
      Authorization: decodeURIComponent(
        (await page.context().cookies()).find((c) => c.name === 'lading_token')?.value ?? '',
      ),
    },
  });
  const body = (await other.json()) as { data: { list: { supplierCode: string }[] } | null };
  for (const line of body.data?.list ?? []) expect(line.supplierCode).toBe('SUP001');

  await rows.first().getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toContainText('SUP001');
  await page.keyboard.press('Escape');

  await chooseLanguage(page, '中文');
  await expect(page.getByRole('columnheader', { name: '供应商' })).toBeVisible();
  await screenshot(page, 'orders-order-list-zh');
  await chooseLanguage(page, 'English');
});
