import { expect, test, type Page } from '@playwright/test';
import { ADMIN, chooseLanguage, screenshot, signIn } from './helpers';

// The kept-alive list page stays mounted beside the form (its sortable headers carry the same
// labels): look inside the supplier form only.
const field = (page: Page, label: string) =>
  page.locator('form#supplier-form').getByLabel(label, { exact: true });

async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

test('a supplier: mandatory-field notice, fixed, saved, listed, details tabs (en and zh)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/factory/supplier');
  await expect(page.getByRole('row', { name: /SUP001/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add supplier' }).click();
  await expect(page).toHaveURL(/\/factory\/addSupplier/);

  await field(page, 'Supplier code').fill('E2E-SUP-1');
  await field(page, 'Short name').fill('E2E Solar');
  await field(page, 'Full name').fill('E2E Solar Lighting Co., Ltd.');
  await choose(page, 'Status', 'Pending-Potential Supplier-Global');
  await choose(page, 'Source', 'New project introduction');
  await choose(page, 'Company type', 'Manufacturer');
  await choose(page, 'Product categories', 'Lighting');
  await page.keyboard.press('Escape');
  await field(page, 'Payment terms').fill('T/T 30% deposit, 70% before shipment');
  await choose(page, 'Incoterm', 'FOB');
  await field(page, 'Country').fill('China');
  await field(page, 'Website').fill('https://www.e2e-solar.example.com');
  await field(page, 'Contact 1 name').fill('Zhang Min');
  await field(page, 'Contact 1 email').fill('zhang.min@e2e-solar.example.com');
  // Contact 1 phone left empty: the notice names it
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByTestId('mandatory-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Contact 1 phone');
  await expect(page.getByText('Please enter Contact 1 phone')).toBeVisible();
  await screenshot(page, 'supplier-form-notice-en');

  await field(page, 'Contact 1 phone').fill('+86 755 2233 4455');
  await expect(notice).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/factory\/supplierDetails\?id=\d+/);
  const details = page.locator('.ant-card').filter({ hasText: 'E2E-SUP-1 · E2E Solar' }).first();
  await expect(details).toBeVisible();
  await expect(details.getByText('Basic info')).toBeVisible();

  for (const tab of ['Contacts', 'Companies & registration', 'Revision history', 'Profile']) {
    await details.getByRole('tab', { name: tab }).click();
    await expect(details.getByRole('tab', { name: tab, selected: true })).toBeVisible();
  }
  await details.getByRole('tab', { name: 'Contacts' }).click();
  await expect(details.getByText('zhang.min@e2e-solar.example.com')).toBeVisible();
  await details.getByRole('tab', { name: 'Revision history' }).click();
  await expect(details.getByRole('cell', { name: 'Created' })).toBeVisible();
  await screenshot(page, 'supplier-details-en');

  await page.goto('/factory/supplier');
  await page.getByRole('textbox', { name: 'Keyword' }).fill('e2e-sup');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: /E2E-SUP-1/ })).toBeVisible();
  await screenshot(page, 'supplier-list-en');

  // a second add with the same full name is refused
  await page.getByRole('button', { name: 'Add supplier' }).click();
  await field(page, 'Supplier code').fill('E2E-SUP-2');
  await field(page, 'Short name').fill('E2E Solar 2');
  await field(page, 'Full name').fill('E2E Solar Lighting Co., Ltd.');
  await choose(page, 'Status', 'Pending-Potential Supplier-Global');
  await choose(page, 'Source', 'Supplier pool');
  await choose(page, 'Company type', 'Trade');
  await choose(page, 'Product categories', 'Cables');
  await page.keyboard.press('Escape');
  await field(page, 'Country').fill('China');
  await field(page, 'Contact 1 name').fill('Wu Lei');
  await field(page, 'Contact 1 email').fill('wu.lei@example.com');
  await field(page, 'Contact 1 phone').fill('+86 20 1234 5678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('This supplier has already been added: E2E-SUP-1').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await chooseLanguage(page, '中文');
  await expect(page).toHaveURL(/\/factory\/supplier/);
  await expect(page.getByRole('button', { name: '新增供应商' })).toBeVisible();
  await screenshot(page, 'supplier-list-zh');
  await page
    .getByRole('row', { name: /E2E-SUP-1/ })
    .getByRole('button', { name: '详情' })
    .click();
  await expect(page.getByRole('tab', { name: '公司与注册信息' })).toBeVisible();
  await screenshot(page, 'supplier-details-zh');
  await page.goto('/factory/addSupplier');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByTestId('mandatory-notice')).toContainText('供应商代码');
  await screenshot(page, 'supplier-form-notice-zh');

  await page.goto('/factory/paymentTerm');
  await expect(page.getByRole('row', { name: /SUP001/ })).toBeVisible();
  await screenshot(page, 'supplier-payment-terms-zh');
});
