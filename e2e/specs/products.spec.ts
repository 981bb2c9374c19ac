import { expect, test, type Page } from '@playwright/test';
import { ADMIN, screenshot, signIn } from './helpers';

// The kept-alive list page stays mounted (hidden) beside the form: only visible fields count.
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });

test('a product: bad input refused, fixed, CBM computed, copied, deactivated with a replacement', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/production/product');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/production\/addProduct/);

  // bad input: nothing filled, then a gross weight below the net weight
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter Product ID')).toBeVisible();
  await field(page, 'Product ID').fill('E2E-LAMP-1');
  await field(page, 'Item number').fill('E2E-90001');
  await field(page, 'Short name').fill('E2E lamp');
  await field(page, 'Brand').fill('Lumo');
  await field(page, 'Model number').fill('LM-1');
  await field(page, 'Model name').fill('LED lamp 5 W');
  await field(page, 'Category').click();
  await page.locator('.ant-select-item-option', { hasText: 'Lighting' }).click();
  await field(page, 'Net weight/pc (kg)').fill('2');
  await field(page, 'Gross weight/pc (kg)').fill('1');
  await field(page, 'Qty per package').fill('10');
  await field(page, 'Length (cm)').fill('50');
  await field(page, 'Width (cm)').fill('40');
  await field(page, 'Height (cm)').fill('30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The gross weight cannot be less than the net weight')).toBeVisible();

  // CBM is computed, never typed: 50 × 40 × 30 cm = 0.06 m³ per package, 0.006 per piece
  await expect(field(page, 'CBM per package')).toHaveValue('0.060000');
  await expect(field(page, 'Unit CBM')).toHaveValue('0.006000');
  await screenshot(page, 'product-form-en');

  await field(page, 'Gross weight/pc (kg)').fill('2.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/production\/product/);
  await page.getByRole('textbox', { name: 'Keyword' }).fill('E2E-LAMP');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: /E2E-LAMP-1/ });
  await expect(row).toBeVisible();

  // copy: an unsaved form filled from this one, the unique keys left to type
  await row.getByRole('button', { name: 'Copy' }).click();
  await expect(page).toHaveURL(/\/production\/addProduct\?copyOf=/);
  await expect(field(page, 'Product ID')).toHaveValue('');
  await expect(field(page, 'Short name')).toHaveValue('E2E lamp');
  await field(page, 'Product ID').fill('E2E-LAMP-2');
  await field(page, 'Item number').fill('E2E-90002');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/production\/product/);
  await page.getByRole('textbox', { name: 'Keyword' }).fill('E2E-LAMP');
  await page.getByRole('button', { name: 'Search' }).click();
  const copyRow = page.getByRole('row', { name: /E2E-LAMP-2/ });
  await expect(copyRow).toBeVisible();

  // deactivate the copy and accept the replacement prompt
  await copyRow.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/production\/editProduct/);
  await page.getByLabel('Inactive').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Add a replacement product?').filter({ visible: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, add one' }).click();
  await expect(page).toHaveURL(/\/production\/addProduct\?copyOf=/);
  await expect(field(page, 'Short name')).toHaveValue('E2E lamp');
  await expect(field(page, 'Product ID')).toHaveValue('');
});
