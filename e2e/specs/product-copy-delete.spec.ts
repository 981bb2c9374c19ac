import { expect, test, type Page } from '@playwright/test';
import { ADMIN, authorization, chooseLanguage, screenshot, signIn } from './helpers';

// The kept-alive list page stays mounted (hidden) beside the form: only visible fields count.
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });

/** How many products there are, as the API counts them (the list pages). */
async function productCount(page: Page): Promise<number> {
  const answer = await page.request.get('/api/products?pageSize=1', {
    headers: { Authorization: await authorization(page) },
  });
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

/**
 * Searches the product list by keyword. Back on the kept-alive list, the filter form takes
 * its last view from the URL once more: a keyword typed before that is overwritten, so type
 * and search again until the URL holds it.
 */
async function search(
  page: Page,
  keyword: string,
  labels: { keyword: string; go: string | RegExp } = { keyword: 'Keyword', go: 'Search' },
) {
  await expect(async () => {
    await page.getByRole('textbox', { name: labels.keyword }).fill(keyword);
    await page.getByRole('button', { name: labels.go }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${keyword}`), { timeout: 2_000 });
  }).toPass();
}

test('copy opens an unsaved form; delete removes an unused product and refuses a used one', async ({
  page,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/production/product');
  await search(page, 'PV-450M');
  const original = page.getByRole('row', { name: /PV-450M/ });
  const before = await productCount(page);

  // Copy, then Cancel: nothing is left behind
  await original.getByRole('button', { name: 'Copy' }).click();
  await expect(page).toHaveURL(/\/production\/addProduct\?copyOf=\d+/);
  await expect(page.getByRole('heading', { name: 'Add product: copy of PV-450M' })).toBeVisible();
  await expect(field(page, 'Product ID')).toHaveValue('');
  await expect(field(page, 'Item number')).toHaveValue('');
  await expect(field(page, 'Short name')).toHaveValue('PV 450W mono');
  await screenshot(page, 'product-copy-en');
  await page.getByRole('button', { name: 'Cancel' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/production\/product/);
  expect(await productCount(page)).toBe(before);

  // Copy, leave the keys empty and Save from the foot of the form: the form goes up to the
  // first invalid field, Product ID, and focuses it; nothing is saved
  await original.getByRole('button', { name: 'Copy' }).click();
  const save = page.getByRole('button', { name: 'Save' });
  await save.scrollIntoViewIfNeeded();
  await expect(field(page, 'Product ID')).not.toBeInViewport();
  await save.click();
  await expect(page.getByText('Please enter Product ID')).toBeVisible();
  await expect(field(page, 'Product ID')).toBeInViewport();
  await expect(field(page, 'Product ID')).toBeFocused();
  expect(await productCount(page)).toBe(before);

  // typed keys, Save: the new product is listed, the original unchanged
  await field(page, 'Product ID').fill('E2E-COPY-450');
  await field(page, 'Item number').fill('E2E-COPY-IT-450');
  await save.click();
  await expect(page).toHaveURL(/\/production\/product/);
  expect(await productCount(page)).toBe(before + 1);
  await search(page, 'E2E-COPY-450');
  const copy = page.getByRole('row', { name: /E2E-COPY-450/ });
  await expect(copy).toContainText('PV 450W mono');

  // a save failing low in the form (Enter in a field at the top) scrolls down to it
  await copy.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/production\/editProduct/);
  await field(page, 'Safety lead time (days)').fill('400');
  // a laptop's height, and back to the top of the form
  await page.setViewportSize({ width: 1440, height: 720 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(field(page, 'Short name')).toBeInViewport();
  await expect(field(page, 'Safety lead time (days)')).not.toBeInViewport();
  await field(page, 'Short name').press('Enter');
  await expect(field(page, 'Safety lead time (days)')).toBeInViewport();
  await expect(field(page, 'Safety lead time (days)')).toBeFocused();
  await expect(
    page.getByText('A whole number, 0 or more (days: at most 365)').filter({ visible: true }),
  ).toBeVisible();
  await screenshot(page, 'product-first-invalid-en');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Cancel' }).filter({ visible: true }).click();

  // delete the unused copy, by keyboard: the row's Delete, then the dialog's Delete
  await expect(page).toHaveURL(/\/production\/product/);
  await copy.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete product E2E-COPY-450?');
  await screenshot(page, 'product-delete-confirm-en');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(copy).toHaveCount(0);
  expect(await productCount(page)).toBe(before);

  // a used product is refused, saying where it is used; nothing changes
  await search(page, 'SBS-200');
  const used = page.getByRole('row', { name: /SBS-200/ });
  await used.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(
      /^Product SBS-200 cannot be deleted: it is used by .*\d+ kits.*Nothing was changed$/,
    ),
  ).toBeVisible();
  await screenshot(page, 'product-delete-refused-en');
  await expect(used).toBeVisible();
  expect(await productCount(page)).toBe(before);

  // the same in Chinese
  await chooseLanguage(page, '中文');
  // antd writes a space between two Chinese characters on a button
  const zhDelete = /^删\s?除$/;
  await search(page, 'SBS-200', { keyword: '关键字', go: /^查\s?询$/ });
  await used.getByRole('button', { name: zhDelete }).click();
  await expect(page.getByRole('dialog')).toContainText('删除产品 SBS-200？');
  await screenshot(page, 'product-delete-confirm-zh');
  await page.getByRole('dialog').getByRole('button', { name: zhDelete }).click();
  await expect(
    page.getByText(/^产品 SBS-200 不能删除，它正被使用：.*个套件.*未做任何修改$/),
  ).toBeVisible();
  await screenshot(page, 'product-delete-refused-zh');
  await used.getByRole('button', { name: /^复\s?制$/ }).click();
  await expect(page.getByRole('heading', { name: '新增产品：复制自 SBS-200' })).toBeVisible();
  await screenshot(page, 'product-copy-zh');
  await page
    .getByRole('button', { name: /^取\s?消$/ })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/production\/product/);
  expect(await productCount(page)).toBe(before);
  await chooseLanguage(page, 'English');
});
